import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CalendarPage } from '~/features/calendar/components/calendar-page'
import { eventName } from '~/features/calendar/event-names'
import { EventReminders } from '~/features/reminders/components/event-reminders'
import { RemindMe } from '~/features/reminders/components/remind-me'
import { pageHead } from '~/lib/page-head'
import { webPush } from '~/lib/web-push'

export const Route = createFileRoute('/{-$lang}/_site/trading/calendar')({
  head: pageHead({
    title: msg`Economic calendar`,
    description: msg`Upcoming economic releases and central-bank decisions with importance, forecast, previous and actual values.`,
    keywords: msg`economic calendar, forex calendar, central bank, CPI, payrolls`,
  }),
  component: CalendarRoute,
})

/** The calendar with event reminders, which come by Web Push on the subscription the price alerts set up. */
function CalendarRoute() {
  const { i18n } = useLingui()
  return (
    <CalendarPage
      eventAction={(event, name) => (event.kind === 'release' ? <RemindMe event={event} name={name} push={webPush} /> : null)}
      below={<EventReminders push={webPush} nameOf={(title) => eventName(i18n, { kind: 'release', title })} />}
    />
  )
}
