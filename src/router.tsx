import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter as createTanstackRouter, type RouterHistory } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { RouteError } from './components/layout/route-error'
import { routePrefetchConcurrency } from './config/constants'
import { i18n } from './lib/i18n'
import { limitConcurrency } from './lib/limit-concurrency'
import { parseSearch, stringifySearch } from './lib/search-params'
import { routeTree } from './routeTree.gen'

/**
 * One factory for the browser, the prerender step and the dev server, so all three build the same
 * app. `history` is the browser's, made beforehand in a task of its own (src/app.tsx); without it
 * the router makes its own, the browser's or, while prerendering, one in memory.
 */
export function createRouter({ history }: { history?: RouterHistory } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
  })
  const router = createTanstackRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // A route that fails shows why, with a retry, in place of its own part of the page only.
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    // Search values stay the strings the address holds (src/lib/search-params.ts).
    parseSearch,
    stringifySearch,
    // biome-ignore lint/correctness/noComponentHookFactories: made once per router, which owns its query client
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </QueryClientProvider>
    ),
  })
  // Prefetching on intent, at most two routes at a time (spec section 9).
  router.preloadRoute = limitConcurrency(router.preloadRoute.bind(router), routePrefetchConcurrency)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
  interface StaticDataRouteOption {
    /** Left out of the sitemap and of prerendering as a public page (for example the user centre). */
    private?: boolean
    /** The pages of a route with parameters, as language-independent paths, to prerender and list in the sitemap. */
    pages?: () => Promise<string[]>
  }
}
