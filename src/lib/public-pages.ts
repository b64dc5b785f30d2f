import type { AnyRouter } from '@tanstack/react-router'

const langSegment = '/{-$lang}'

/**
 * Every public page's language-independent path, read from the route tree itself so that a new
 * route file is prerendered and listed in the sitemap without being registered anywhere else.
 * A route with a parameter stands for one page per value in `pathValues` under the parameter's name.
 */
export function publicPages(
  router: AnyRouter,
  pathValues: Record<string, readonly string[]> = {},
): Array<{ barePath: string; private: boolean }> {
  const seen = new Map<string, boolean>()
  for (const route of Object.values(router.routesById) as Array<{
    fullPath: string
    options: { staticData?: { private?: boolean } }
  }>) {
    const fullPath = route.fullPath.replace(/\/$/, '') || '/'
    if (!fullPath.startsWith(langSegment)) continue
    const barePath = fullPath.slice(langSegment.length) || '/'
    const isPrivate = route.options.staticData?.private === true
    // A route with a parameter is one page per value the caller lists (an indicator page per indicator).
    const param = /\$(\w+)/.exec(barePath)?.[1]
    if (param) {
      for (const value of pathValues[param] ?? []) seen.set(barePath.replace(`$${param}`, value), isPrivate)
      continue
    }
    seen.set(barePath, isPrivate)
  }
  return [...seen]
    .map(([barePath, isPrivate]) => ({ barePath, private: isPrivate }))
    .sort((a, b) => a.barePath.localeCompare(b.barePath))
}
