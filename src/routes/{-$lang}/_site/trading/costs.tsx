import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { pageHead } from '~/lib/page-head'

// The measured spreads and the live rates arrive once the page is interactive, and what is typed
// into the calculator before then is kept (src/lib/early-input.ts): the page's code waits for that
// moment too, and the prerendered table is what the visitor reads until then.
const LiveCosts = staticUntilInteractive(() => import('./-components/live-costs').then((m) => m.LiveCosts))

export const Route = createFileRoute('/{-$lang}/_site/trading/costs')({
  head: pageHead({
    title: msg`Trading costs: spreads and swaps`,
    description: msg`Spreads measured from our price feed beside the typical spreads, swaps in pips and money per lot, triple-swap days and an overnight-cost calculator for 30 instruments.`,
    keywords: msg`spread, average spread, swap, overnight financing, triple swap, trading costs`,
  }),
  component: () => <LiveCosts />,
})
