import { createHash } from 'node:crypto'

/**
 * The content security policy of one prerendered page, written into the page itself as a
 * `<meta http-equiv>` element: it allows the page's own inline scripts by their hashes only (no
 * 'unsafe-inline', no 'unsafe-eval'). In the page, not in a header, because every page has its
 * own hashes (the router's hydration data): any static host, Caddy or a CDN, then serves the same
 * policy as the Node server without knowing it. What a meta policy cannot say (frame-ancestors)
 * is in the header policy both servers send (server/security-headers.ts).
 */

/** sha256 source expressions for every inline script a browser runs; data blocks (JSON, JSON-LD) run nothing. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1]
    if (body.length === 0 || (type && !/^(module|text\/javascript)$/i.test(type))) continue
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes]
}

export function pagePolicy({ scriptHashes = [], styleHashes = [] }: { scriptHashes?: string[]; styleHashes?: string[] }) {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** The page with its policy as the first element after the charset, before any script it governs. */
export function withPagePolicy(html: string, styleHashes: string[]): string {
  const policy = pagePolicy({ scriptHashes: inlineScriptHashes(html), styleHashes })
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  if (!charset) throw new Error('a page without <meta charset> cannot carry its policy first')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}">${html.slice(at)}`
}
