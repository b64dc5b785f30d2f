import type { MiddlewareHandler } from 'hono'
import { UAParser } from 'ua-parser-js'
import { encode } from 'uqr'
import { brand } from '../../src/config/brand'
import { downloadQrPath } from '../../src/config/constants'
import { cookieNames } from '../../src/lib/cookies'
import { androidDownloadUrl, downloadPageUrl, normalizeChannel } from '../../src/lib/download-channel'
import { splitLocalePath } from '../../src/lib/locale-path'
import type { Prerendered } from './prerendered'
import { isHttps, type SiteOptions, sitePath } from './request'

/**
 * /download?v=<channel> (spec section 2): phones go straight to their app (Android to the APK of
 * that channel, iOS to the App Store), computers get the download page with the store buttons and
 * a QR code. The channel is kept in its cookie either way, so a later install from the page or a
 * store can still be credited to the partner or campaign that sent the visitor.
 */
export function downloadRedirect(site: Prerendered, { trustProxy }: SiteOptions): MiddlewareHandler {
  return async (c, next) => {
    const path = sitePath(c)
    if (!site.pages.has(path) || splitLocalePath(path).barePath !== '/download') return next()
    const channel = normalizeChannel(c.req.query('v'))
    const secure = isHttps(c, trustProxy) ? '; Secure' : ''
    const cookie = `${cookieNames.downloadChannel}=${encodeURIComponent(channel)}; Max-Age=${365 * 86_400}; Path=/; SameSite=Lax${secure}`
    const os = new UAParser(c.req.header('user-agent') ?? '').getOS().name
    const store = os === 'Android' ? androidDownloadUrl(channel) : os === 'iOS' ? brand.urls.appStore : undefined
    if (store) {
      return new Response(null, {
        status: 302,
        headers: { Location: store, 'Cache-Control': 'no-store', 'Set-Cookie': cookie, Vary: 'User-Agent' },
      })
    }
    await next()
    c.res.headers.set('Set-Cookie', cookie)
    c.res.headers.set('Vary', 'Accept-Encoding, Cookie, User-Agent')
  }
}

/**
 * The QR code of the download page of a channel, as one SVG path (sharp at any size). Drawn here
 * rather than in the browser: encoding it cost a phone some 40 ms of main thread on every page with
 * the download banner, and an image costs nothing until it scrolls into view.
 */
export function downloadQrImage(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path !== downloadQrPath) return next()
    const { data } = encode(downloadPageUrl(normalizeChannel(c.req.query('v'))), { ecc: 'M', border: 2 })
    let path = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`
      })
    })
    const n = data.length
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges"><rect width="${n}" height="${n}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`,
      200,
      {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    )
  }
}
