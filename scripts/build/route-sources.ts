import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/** The route file of a route id (`/{-$lang}/_site/uc`): `uc.tsx`, `uc/route.tsx` or, for an index route, `index.tsx`. */
export function routeFile(root: string, routeId: string): string {
  const base = join(root, 'src/routes', routeId)
  const candidates = routeId.endsWith('/')
    ? [join(base, 'index.tsx'), join(base, 'index.ts')]
    : [`${base}.tsx`, `${base}.ts`, join(base, 'route.tsx'), join(base, 'route.ts')]
  const found = candidates.find((file) => existsSync(file))
  if (!found) throw new Error(`no route file for ${routeId} (looked for ${candidates.map((c) => relative(root, c)).join(', ')})`)
  return found
}

const importPattern = /\b(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g

/** A module specifier of the app (`~/…` or relative) as a file, or undefined for a package. */
function resolveSpecifier(root: string, importer: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(importer), specifier)
      : undefined
  if (!base) return undefined
  return [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  )
}

/**
 * The app's source files a module loads with it: the file and everything it imports statically,
 * transitively (packages and dynamic imports left out), as paths relative to `root` like the
 * catalog's `#:` lines. A client-rendered page is never rendered by the prerender, so these are
 * the files its messages can come from.
 */
export function staticSourceFiles(root: string, entry: string): string[] {
  const seen = new Set<string>()
  const pending = [entry]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const imported = resolveSpecifier(root, file, match[1]!)
      if (imported && !seen.has(imported)) pending.push(imported)
    }
  }
  return [...seen].map((file) => relative(root, file).replaceAll('\\', '/')).sort()
}
