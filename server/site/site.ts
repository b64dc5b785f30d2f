import { Hono } from 'hono'
import { siteFiles } from './assets'
import { downloadQrImage, downloadRedirect } from './downloads'
import { notFoundPage } from './not-found'
import { movedPages, prerenderedPages, rememberedLanguage } from './pages'
import { readPrerendered } from './prerendered'
import type { SiteOptions } from './request'

/**
 * Serves the built site, each job in its own step: moved addresses, the download redirect and QR
 * image, the remembered language, the prerendered pages, the other files of the build, and the
 * not-found page for anything else.
 */
export function siteRoutes(siteDir: string, options: SiteOptions) {
  const site = readPrerendered(siteDir)
  const app = new Hono()
  app.get('*', movedPages(site))
  app.get('*', downloadQrImage())
  app.get('*', downloadRedirect(site, options))
  app.get('*', rememberedLanguage(site))
  app.get('*', prerenderedPages(siteDir, site))
  app.get('*', siteFiles(siteDir))
  app.get('*', notFoundPage(siteDir))
  return app
}
