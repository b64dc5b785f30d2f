import type { Locale } from '../contract/locales'

/**
 * The product screenshots: which of our own pages each one shows, on which device, and the widths
 * they are encoded at. `npm run screenshots` (scripts/tools/capture-product-screens.ts) captures them from
 * the built site in every language; the pages show them through components/product-shot.tsx.
 */
export type ProductScreen = 'quotes' | 'instrument' | 'calendar' | 'alert'
export type ProductDevice = 'phone' | 'desktop'

export const productScreenPaths: Record<ProductScreen, string> = {
  quotes: '/trading/realtime',
  instrument: '/trading/forex/eurusd',
  calendar: '/trading/calendar',
  alert: '/trading/realtime',
}

interface DeviceShot {
  /** The CSS viewport the page is captured at, and its device pixel ratio. */
  viewport: { width: number; height: number }
  scale: number
  /**
   * The encoded widths in pixels, so a phone downloads a file for its own width and pixel density:
   * 320 and 720 are what a common phone (412 px at a density of 1.75) asks for a phone frame and a
   * desktop frame; without them it took the next size up, and a first visit to the home page passed
   * its 300 KB budget.
   */
  widths: readonly number[]
}

export const productDevices: Record<ProductDevice, DeviceShot> = {
  phone: { viewport: { width: 360, height: 740 }, scale: 2, widths: [280, 320, 400, 560] },
  desktop: { viewport: { width: 1440, height: 900 }, scale: 1, widths: [480, 720, 960, 1440] },
}

/** Which screens are captured on which device: the pages show only these. */
export const productShots: ReadonlyArray<{ screen: ProductScreen; device: ProductDevice }> = [
  { screen: 'quotes', device: 'phone' },
  { screen: 'instrument', device: 'phone' },
  { screen: 'calendar', device: 'phone' },
  { screen: 'alert', device: 'phone' },
  { screen: 'quotes', device: 'desktop' },
  { screen: 'instrument', device: 'desktop' },
]

export type ProductImageFormat = 'avif' | 'webp'

export function productImageHeight(device: ProductDevice, width: number): number {
  const { viewport } = productDevices[device]
  return Math.round((width * viewport.height) / viewport.width)
}

/** Served from public/product/ (committed images, so the site never needs a browser to start). */
export function productImagePath(
  locale: Locale,
  screen: ProductScreen,
  device: ProductDevice,
  width: number,
  format: ProductImageFormat,
): string {
  return `/product/${locale}/${screen}-${device}-${width}.${format}`
}
