import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'

/**
 * Every other file of the build (scripts, styles, icons, legal PDFs, manifests), from the brotli or
 * gzip copy beside it where the build wrote one. Hashed assets never change, so browsers keep them
 * for a year; the service worker is checked for updates on every visit; the rest for an hour.
 * HTML is only ever served as a page, by its address.
 */
export function siteFiles(siteDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: siteDir, precompressed: true })
  return async (c, next) => {
    if (/\.html?$/i.test(c.req.path) || c.req.path.endsWith('/')) return next()
    const response = await serve(c, next)
    if (!(response instanceof Response)) return
    response.headers.set(
      'Cache-Control',
      c.req.path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : c.req.path === '/sw.js'
          ? 'no-cache'
          : 'public, max-age=3600',
    )
    return response
  }
}
