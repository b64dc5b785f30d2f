import { UAParser } from 'ua-parser-js'
import { brand } from '../src/config/brand'
import { androidDownloadUrl, normalizeChannel } from '../src/features/downloads/channel'
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
