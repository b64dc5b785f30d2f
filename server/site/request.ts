import type { Context } from 'hono'
import { fromTrustedProxy, peerAddress, type TrustedProxies } from '../client-address'

export interface SiteOptions {
  /** Behind a trusted reverse proxy, the scheme comes from X-Forwarded-Proto. */
  trustProxy: TrustedProxies
}

/** The request's path as the site knows its pages: without a trailing slash, `/` for the home page. */
export function sitePath(c: Context): string {
  const { pathname } = new URL(c.req.url)
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/'
}

export function isHttps(c: Context, trust: TrustedProxies): boolean {
  return (
    new URL(c.req.url).protocol === 'https:' ||
    (fromTrustedProxy(peerAddress(c), trust) && c.req.header('x-forwarded-proto') === 'https')
  )
}
