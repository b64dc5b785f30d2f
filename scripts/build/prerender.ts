/**
 * Renders every public page in every language to static HTML with the router's own SSR API, from
 * the same router factory the browser uses. Writes the pages under dist/client, the not-found
 * pages, and the redirects the server answers with a real HTTP redirect.
 */

import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Manifest, ManifestChunk } from 'vite'
import { readPoEntries } from '../../server/i18n/po-catalog'
import { withPagePolicy } from './page-policy'
import { directImports, routeFile, staticSourceFiles } from './route-sources'

// React's production build renders the pages, as in the browser.
process.env.NODE_ENV ??= 'production'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const clientDir = join(root, 'dist/client')

const viteManifest: Manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'))
const entry = viteManifest['src/main.tsx']
if (!entry) throw new Error('dist/client/.vite/manifest.json has no entry for src/main.tsx; run the client build first')

/**
 * A route's loader fetches the site's own static data by its address (a policy's page data under
 * /legal/, which scripts/build/legal-documents.ts wrote before this step). No server runs here, so such
 * an address is answered from dist/client, as the server would answer it.
 */
const networkFetch = globalThis.fetch
globalThis.fetch = async (input, init) => {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (!address.startsWith('/')) return networkFetch(input, init)
  const file = normalize(join(clientDir, decodeURIComponent(new URL(address, 'http://localhost').pathname)))
  if (!file.startsWith(clientDir) || !existsSync(file)) return new Response('not found', { status: 404 })
  const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream'
  return new Response(readFileSync(file), { headers: { 'content-type': type } })
}

const serverEntry = await import(join(root, 'dist/server/entry-server.js'))
const {
  render,
  i18n,
  recordMessageLookups,
  pickMessages,
  messagesToShip,
  messagesOfFiles,
  catalogMessages,
  pageMessagesElementId,
  localeFromPath,
  createRouter,
  publicPages,
  locales,
  localizedPath,
  defaultLocaleFor,
  activateLocale,
  webManifest,
  webManifestPath,
  earlyInstallPrompt,
} = serverEntry

/** Chunks and everything they import, as Vite manifest entries in load order (dependencies first). */
function chunkClosure(keys: string[]): ManifestChunk[] {
  const seen = new Set<string>()
  const ordered: ManifestChunk[] = []
  const visit = (key: string) => {
    const chunk = viteManifest[key]
    if (seen.has(key) || !chunk) return
    seen.add(key)
    for (const dependency of chunk.imports ?? []) visit(dependency)
    ordered.push(chunk)
  }
  for (const key of keys) visit(key)
  return ordered
}

/** What every page loads before its own routes: the entry and the app it imports. */
const startChunks = ['src/main.tsx', 'src/app.tsx']

const routeMatcher = createRouter()

/** The code-split components of the routes a page matches, as keys of Vite's manifest. */
function routeChunks(path: string): string[] {
  const matches: Array<{ routeId: string }> = routeMatcher.matchRoutes(path, {})
  return matches.flatMap(({ routeId }) => {
    if (routeId === '__root__') return []
    const file = `src/routes${routeId}`
    const candidates = routeId.endsWith('/') ? [`${file}index.tsx`] : [`${file}.tsx`, `${file}/route.tsx`]
    return candidates.map((candidate) => `${candidate}?tsr-split=component`).filter((key) => key in viteManifest)
  })
}

/**
 * The app starts after the first paint: the prerendered page shows at once on a slow phone instead
 * of waiting behind its scripts. "After" means once the browser reports the first contentful paint
 * as shown (a `paint` performance entry), not after the first animation frame: the frame is drawn
 * and put on screen after its callbacks, and on a slow machine the scripts' requests started in
 * between, before the paint counted. Lighthouse then took every script as needed for the page's
 * text and simulated its largest paint at 1.9 to 2.1 s instead of 0.9 (runs of one build went either
 * way). Browsers without paint timing start after the first frame; a page that has painted nothing
 * after 3 s (a tab opened in the background) starts anyway. The start, once, then fetches in
 * parallel (module preloads) the entry's imports and the chunks of this page's own routes, and
 * imports the entry, so hydration is one round trip, not a waterfall of entry, then route. Starting a fetch costs the main thread a
 * few milliseconds on a phone, so the preloads are added two per task: twenty in one task are a
 * long task in which a tap waits, and five were still 11 to 30 ms on a desktop under load (four times
 * that on a phone). The install prompt can fire before the app runs: this script keeps
 * it for the app to take over (what a visitor types or chooses meanwhile is recorded by a script
 * in the head, src/lib/early-input.ts).
 */
const preloadsPerTask = 2

function startAfterFirstPaint(path: string | null): string {
  const preloads = chunkClosure([...startChunks, ...(path ? routeChunks(path) : [])])
    .filter((chunk) => chunk !== entry)
    .map((chunk) => `/${chunk.file}`)
  return `addEventListener('beforeinstallprompt', (event) => { event.preventDefault(); self.${earlyInstallPrompt} = event }, { once: true })
let started = false
const start = () => started || ((started = true), setTimeout(function preload(hrefs) {
  for (const href of hrefs.slice(0, ${preloadsPerTask})) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
  if (hrefs.length > ${preloadsPerTask}) setTimeout(preload, 0, hrefs.slice(${preloadsPerTask}))
  else import(${JSON.stringify(`/${entry!.file}`)})
}, 0, ${JSON.stringify(preloads)}))
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => list.getEntriesByName('first-contentful-paint').length && (observer.disconnect(), start())).observe({ type: 'paint', buffered: true })
  setTimeout(start, 3000)
} else requestAnimationFrame(() => setTimeout(start, 0))`
}

/** The stylesheets of the entry and of the chunks it imports (the app's CSS travels with the shell chunk). */
const stylesheets = [...new Set(chunkClosure(startChunks).flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)))]
if (stylesheets.length === 0) throw new Error('the client build has no stylesheet for src/app.tsx')

function routerManifest(path: string | null) {
  return {
    routes: {
      __root__: {
        scripts: [{ attrs: { type: 'module' }, children: startAfterFirstPaint(path) }],
        css: stylesheets,
        preloads: [],
      },
    },
  }
}

const pages: Array<{ barePath: string; private: boolean; clientRenderedRoute?: string }> = await publicPages(routeMatcher)
/**
 * The indicator pages (a few hundred per language) are not in the set the service worker stores
 * for offline reading in one go: that would multiply what a phone downloads. They are cached as
 * they are visited, like any page.
 */
const notKeptOffline = new Set(
  pages.filter((page) => page.barePath.startsWith('/trading/calendar/')).map((page) => page.barePath),
)
const written: string[] = []
/** Per language, the pages the service worker keeps for offline reading (not the private shells). */
const offlinePages: Record<string, string[]> = Object.fromEntries((locales as string[]).map((locale) => [locale, []]))
const redirects: Record<string, string> = {}

/**
 * sonner inserts its stylesheet as an inline <style> (first empty, then filled). The CSP allows
 * exactly those two texts by hash instead of allowing inline styles in general.
 */
function toastStyleHashes(): string[] {
  const source = readFileSync(join(root, 'node_modules/sonner/dist/index.mjs'), 'utf8')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal) throw new Error('sonner no longer calls __insertCSS with a string literal; update toastStyleHashes')
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
  return [sha(''), sha(JSON.parse(literal))]
}

/** Every public page in every language, each entry naming its alternates (hreflang). */
function sitemap(entries: Array<{ barePath: string }>): string {
  const origin: string = serverEntry.siteUrl
  const urls = entries.flatMap(({ barePath }) =>
    (locales as string[]).map((locale) => {
      const alternates = (locales as string[])
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${origin}${localizedPath(alt, barePath)}"/>`)
        .join('\n')
      return `  <url>\n    <loc>${origin}${localizedPath(locale, barePath)}</loc>\n${alternates}\n  </url>`
    }),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** Where each message comes from, as the extracted source catalog records it (`#:` lines). */
const origins = new Map(readPoEntries(join(root, 'locales/en/messages.po')).map((entry) => [entry.id, entry.files]))

/**
 * The messages of a page the browser renders (`ssr: false`, the user centre): the prerender wrote
 * only its shell, so its own texts are those of the source files its route loads with it.
 */
function clientRenderedMessages(routeId: string): string[] {
  const files = new Set(staticSourceFiles(root, routeFile(root, routeId)))
  return [...origins].filter(([, from]) => from.some((file) => files.has(file))).map(([id]) => id)
}

/** What each component file imports, read once (src/lib/message-lookups.ts, `messagesToShip`). */
const importsByFile = new Map<string, string[]>()
function importsOf(file: string): string[] {
  let imports = importsByFile.get(file)
  if (!imports) {
    imports = directImports(root, file)
    importsByFile.set(file, imports)
  }
  return imports
}

/**
 * What every page shows only in the browser, mounted by the root route (src/routes/__root.tsx): the
 * cookie choice, the toaster and the offer of a new version. No prerender renders them, so every
 * page carries their texts: the whole catalog (some 60 KB of script) loads only when the visitor
 * goes on to another page or to a part that needs it (src/lib/i18n.ts).
 */
const everyPageBrowserOnly = messagesOfFiles(
  [
    'src/components/layout/cookie-notice.tsx',
    'src/components/toaster.tsx',
    'src/features/app-update/components/update-prompt.tsx',
  ],
  origins,
)

/**
 * The messages of a page's language that its render looked up, with the rest of their source
 * files', those of the components these import, and what every page shows only in the browser.
 */
async function pageMessages(path: string, ids: Set<string>) {
  const locale: string = localeFromPath(path)
  const shipped = messagesToShip([...ids, ...everyPageBrowserOnly], origins, importsOf)
  return { locale, path, messages: pickMessages(await catalogMessages(locale), shipped) }
}

/**
 * Adds the page's messages as a JSON data block (never executed: the hash the server adds to the CSP
 * for it, as for every inline script, allows nothing);
 * `<` is escaped so that no text can close the element.
 */
function withPageMessages(html: string, path: string, data: object): string {
  const block = `<script type="application/json" id="${pageMessagesElementId}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`
  if (!html.includes('</body>')) throw new Error(`${path}: rendered without </body>`)
  return html.replace('</body>', `${block}</body>`)
}

function fileFor(path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path.slice(1), 'index.html')
}

/** The toasts' inline styles, allowed by hash in every page's policy. */
const styleHashes = toastStyleHashes()

for (const { barePath, private: isPrivate, clientRenderedRoute } of pages) {
  const pageOwnMessages = clientRenderedRoute ? clientRenderedMessages(clientRenderedRoute) : []
  // The default language's page also answers under its own prefix, by a redirect to the one canonical address.
  const canonical: string = localizedPath(defaultLocaleFor(barePath), barePath)
  redirects[`/${defaultLocaleFor(barePath)}${barePath === '/' ? '' : barePath}`] = canonical
  for (const locale of locales) {
    const path: string = localizedPath(locale, barePath)
    const lookups = recordMessageLookups(i18n)
    const response: Response = await render(path, routerManifest(path))
    const html = await response.text()
    lookups.stop()
    if (response.status >= 300 && response.status < 400) {
      const target = response.headers.get('location')
      if (!target) throw new Error(`${path}: redirect without a location`)
      redirects[path] = new URL(target, 'http://localhost').pathname
      continue
    }
    if (response.status !== 200) throw new Error(`${path}: rendered with status ${response.status}`)
    const file = fileFor(path)
    mkdirSync(dirname(file), { recursive: true })
    // Every page carries the messages it renders, so it hydrates without the whole catalog (some
    // 60 KB of script): those its render looked up and, for a page the browser renders, its own.
    const ids = new Set([...lookups.ids, ...pageOwnMessages])
    const page = withPageMessages(html, path, await pageMessages(path, ids))
    writeFileSync(file, withPagePolicy(page, styleHashes))
    written.push(path)
    if (!isPrivate && !notKeptOffline.has(barePath)) offlinePages[locale]?.push(path)
  }
}

// One not-found page per language, served with status 404 for unknown addresses. It carries its
// messages like every page, for whatever address it answers (`path: null`, src/lib/i18n.ts):
// without them it waited for the whole catalog, some 78 KB of script before interaction.
for (const locale of locales) {
  const probe = localizedPath(locale, '/this-page-does-not-exist')
  const lookups = recordMessageLookups(i18n)
  const response: Response = await render(probe, routerManifest(null))
  const html = await response.text()
  lookups.stop()
  if (response.status !== 404) throw new Error(`not-found page rendered with status ${response.status}`)
  const file = join(clientDir, locale === 'de' ? '' : locale, '404.html')
  mkdirSync(dirname(file), { recursive: true })
  const messages = await pageMessages(probe, new Set(lookups.ids))
  writeFileSync(file, withPagePolicy(withPageMessages(html, probe, { ...messages, path: null }), styleHashes))
}

// One web app manifest per language, so the installed app starts and is named in the visitor's language.
for (const locale of locales) {
  await activateLocale(locale)
  writeFileSync(join(clientDir, webManifestPath(locale).slice(1)), `${JSON.stringify(webManifest(locale), null, 2)}\n`)
}

writeFileSync(
  join(clientDir, 'sitemap.xml'),
  sitemap(pages.filter((page) => !page.private && !redirects[localizedPath('de', page.barePath)])),
)
writeFileSync(join(clientDir, 'offline-pages.json'), JSON.stringify({ pages: offlinePages }))
writeFileSync(join(clientDir, 'prerendered.json'), JSON.stringify({ pages: written, redirects }, null, 2))
console.log(`prerendered ${written.length} pages, ${Object.keys(redirects).length} redirects, ${locales.length} not-found pages`)
