import { UAParser } from 'ua-parser-js'
import { encode } from 'uqr'
import { brand } from '../src/config/brand'
import { downloadQrPath } from '../src/config/constants'
import { androidDownloadUrl, downloadPageUrl, normalizeChannel } from '../src/features/downloads/channel'
import { cookieNames } from '../src/lib/cookies'

/**
 * /download?v=<channel> (spec section 2): phones go straight to their app (Android to the APK of
 * that channel, iOS to the App Store), computers get the download page with the store buttons and
 * a QR code. The channel is kept in its cookie either way, so a later install from the page or a
 * store can still be credited to the partner or campaign that sent the visitor.
 */
export function downloadAnswer(search: URLSearchParams, userAgent: string, https: boolean) {
  const channel = normalizeChannel(search.get('v') ?? undefined)
  const secure = https ? '; Secure' : ''
  const cookie = `${cookieNames.downloadChannel}=${encodeURIComponent(channel)}; Max-Age=${365 * 86_400}; Path=/; SameSite=Lax${secure}`
  const os = new UAParser(userAgent).getOS().name
  const target = os === 'Android' ? androidDownloadUrl(channel) : os === 'iOS' ? brand.urls.appStore : undefined
  return { channel, cookie, redirectTo: target }
}

export function isDownloadPath(barePath: string): boolean {
  return barePath === '/download'
}

export function isDownloadQrPath(pathname: string): boolean {
  return pathname === downloadQrPath
}

/**
 * The QR code of the download page of a channel, as one SVG path (sharp at any size). Drawn here
 * rather than in the browser: encoding it cost a phone some 40 ms of main thread on every page with
 * the download banner, and an image costs nothing until it scrolls into view.
 */
export function downloadQrSvg(search: URLSearchParams): string {
  const { data } = encode(downloadPageUrl(normalizeChannel(search.get('v') ?? undefined)), { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  const n = data.length
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges"><rect width="${n}" height="${n}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
}
