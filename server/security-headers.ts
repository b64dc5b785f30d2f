/**
 * The policy every response carries in its header. Each page adds its own strict policy in a
 * `<meta http-equiv>` (scripts/build/page-policy.ts: scripts by hash, nothing inline otherwise); this
 * one holds what a meta policy cannot: that no other site frames ours. Caddy sends the same
 * (deploy/Caddyfile), so the pages are protected alike whoever serves them.
 */
export const headerPolicy = "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'self'"

/** Headers every response carries, pages and API answers alike (docs/architecture.md, section 6). */
export function baseSecurityHeaders(isHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': headerPolicy,
  }
  if (isHttps) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains; preload'
  return headers
}
