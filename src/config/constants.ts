/** Business constants of spec section 9. */
export const headerFixThresholdPx = 700
export const scrollThrottleMs = 120
export const menuHoverDelayMs = 180
export const defaultDownloadChannel = '6688'
/** Where the server draws the QR code of a channel's download page (an SVG image). */
export const downloadQrPath = '/download/qr.svg'
export const quotePollIntervalMs = 5000
export const toastDurationMs = 5000
export const outboundAnalyticsDelayMs = 250
export const revealAnimation = { offset: 120, durationMs: 400, easing: 'ease' } as const
export const breakpoints = { sm: 640, md: 960, lg: 1280 } as const
export const routePrefetchConcurrency = 2
