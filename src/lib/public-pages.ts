import type { AnyRouter } from '@tanstack/react-router'

const langSegment = '/{-$lang}'

/**
 * Every public page's language-independent path, read from the route tree itself so that a new
 * route file is prerendered and listed in the sitemap without being registered anywhere else. A
 * route with parameters lists its pages in `staticData.pages`.
 */
export async function publicPages(router: AnyRouter): Promise<Array<{ barePath: string; private: boolean }>> {
  const seen = new Map<string, boolean>()
  for (const route of Object.values(router.routesById) as Array<{
    fullPath: string
    options: { staticData?: { private?: boolean; pages?: () => Promise<string[]> } }
  }>) {
    const fullPath = route.fullPath.replace(/\/$/, '') || '/'
    if (!fullPath.startsWith(langSegment)) continue
    const barePath = fullPath.slice(langSegment.length) || '/'
    // A route with parameters names its pages itself (the 30 instrument pages); otherwise it has none to render.
    const paths = barePath.includes('$') ? ((await route.options.staticData?.pages?.()) ?? []) : [barePath]
    for (const path of paths) seen.set(path, route.options.staticData?.private === true)
  }
  return [...seen]
    .map(([barePath, isPrivate]) => ({ barePath, private: isPrivate }))
    .sort((a, b) => a.barePath.localeCompare(b.barePath))
}
