import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { ClientToaster } from '~/components/client-toaster'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { RiskWarning } from '~/components/layout/risk-warning'
import { RouteError } from '~/components/layout/route-error'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { watchFormActivity } from '~/lib/form-activity'
import { activateLocale } from '~/lib/i18n'
import { localeFromPath } from '~/lib/locale-path'
import { markInteractiveWhenIdle, whenInteractive } from '~/lib/page-interactive'
import { rootHead } from '~/lib/root-head'
import { whenReachable } from '~/lib/when-reachable'
import '~/styles/app.css'

// What every page has but nothing renders before it is interactive (the cookie notice reads a
// cookie, page views wait for consent, an update for a new version): their code, with the API
// client and the service worker's, loads once the page is interactive (docs/architecture.md,
// section 9). Every page carries their texts (scripts/build/prerender.ts).
const CookieNotice = staticUntilInteractive(() => import('~/components/layout/cookie-notice').then((m) => m.CookieNotice))
const PageTracking = staticUntilInteractive(() =>
  import('~/features/tracking/components/page-tracking').then((m) => m.PageTracking),
)
const UpdatePrompt = staticUntilInteractive(() =>
  import('~/features/app-update/components/update-prompt').then((m) => m.UpdatePrompt),
)
const serviceWorker = () => whenReachable(() => import('~/lib/service-worker'))

/**
 * What every route's `beforeLoad` and loader receive; `createRouter` (src/router.tsx) supplies it.
 * Declared with the root route, as the router imports the route tree and not the other way round.
 */
interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, preload }) => {
    try {
      await activateLocale(localeFromPath(location.pathname), location.pathname)
    } catch (error) {
      if (typeof window === 'undefined' || preload) throw error
      // The catalog could not be fetched (the connection dropped, and a browser remembers a failed
      // import): the page loaded whole brings its own messages, from the network or the offline store.
      window.location.assign(location.href)
      await new Promise(() => {})
    }
  },
  head: rootHead,
  // The document is the shell, outside the root's error boundary, so that even an error in the
  // root's own part renders inside a page.
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useRouterState({ select: (s) => localeFromPath(s.location.pathname) })
  useEffect(() => {
    const stop = new AbortController()
    markInteractiveWhenIdle(stop.signal)
    // From hydration on, so that an update offered later never reloads away what was typed before.
    watchFormActivity()
    return () => stop.abort()
  }, [])
  // Once the page is interactive, the service worker. The rest of the catalog is not loaded with
  // the page: the page carries what it shows, and the catalog follows when the visitor points at a
  // link (the route's preload, below), comes near a part that needs it (src/components/when-near.tsx)
  // or opens the search; a text missing meanwhile fetches it too (src/lib/i18n.ts).
  useEffect(() => {
    void whenInteractive(serviceWorker).then((worker) => worker.registerServiceWorker())
  }, [])
  // The pages of the language the visitor reads are kept for offline reading.
  useEffect(() => {
    void whenInteractive(serviceWorker).then((worker) => worker.keepLanguageOffline(locale))
  }, [locale])
  return (
    // The theme script sets data-theme before React hydrates; React leaves the attribute to it.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  return (
    <>
      <Outlet />
      <RiskWarning />
      <CookieNotice />
      <ClientToaster />
      <PageTracking />
      <UpdatePrompt />
    </>
  )
}

/** The root's catch boundary: the error in the site's chrome, and what the law and the visitor's choice need on every page. */
function RootError() {
  return (
    <>
      <RouteError />
      <RiskWarning />
      <CookieNotice />
    </>
  )
}
