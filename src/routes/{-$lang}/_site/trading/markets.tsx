import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MarketsPage } from '~/features/markets/components/markets-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/markets')({
  head: pageHead({
    title: msg`Markets: forex, metals, energy and indices`,
    description: msg`Trade 30 instruments as CFDs from one account: 20 currency pairs, gold and silver, Brent and WTI crude oil, and six stock indices.`,
    keywords: msg`CFD markets, forex, gold, oil, stock indices, spreads`,
  }),
  component: MarketsPage,
})
