import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ForexPage } from '~/features/markets/components/forex-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/forex')({
  head: pageHead({
    title: msg`Forex trading: 20 currency pairs`,
    description: msg`Trade EURUSD, GBPUSD, USDJPY and 17 more currency pairs as CFDs with tight spreads, 24 hours a day, five days a week.`,
    keywords: msg`forex, currency trading, EURUSD, currency pairs, CFD`,
  }),
  component: ForexPage,
})
