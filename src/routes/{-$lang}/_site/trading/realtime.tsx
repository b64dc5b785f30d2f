import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { CurrentBid } from '~/features/quotes/components/current-bid'
import { RealtimePage } from '~/features/quotes/components/realtime-page'
import { pageHead } from '~/lib/page-head'

// The alert form sits below the 30 rows of the board: its code loads once the page is interactive.
const PriceAlerts = staticUntilInteractive(() => import('~/features/alerts/components/price-alerts').then((m) => m.PriceAlerts))

export const Route = createFileRoute('/{-$lang}/_site/trading/realtime')({
  head: pageHead({
    title: msg`Real-time quotes`,
    description: msg`Live bid and ask prices for 30 instruments (forex pairs, metals, energies and indices) with the change since the open.`,
    keywords: msg`live forex quotes, real-time prices, gold price, index prices`,
  }),
  // Prices and price alerts are separate features; the route puts them together.
  component: () => <RealtimePage alerts={<PriceAlerts currentPrice={(symbol) => <CurrentBid symbol={symbol} />} />} />,
})
