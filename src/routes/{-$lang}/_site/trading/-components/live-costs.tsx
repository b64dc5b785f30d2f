import { CostsPage } from '~/features/costs/components/costs-page'
import { LiveQuotes } from '~/features/quotes/components/live-quotes'

/** The page converts swaps at the quotes feature's live prices; the route puts the two together. */
export function LiveCosts() {
  return <LiveQuotes>{(live) => <CostsPage quotes={live.quotes} stale={live.stale} />}</LiveQuotes>
}
