import { CostsPage } from '~/features/costs/components/costs-page'
import { LiveQuotes } from '~/features/quotes/components/live-quotes'
import { conversionRefreshMs } from '~/lib/currency-conversion'

/** The page converts swaps at the quotes feature's live prices; the route puts the two together. */
export function LiveCosts() {
  return (
    <LiveQuotes refreshMs={conversionRefreshMs}>{(live) => <CostsPage quotes={live.quotes} stale={live.stale} />}</LiveQuotes>
  )
}
