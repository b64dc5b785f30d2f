import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TradingHubPage } from '~/features/markets/components/trading-hub-page'
import { QuoteTickerIsland } from '~/features/quotes/components/quote-ticker-island'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/')({
  head: pageHead({
    title: msg`Trading platforms, markets and conditions`,
    description: msg`Trade forex, metals, energy and stock indices as CFDs on the MC Trader app or MetaTrader 4, with ESMA leverage limits and negative balance protection.`,
    keywords: msg`CFD trading, trading conditions, leverage, margin, trading platforms`,
  }),
  // The page and the live prices are separate features; the route puts them together.
  component: () => <TradingHubPage ticker={<QuoteTickerIsland />} />,
})
