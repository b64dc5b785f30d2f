import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Handler } from 'hono'
import { type Locale, locales } from '../../src/contract/locales'
import { splitLocalePath } from '../../src/lib/locale-path'

/**
 * An unknown address gets the not-found page of its language (the prerender writes one for each,
 * with the site's navigation) and status 404.
 */
export function notFoundPage(siteDir: string): Handler {
  const serveFor = new Map<Locale, ReturnType<typeof serveStatic>>()
  for (const locale of locales) {
    const file = join(siteDir, locale === 'de' ? '' : locale, '404.html')
    if (existsSync(file)) serveFor.set(locale, serveStatic({ path: file, precompressed: true }))
  }
  return async (c) => {
    const serve = serveFor.get(splitLocalePath(c.req.path).prefix ?? 'de')
    const response = serve && (await serve(c, async () => {}))
    if (!(response instanceof Response)) return c.text('Not found', 404)
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'no-cache')
    return new Response(response.body, { status: 404, headers })
  }
}
