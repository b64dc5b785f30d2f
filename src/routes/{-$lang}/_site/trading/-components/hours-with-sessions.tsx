import { HoursPage } from '~/features/hours/components/hours-page'
import { TradingHours } from '~/features/instruments/components/trading-hours'

/** The hours page writes each session's hours with the instrument pages' component: two features, put together for the route. */
export function HoursWithSessions() {
  return <HoursPage hoursOf={(session) => <TradingHours session={session} />} />
}
