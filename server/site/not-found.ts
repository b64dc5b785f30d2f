import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Handler } from 'hono'
import { type Locale, locales } from '../../src/contract/locales'
import { splitLocalePath } from '../../src/lib/locale-path'
import { contentSecurityPolicy, inlineScriptHashes } from '../security-headers'
import type { Prerendered } from './prerendered'

/**
 * An unknown address gets the not-found page of its language (the prerender writes one for each,
 * with the site's navigation) and status 404.
 */
export function notFoundPage(siteDir: string, site: Prerendered): Handler {
  const serveFor = new Map<Locale, { serve: ReturnType<typeof serveStatic>; policy: string }>()
  for (const locale of locales) {
    const file = join(siteDir, locale === 'de' ? '' : locale, '404.html')
    let policy: string
    try {
      policy = contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(readFileSync(file, 'utf8')),
        styleHashes: site.styleHashes,
      })
    } catch {
      continue
    }
    serveFor.set(locale, { serve: serveStatic({ path: file, precompressed: true }), policy })
  }
  return async (c) => {
    const page = serveFor.get(splitLocalePath(c.req.path).prefix ?? 'de')
    const response = page && (await page.serve(c, async () => {}))
    if (!page || !(response instanceof Response)) return c.text('Not found', 404)
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'no-cache')
    headers.set('Content-Security-Policy', page.policy)
    return new Response(response.body, { status: 404, headers })
  }
}
