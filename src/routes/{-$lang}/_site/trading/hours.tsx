import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/hours')({
  head: pageHead({
    title: msg`Trading hours and holidays`,
    description: msg`This week's trading hours of all 30 instruments in your time zone, and the market closures and shortened sessions of the next eight weeks.`,
    keywords: msg`trading hours, market holidays, Thanksgiving trading hours, Christmas trading hours, market closures`,
  }),
  component: HoursRoute,
})

// The page is prerendered in full (the hours in UTC); its code, the closures' query and the
// instrument pages' hours component, which writes each session's hours, load once the page is
// interactive, so hydration passes the 30-row table by (docs/architecture.md, section 9).
const HoursPage = staticUntilInteractive(() => import('./-components/hours-with-sessions').then((m) => m.HoursWithSessions))

function HoursRoute() {
  return <HoursPage />
}
