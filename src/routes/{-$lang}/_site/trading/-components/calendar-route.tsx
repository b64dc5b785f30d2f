import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useState } from 'react'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import type { CalendarEvent } from '~/contract/market-data'
import { CalendarPage } from '~/features/calendar/components/calendar-page'
import { eventName } from '~/features/calendar/event-names'
import { RemindMe } from '~/features/reminders/components/remind-me'
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

/** The calendar with event reminders, which come by Web Push on the subscription the price alerts set up. */
export function CalendarRoute() {
  const { i18n } = useLingui()
  const [chosen, setChosen] = useState<{ event: CalendarEvent; name: string }>()
  const choose = useCallback((event: CalendarEvent, name: string) => setChosen({ event, name }), [])
  const close = useCallback(() => setChosen(undefined), [])
  // The same function at every render, so the calendar's memoised rows stay as they are when a dialog opens.
  const remindMe = useCallback(
    (event: CalendarEvent, name: string) =>
      event.kind === 'release' ? <RemindMe event={event} name={name} onChoose={choose} /> : null,
    [choose],
  )
  return (
    <CalendarPage
      eventAction={remindMe}
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
