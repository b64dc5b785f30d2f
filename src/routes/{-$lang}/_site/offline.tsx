import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OfflinePage } from '~/features/offline/components/offline-page'
import { safeReturnPath } from '~/features/offline/offline-address'
import { pageHead } from '~/lib/page-head'
import { useHydrated } from '~/lib/use-hydrated'

export const Route = createFileRoute('/{-$lang}/_site/offline')({
  // Precached by the service worker and shown in place of unstored pages; never listed or indexed.
  staticData: { private: true },
  validateSearch: (search: Record<string, unknown>): { from?: string } => {
    const from = safeReturnPath(search.from)
    return from ? { from } : {}
  },
  head: pageHead({
    title: msg`You are offline`,
    description: msg`This page needs a connection. The FAQ, the legal documents and the pages you have opened work offline.`,
    noindex: true,
  }),
  component: function OfflineRoute() {
    const { from } = Route.useSearch()
    // The file is prerendered without an address to go back to; the real one follows on hydration.
    return <OfflinePage from={useHydrated() ? from : undefined} />
  },
})
