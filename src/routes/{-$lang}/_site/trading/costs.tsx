import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CostsPage } from '~/features/costs/components/costs-page'
import { LiveQuotes } from '~/features/quotes/components/live-quotes'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/costs')({
  head: pageHead({
    title: msg`Trading costs: spreads and swaps`,
    description: msg`Spreads measured from our price feed beside the typical spreads, swaps in pips and money per lot, triple-swap days and an overnight-cost calculator for 30 instruments.`,
    keywords: msg`spread, average spread, swap, overnight financing, triple swap, trading costs`,
  }),
  component: CostsRoute,
})

/** The page converts swaps at the quotes feature's live prices; the route puts the two together. */
function CostsRoute() {
  return <LiveQuotes>{(live) => <CostsPage quotes={live.quotes} stale={live.stale} />}</LiveQuotes>
}
