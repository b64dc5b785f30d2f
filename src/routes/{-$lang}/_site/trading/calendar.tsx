import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useState } from 'react'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import type { CalendarEvent } from '~/contract/market-data'
import { CalendarPage } from '~/features/calendar/components/calendar-page'
import { eventName } from '~/features/calendar/event-names'
import { RemindMe } from '~/features/reminders/components/remind-me'
import { pageHead } from '~/lib/page-head'
import { webPush } from '~/lib/web-push'

// The visitor's reminders need the browser's push subscription, so nothing of them is prerendered:
// their code loads once the page is interactive.
const EventReminders = staticUntilInteractive(() =>
  import('~/features/reminders/components/event-reminders').then((m) => m.EventReminders),
)
// The reminder dialog loads when a bell is first tapped.
const ReminderDialog = lazy(() =>
  import('~/features/reminders/components/reminder-dialog').then((m) => ({ default: m.ReminderDialog })),
)

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
  const [chosen, setChosen] = useState<{ event: CalendarEvent; name: string }>()
  const choose = useCallback((event: CalendarEvent, name: string) => setChosen({ event, name }), [])
  const close = useCallback(() => setChosen(undefined), [])
  return (
    <CalendarPage
      eventAction={(event, name) => (event.kind === 'release' ? <RemindMe event={event} name={name} onChoose={choose} /> : null)}
      below={
        <>
          <EventReminders push={webPush} nameOf={(title) => eventName(i18n, { kind: 'release', title })} />
          {chosen && (
            <Suspense fallback={null}>
              <ReminderDialog key={chosen.event.id} {...chosen} push={webPush} onClose={close} />
            </Suspense>
          )}
        </>
      }
    />
  )
}
