/**
 * Business constants of spec section 9. The breakpoints (640, 960, 1280 px) live in the stylesheet,
 * the only place that uses them. The spec's 250 ms delay before following an outbound link (so its
 * analytics call can leave) is not needed: the click is reported with a beacon, which outlives the page.
 */
export const headerFixThresholdPx = 700
export const scrollThrottleMs = 120
export const menuHoverDelayMs = 180
export const defaultDownloadChannel = '6688'
/** Where the server draws the QR code of a channel's download page (an SVG image). */
export const downloadQrPath = '/download/qr.svg'
export const quotePollIntervalMs = 5000
export const toastDurationMs = 5000
/** A toast is dismissed by dragging it over this share of its width (spec section 9). */
export const toastDismissShare = 0.8
export const revealAnimation = { offset: 120, durationMs: 400, easing: 'ease' } as const
export const routePrefetchConcurrency = 2
