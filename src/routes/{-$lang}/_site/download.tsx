import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { defaultDownloadChannel } from '~/config/constants'
import { DownloadPage } from '~/features/downloads/components/download-page'
import { normalizeChannel } from '~/lib/download-channel'
import { pageHead } from '~/lib/page-head'
import { useHydrated } from '~/lib/use-hydrated'

export const Route = createFileRoute('/{-$lang}/_site/download')({
  validateSearch: (search: Record<string, unknown>): { v?: string } =>
    search.v === undefined ? {} : { v: normalizeChannel(search.v) },
  head: pageHead({
    title: msg`Download the MC Trader app`,
    description: msg`Get the MC Trader app for Android and iOS: live prices, charts and one-tap trading.`,
  }),
  component: function DownloadRoute() {
    const { v } = Route.useSearch()
    // The prerendered file carries the default channel; the address's own channel follows on hydration.
    const hydrated = useHydrated()
    return <DownloadPage channel={hydrated ? normalizeChannel(v) : defaultDownloadChannel} />
  },
})
