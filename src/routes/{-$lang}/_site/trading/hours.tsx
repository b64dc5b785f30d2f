import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import type { Session } from '~/config/instruments'
import { HoursPage } from '~/features/hours/components/hours-page'
import { TradingHours } from '~/features/instruments/components/trading-hours'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/hours')({
  head: pageHead({
    title: msg`Trading hours and holidays`,
    description: msg`This week's trading hours of all 30 instruments in your time zone, and the market closures and shortened sessions of the next eight weeks.`,
    keywords: msg`trading hours, market holidays, Thanksgiving trading hours, Christmas trading hours, market closures`,
  }),
  component: HoursRoute,
})

/** The hours page writes each session's hours as the instrument pages do: the route lends it their component. */
function HoursRoute() {
  return <HoursPage hoursOf={hoursOf} />
}

const hoursOf = (session: Session) => <TradingHours session={session} />
