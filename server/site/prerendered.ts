import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What the prerender step wrote about the site (scripts/build/prerender.ts): its pages and moved addresses. */
export interface Prerendered {
  pages: Set<string>
  /** Old address → new address, answered with 301. */
  redirects: Record<string, string>
}

export function readPrerendered(siteDir: string): Prerendered {
  const file = join(siteDir, 'prerendered.json')
  const written = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  return { pages: new Set(written.pages ?? []), redirects: written.redirects ?? {} }
}
