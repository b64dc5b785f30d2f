import { createHash } from 'node:crypto'

/** sha256 source expressions for every inline <script> of a document, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? ''
    if (body.length === 0) continue
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes]
}

export interface CspOptions {
  scriptHashes?: string[]
  styleHashes?: string[]
  connectSrc?: string[]
}

/**
 * A strict policy: nothing is allowed unless named. Inline scripts (the router's hydration data)
 * are allowed by their hash only; no 'unsafe-inline', no 'unsafe-eval'.
 */
export function contentSecurityPolicy({ scriptHashes = [], styleHashes = [], connectSrc = [] }: CspOptions = {}): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    "manifest-src 'self'",
    "worker-src 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers every response carries, pages and API answers alike (design.md section 8). */
export function baseSecurityHeaders(isHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
  if (isHttps) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains; preload'
  return headers
}
