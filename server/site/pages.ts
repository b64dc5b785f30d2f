import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import { isLocale } from '../../src/contract/locales'
import { cookieNames, readCookie } from '../../src/lib/cookies'
import { defaultLocaleFor, localizedPath, splitLocalePath } from '../../src/lib/locale-path'
import type { Prerendered } from './prerendered'
import { sitePath } from './request'

/** Old addresses of moved pages answer with a permanent redirect, keeping the query. */
export function movedPages(site: Prerendered): MiddlewareHandler {
  return async (c, next) => {
    const target = site.redirects[sitePath(c)]
    return target ? c.redirect(target + new URL(c.req.url).search, 301) : next()
  }
}

/**
 * A remembered language choice (the hl cookie) applies to addresses without a language prefix;
 * not to the offline page, which the service worker stores once per language.
 */
export function rememberedLanguage(site: Prerendered): MiddlewareHandler {
  return async (c, next) => {
    const path = sitePath(c)
    if (!site.pages.has(path)) return next()
    const { prefix, barePath } = splitLocalePath(path)
    const remembered = readCookie(cookieNames.language, c.req.header('cookie') ?? '')
    if (prefix || barePath === '/offline' || !isLocale(remembered) || remembered === defaultLocaleFor(barePath)) return next()
    c.header('Vary', 'Cookie')
    return c.redirect(localizedPath(remembered, barePath) + new URL(c.req.url).search, 302)
  }
}

/**
 * The prerendered pages, from the brotli or gzip copy the build wrote beside each. Each carries its
 * own strict policy in the page (scripts/build/page-policy.ts); pages are revalidated on every visit, so
 * a new release is seen at once.
 */
export function prerenderedPages(siteDir: string, site: Prerendered): MiddlewareHandler {
  const serve = serveStatic({ root: siteDir, precompressed: true, rewriteRequestPath: (_, c) => join(sitePath(c), 'index.html') })
  return async (c, next) => {
    if (!site.pages.has(sitePath(c))) return next()
    // serveStatic answers with the file, or hands on to the next step (and then returns no response).
    const response = await serve(c, next)
    if (!(response instanceof Response)) return
    response.headers.set('Cache-Control', 'no-cache')
    response.headers.set('Vary', 'Accept-Encoding, Cookie')
    return response
  }
}
