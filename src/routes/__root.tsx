import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ClientToaster } from '~/components/client-toaster'
import { CookieNotice } from '~/components/layout/cookie-notice'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { RiskWarning } from '~/components/layout/risk-warning'
import { UpdatePrompt } from '~/features/app-update/components/update-prompt'
import { PageTracking } from '~/features/tracking/components/page-tracking'
import { activateLocale, loadCatalog, localeFromPath } from '~/lib/i18n'
import { rootHead } from '~/lib/root-head'
import { keepLanguageOffline, registerServiceWorker } from '~/lib/service-worker'
import { whenIdle } from '~/lib/when-idle'
import { whenReachable } from '~/lib/when-reachable'
import type { RouterContext } from '~/router'
import '~/styles/app.css'

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
  component: RootDocument,
  notFoundComponent: NotFoundPage,
})

function RootDocument() {
  const locale = useRouterState({ select: (s) => localeFromPath(s.location.pathname) })
  // Marks the moment the whole page is interactive, every route's part hydrated (tests and the
  // benchmark tell prerendered from live by it), and only then registers the service worker.
  useEffect(() => {
    const stop = new AbortController()
    void whenIdle(stop.signal).then(() => {
      if (stop.signal.aborted) return
      document.documentElement.dataset.hydrated = 'true'
      performance.mark('hydrated')
      registerServiceWorker()
    })
    return () => stop.abort()
  }, [])
  // The page hydrated from its own messages; the rest of the catalog (for toasts, notices and the
  // next page) follows once the page is interactive, tried again while the network fails.
  useEffect(() => {
    const stop = new AbortController()
    void whenIdle(stop.signal).then(() => whenReachable(() => loadCatalog(locale), stop.signal))
    return () => stop.abort()
  }, [locale])
  // The pages of the language the visitor reads are kept for offline reading.
  useEffect(() => keepLanguageOffline(locale), [locale])
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <RiskWarning />
        <CookieNotice />
        <ClientToaster />
        <PageTracking />
        <UpdatePrompt />
        <Scripts />
      </body>
    </html>
  )
}
