import type { Context } from 'hono'

export interface SiteOptions {
  /** Behind a reverse proxy: the scheme comes from X-Forwarded-Proto. */
  trustProxy: boolean
}

/** The request's path as the site knows its pages: without a trailing slash, `/` for the home page. */
export function sitePath(c: Context): string {
  const { pathname } = new URL(c.req.url)
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/'
}

export function isHttps(c: Context, trustProxy: boolean): boolean {
  return new URL(c.req.url).protocol === 'https:' || (trustProxy && c.req.header('x-forwarded-proto') === 'https')
}
