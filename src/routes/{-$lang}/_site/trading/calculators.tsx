import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { type CalculatorSearch, readCalculatorSearch } from '~/features/calculators/search'
import { pageHead } from '~/lib/page-head'

// The rates arrive once the page is interactive, and what is typed before then is kept
// (src/lib/early-input.ts): the calculators' code (the arithmetic, the instrument table, the live
// prices, the request layer) waits for that moment too; until then the prerendered form is there.
const LiveCalculators = staticUntilInteractive(() => import('./-components/live-calculators').then((m) => m.LiveCalculators))

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
  return <LiveCalculators search={search} onSearchChange={write} />
}
