import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/components/home-page'
import { QuoteTickerIsland } from '~/features/quotes/components/quote-ticker-island'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/')({
  head: pageHead({
    title: msg`Online trading in forex, metals, energies and indices`,
    description: msg`Trade forex, gold, oil and stock indices as CFDs with a regulated broker. MC Trader app and MetaTrader 4, tight spreads, support in your language.`,
    keywords: msg`online broker, forex, CFD trading, gold, indices, MetaTrader 4`,
  }),
  // The page and the live prices are separate features; the route puts them together.
  component: () => <HomePage ticker={<QuoteTickerIsland />} />,
})
