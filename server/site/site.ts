import { Hono } from 'hono'
import { siteFiles } from './assets'
import { downloadQrImage, downloadRedirect } from './downloads'
import { notFoundPage } from './not-found'
import { movedPages, prerenderedPages, rememberedLanguage } from './pages'
import { readPrerendered } from './prerendered'
import type { SiteOptions } from './request'
import { searchResultsPage } from './search'

/** Whether any segment of the path (as decoded) starts with a dot; a path that cannot be decoded counts as one. */
function hasDotSegment(path: string): boolean {
  try {
    return decodeURIComponent(path)
      .split('/')
      .some((segment) => segment.startsWith('.'))
  } catch {
    return true
  }
}

/**
 * Serves the built site, each job in its own step: moved addresses, the download redirect and QR
 * image, the remembered language, the search page's results, the prerendered pages, the other files of the build, and the
 * not-found page for anything else.
 */
export function siteRoutes(siteDir: string, options: SiteOptions) {
  const site = readPrerendered(siteDir)
  const notFound = notFoundPage(siteDir)
  const app = new Hono()
  // Dot-folders and dot-files (/.vite/manifest.json lists the source paths) are never the site's.
  app.get('*', async (c, next) => (hasDotSegment(c.req.path) ? notFound(c, next) : next()))
  app.get('*', movedPages(site))
  app.get('*', downloadQrImage())
  app.get('*', downloadRedirect(site, options))
  app.get('*', rememberedLanguage(site))
  app.get('*', searchResultsPage(siteDir, site))
  app.get('*', prerenderedPages(siteDir, site))
  app.get('*', siteFiles(siteDir))
  app.get('*', notFound)
  return app
}
