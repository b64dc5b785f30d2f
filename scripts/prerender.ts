/**
 * Renders every public page in every language to static HTML with the router's own SSR API, from
 * the same router factory the browser uses. Writes the pages under dist/client, the not-found
 * pages, and the redirects the server answers with a real HTTP redirect.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = join(root, 'dist/client')

interface ViteManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

const viteManifest: Record<string, ViteManifestChunk> = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'))
const entry = viteManifest['src/main.tsx']
if (!entry) throw new Error('dist/client/.vite/manifest.json has no entry for src/main.tsx; run the client build first')

const routerManifest = {
  routes: {
    __root__: {
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
      css: (entry.css ?? []).map((file) => `/${file}`),
      preloads: (entry.imports ?? []).map((key) => `/${viteManifest[key]?.file}`).filter((href) => href !== '/undefined'),
    },
  },
}

const serverEntry = await import(join(root, 'dist/server/entry-server.js'))
const { render, createRouter, publicPages, locales, localizedPath } = serverEntry

const pages: Array<{ barePath: string }> = publicPages(createRouter())
const written: string[] = []
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

function fileFor(path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path.slice(1), 'index.html')
}

for (const { barePath } of pages) {
  for (const locale of locales) {
    const path: string = localizedPath(locale, barePath)
    const response: Response = await render(path, routerManifest)
    if (response.status >= 300 && response.status < 400) {
      const target = response.headers.get('location')
      if (!target) throw new Error(`${path}: redirect without a location`)
      redirects[path] = new URL(target, 'http://localhost').pathname
      continue
    }
    if (response.status !== 200) throw new Error(`${path}: rendered with status ${response.status}`)
    const file = fileFor(path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, await response.text())
    written.push(path)
  }
}

// One not-found page per language, served with status 404 for unknown addresses.
for (const locale of locales) {
  const probe = localizedPath(locale, '/this-page-does-not-exist')
  const response: Response = await render(probe, routerManifest)
  if (response.status !== 404) throw new Error(`not-found page rendered with status ${response.status}`)
  const file = join(clientDir, locale === 'de' ? '' : locale, '404.html')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, await response.text())
}

writeFileSync(join(clientDir, 'prerendered.json'), JSON.stringify({ pages: written, redirects, styleHashes: toastStyleHashes() }, null, 2))
console.log(`prerendered ${written.length} pages, ${Object.keys(redirects).length} redirects, ${locales.length} not-found pages`)
