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
/**
 * An island's module (src/components/static-until-interactive.tsx): imported dynamically, but
 * rendered without anyone asking for it as soon as the page is interactive, so its texts are the
 * page's own.
 */
const islandPattern = /\bstaticUntilInteractive\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g
/** A component loaded with React's `lazy`: a part its importer renders once its code is there. */
const lazyPattern = /\blazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g
/** Any dynamic import: in the route file itself, it is what the route loads on its first load (its guard, its islands). */
const dynamicImportPattern = /\bimport\(\s*['"]([^'"]+)['"]/g

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

/** The app's files `file` names with the given import patterns, resolved (packages left out). */
function importedFiles(root: string, file: string, patterns: readonly RegExp[]): string[] {
  const source = readFileSync(file, 'utf8')
  const found = new Set<string>()
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const imported = resolveSpecifier(root, file, match[1]!)
      if (imported) found.add(imported)
    }
  }
  return [...found]
}

const asCatalogPath = (root: string, file: string) => relative(root, file).replaceAll('\\', '/')

/**
 * The app's source files a route loads with it: its file, what that file imports (statically or
 * not: the guard of its `beforeLoad` too), and everything those import statically, transitively,
 * with the islands among them (packages and other dynamic imports, what loads on demand, left
 * out), as paths relative to `root` like the catalog's `#:` lines. A client-rendered page is never
 * rendered by the prerender, so these are the files its messages can come from.
 */
export function staticSourceFiles(root: string, entry: string): string[] {
  const seen = new Set<string>()
  const pending = [entry]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const patterns = [importPattern, file === entry ? dynamicImportPattern : islandPattern]
    for (const imported of importedFiles(root, file, patterns)) if (!seen.has(imported)) pending.push(imported)
  }
  return [...seen].map((file) => asCatalogPath(root, file)).sort()
}

/**
 * The app's source files one file imports statically, the islands it defines and the components it
 * loads with `lazy` (what it renders without anyone asking, once their code is there), as paths
 * relative to `root` like the catalog's `#:` lines.
 */
export function directImports(root: string, file: string): string[] {
  const absolute = join(root, file)
  if (!existsSync(absolute)) return []
  return importedFiles(root, absolute, [importPattern, islandPattern, lazyPattern])
    .map((imported) => asCatalogPath(root, imported))
    .sort()
}
