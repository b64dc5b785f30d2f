import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { Hono } from 'hono'
import { cookieNames, readCookie } from '../src/lib/cookies'
import { defaultLocaleFor, isLocale, localizedPath, splitLocalePath } from '../src/lib/locale-path'
import { downloadAnswer, downloadQrSvg, isDownloadPath, isDownloadQrPath } from './download'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.woff2': 'font/woff2',
}
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.csv'])

interface Prerendered {
  pages: string[]
  redirects: Record<string, string>
  styleHashes?: string[]
}

interface Variant {
  body: Uint8Array
  encoding?: 'br' | 'gzip'
}

/**
 * Serves the built site: prerendered pages by address, hashed assets cached for a year, every
 * text file compressed once (brotli or gzip) and kept in memory, unknown addresses with the
 * not-found page of their language and status 404.
 */
export function staticSite(siteDir: string, { trustProxy = false }: { trustProxy?: boolean } = {}) {
  const app = new Hono()
  const manifestFile = join(siteDir, 'prerendered.json')
  const prerendered: Prerendered = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : { pages: [], redirects: {} }
  const pages = new Set(prerendered.pages)
  const cache = new Map<string, { mtime: number; raw: Buffer; br?: Buffer; gzip?: Buffer; csp?: string }>()

  function load(file: string) {
    const mtime = statSync(file).mtimeMs
    let entry = cache.get(file)
    if (!entry || entry.mtime !== mtime) {
      entry = { mtime, raw: readFileSync(file) }
      cache.set(file, entry)
    }
    return entry
  }

  function variant(file: string, acceptEncoding: string): Variant {
    const entry = load(file)
    if (!compressible.has(extname(file)) || entry.raw.length < 1024) return { body: entry.raw }
    if (/\bbr\b/.test(acceptEncoding)) {
      // The build leaves a brotli copy beside each asset (scripts/precompress.ts); pages are small.
      entry.br ??= existsSync(`${file}.br`)
        ? readFileSync(`${file}.br`)
        : brotliCompressSync(entry.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
      return { body: entry.br, encoding: 'br' }
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      entry.gzip ??= gzipSync(entry.raw, { level: 9 })
      return { body: entry.gzip, encoding: 'gzip' }
    }
    return { body: entry.raw }
  }

  function htmlPolicy(file: string): string {
    const entry = load(file)
    entry.csp ??= contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(entry.raw.toString('utf8')),
      styleHashes: prerendered.styleHashes,
    })
    return entry.csp
  }

  function send(
    file: string,
    acceptEncoding: string,
    status: number,
    cacheControl: string,
    extra: Record<string, string> = {},
  ): Response {
    const { body, encoding } = variant(file, acceptEncoding)
    const ext = extname(file)
    const headers = new Headers({
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      Vary: ext === '.html' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    })
    if (encoding) headers.set('Content-Encoding', encoding)
    if (ext === '.html') headers.set('Content-Security-Policy', htmlPolicy(file))
    for (const [name, value] of Object.entries(extra)) headers.set(name, value)
    return new Response(body as Uint8Array<ArrayBuffer>, { status, headers })
  }

  /** Resolves a request path to a file inside the site directory, refusing anything outside it. */
  function fileFor(pathname: string): string | undefined {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return undefined
    }
    const file = normalize(join(siteDir, decoded))
    if (!file.startsWith(siteDir + sep) && file !== siteDir) return undefined
    return existsSync(file) && statSync(file).isFile() ? file : undefined
  }

  function notFoundFile(pathname: string): string {
    const prefix = /^\/(en|pl)(\/|$)/.exec(pathname)?.[1]
    return join(siteDir, prefix ?? '', '404.html')
  }

  app.get('*', (c) => {
    const url = new URL(c.req.url)
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/'
    const acceptEncoding = c.req.header('accept-encoding') ?? ''
    const redirect = prerendered.redirects[pathname]
    if (redirect) return c.redirect(redirect + url.search, 301)
    if (pages.has(pathname)) {
      const { prefix, barePath } = splitLocalePath(pathname)
      const extra: Record<string, string> = {}
      if (isDownloadPath(barePath)) {
        const https = url.protocol === 'https:' || (trustProxy && c.req.header('x-forwarded-proto') === 'https')
        const answer = downloadAnswer(url.searchParams, c.req.header('user-agent') ?? '', https)
        extra['Set-Cookie'] = answer.cookie
        extra.Vary = 'Accept-Encoding, Cookie, User-Agent'
        if (answer.redirectTo) {
          return new Response(null, {
            status: 302,
            headers: { Location: answer.redirectTo, 'Cache-Control': 'no-store', ...extra },
          })
        }
      }
      // A remembered language choice (the hl cookie) applies to addresses without a language prefix;
      // not to the offline page, which the service worker stores once per language.
      const remembered = readCookie(cookieNames.language, c.req.header('cookie') ?? '')
      if (!prefix && barePath !== '/offline' && isLocale(remembered) && remembered !== defaultLocaleFor(barePath)) {
        c.header('Vary', 'Cookie')
        return c.redirect(localizedPath(remembered, barePath) + url.search, 302)
      }
      const file = join(siteDir, pathname === '/' ? '' : pathname.slice(1), 'index.html')
      // Pages are revalidated on every visit, so a new release is seen at once.
      return send(file, acceptEncoding, 200, 'no-cache', extra)
    }
    if (isDownloadQrPath(pathname)) {
      return c.body(downloadQrSvg(url.searchParams), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
    }
    const file = fileFor(url.pathname)
    if (file && !file.endsWith('.html')) {
      const hashed = url.pathname.startsWith('/assets/')
      // The service worker must be checked for updates on every visit.
      const cacheControl = hashed
        ? 'public, max-age=31536000, immutable'
        : url.pathname === '/sw.js'
          ? 'no-cache'
          : 'public, max-age=3600'
      return send(file, acceptEncoding, 200, cacheControl)
    }
    const notFound = notFoundFile(pathname)
    if (existsSync(notFound)) return send(notFound, acceptEncoding, 404, 'no-cache')
    return c.text('Not found', 404)
  })

  return app
}
