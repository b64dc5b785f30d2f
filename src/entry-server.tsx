import type { Manifest } from '@tanstack/react-router'
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { islandsLoaded } from './components/static-until-interactive'
import { brand } from './config/brand'
import { createRouter } from './router'

/** Renders one address to a complete HTML document; used by the prerender step and the dev server. */
export function render(url: string, manifest: Manifest): Promise<Response> {
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({ request, createRouter, getRouterManifest: () => manifest })
  return handler(async ({ responseHeaders, router }) => {
    // The parts that stay static until the page is interactive are rendered with their code loaded.
    await islandsLoaded()
    return renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> })
  })
}

export { locales } from './contract/locales'
export { activateLocale, catalogMessages, i18n, pageMessagesElementId } from './lib/i18n'
export { earlyInstallPrompt } from './lib/install-prompt'
export { defaultLocaleFor, localeFromPath, localizedPath } from './lib/locale-path'
export { messagesOfFiles, messagesToShip, pickMessages, recordMessageLookups } from './lib/message-lookups'
export { publicPages } from './lib/public-pages'
export { webManifest, webManifestPath } from './lib/web-manifest'
export { createRouter }
export const siteUrl = brand.siteUrl
