import type { AnyRouter } from '@tanstack/react-router'

const langSegment = '/{-$lang}'

/**
 * Every public page's language-independent path, read from the route tree itself so that a new
 * route file is prerendered and listed in the sitemap without being registered anywhere else. A
 * route with parameters lists its pages in `staticData.pages`.
 */
export interface PublicPage {
  barePath: string
  /** Kept out of the sitemap and the offline set (`staticData.private`). */
  private: boolean
  /** The id of the route when the browser renders its page (`ssr: false`): the prerender writes only the shell. */
  clientRenderedRoute?: string
}

export async function publicPages(router: AnyRouter): Promise<PublicPage[]> {
  const seen = new Map<string, Omit<PublicPage, 'barePath'>>()
  for (const route of Object.values(router.routesById) as Array<{
    id: string
    fullPath: string
    options: { ssr?: unknown; staticData?: { private?: boolean; pages?: () => Promise<string[]> } }
  }>) {
    const fullPath = route.fullPath.replace(/\/$/, '') || '/'
    if (!fullPath.startsWith(langSegment)) continue
    const barePath = fullPath.slice(langSegment.length) || '/'
    // A route with parameters names its pages itself (the 30 instrument pages); otherwise it has none to render.
    const paths = barePath.includes('$') ? ((await route.options.staticData?.pages?.()) ?? []) : [barePath]
    const page = {
      private: route.options.staticData?.private === true,
      ...(route.options.ssr === false ? { clientRenderedRoute: route.id } : {}),
    }
    for (const path of paths) seen.set(path, page)
  }
  return [...seen].map(([barePath, page]) => ({ barePath, ...page })).sort((a, b) => a.barePath.localeCompare(b.barePath))
}
