import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { pageHead } from '~/lib/page-head'

// The calendar's events arrive once the page is interactive, and a filter chosen before then is
// kept (src/lib/early-input.ts): the page's code (the board, event names, reminders, the request
// layer) waits for that moment too, and the prerendered page is what the visitor reads until then.
const CalendarIsland = staticUntilInteractive(() => import('./-components/calendar-route').then((m) => m.CalendarRoute))

export const Route = createFileRoute('/{-$lang}/_site/trading/calendar')({
  head: pageHead({
    title: msg`Economic calendar`,
    description: msg`Upcoming economic releases and central-bank decisions with importance, forecast, previous and actual values.`,
    keywords: msg`economic calendar, forex calendar, central bank, CPI, payrolls`,
  }),
  component: () => <CalendarIsland />,
})
