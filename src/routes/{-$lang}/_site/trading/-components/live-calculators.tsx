import { CalculatorsPage } from '~/features/calculators/components/calculators-page'
import type { CalculatorSearch } from '~/features/calculators/search'
import { LiveQuotes } from '~/features/quotes/components/live-quotes'
import { conversionRefreshMs } from '~/lib/currency-conversion'

/** The calculators at the quotes feature's live prices: two features, put together for the route. */
export function LiveCalculators({
  search,
  onSearchChange,
}: {
  search: CalculatorSearch
  onSearchChange: (next: CalculatorSearch) => void
}) {
  return (
    <LiveQuotes refreshMs={conversionRefreshMs}>
      {(live) => <CalculatorsPage search={search} onSearchChange={onSearchChange} quotes={live.quotes} stale={live.stale} />}
    </LiveQuotes>
  )
}
