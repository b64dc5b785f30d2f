import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { CalculatorsPage } from '~/features/calculators/components/calculators-page'
import { type CalculatorSearch, readCalculatorSearch } from '~/features/calculators/search'
import { LiveQuotes } from '~/features/quotes/components/live-quotes'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/calculators')({
  validateSearch: readCalculatorSearch,
  head: pageHead({
    title: msg`Trading calculators`,
    description: msg`Pip value, position size, profit and loss, margin and swap for 30 instruments, in EUR, USD, PLN or GBP, at live rates.`,
    keywords: msg`pip calculator, position size calculator, margin calculator, profit calculator, swap calculator`,
  }),
  component: CalculatorsRoute,
})

/** The calculators convert at the quotes feature's live prices; the route puts the two together and keeps the inputs in the address. */
function CalculatorsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const write = useCallback(
    (next: CalculatorSearch) => void navigate({ search: next, replace: true, resetScroll: false }),
    [navigate],
  )
  return (
    <LiveQuotes>
      {(live) => <CalculatorsPage search={search} onSearchChange={write} quotes={live.quotes} stale={live.stale} />}
    </LiveQuotes>
  )
}
