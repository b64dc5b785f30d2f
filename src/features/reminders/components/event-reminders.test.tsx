import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CalendarEvent } from '~/contract/market-data'
import { activateLocale } from '~/lib/i18n'
import type { PushAccess } from '~/lib/web-push'
import { renderWithRouter } from '~/test/render'
import { fetchToApp } from '../../../../scripts/test-support/fetch-to-app'
import { startPushReceiver } from '../../../../scripts/test-support/push-receiver'
import { createTestApp } from '../../../../scripts/test-support/test-app'
import { GeneratedCalendar } from '../../../../server/feeds/calendar/source'
import { EventReminders } from './event-reminders'
import { RemindMe } from './remind-me'
import { ReminderDialog } from './reminder-dialog'

beforeAll(() => {
  activateLocale('en')
  // jsdom has no modal dialogs; opening one only has to show it.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
})
afterEach(() => vi.unstubAllGlobals())

describe('event reminders in the calendar', () => {
  it('sets a reminder on an upcoming event with the browser’s push subscription, lists it, and removes it', async () => {
    const now = new Date()
    const server = await createTestApp(now)
    const receiver = await startPushReceiver()
    vi.stubGlobal('fetch', fetchToApp(server.app))
    let endpoint: string | undefined
    const push: PushAccess = {
      availability: () => 'available',
      endpoint: async () => endpoint,
      subscribe: async () => {
        endpoint = receiver.subscription.endpoint
        return receiver.subscription
      },
    }
    const event: CalendarEvent = new GeneratedCalendar(42, () => now)
      .events(new Date(now.getTime() + 86_400_000), new Date(now.getTime() + 8 * 86_400_000))
      .find((e) => e.kind === 'release' && e.unit !== null)!
    try {
      await renderWithRouter(
        <>
          <ChosenByBell event={event} push={push} />
          <EventReminders push={push} nameOf={() => 'Test release'} />
        </>,
        '/en/trading/calendar',
      )
      fireEvent.click(await screen.findByRole('button', { name: 'Remind me: Test release' }))
      fireEvent.change(screen.getByLabelText('When'), { target: { value: '5' } })
      expect(screen.getByLabelText('Also tell me the figure when it is published')).toBeChecked()
      fireEvent.click(screen.getByRole('button', { name: 'Save reminder' }))
      const item = await screen.findByText(/5 minutes before · with the figure · waiting/)
      expect(item).toHaveTextContent(event.currency)
      fireEvent.click(screen.getByRole('button', { name: /^Remove\s*Test release$/ }))
      await waitFor(() => expect(screen.queryByText(/5 minutes before · with the figure/)).toBeNull())
    } finally {
      await server.close()
      await receiver.close()
    }
  }, 15_000)
})

/** The route's composition: the bell of a row opens the page's one dialog. */
function ChosenByBell({ event, push }: { event: CalendarEvent; push: PushAccess }) {
  const [chosen, setChosen] = useState<{ event: CalendarEvent; name: string }>()
  return (
    <>
      <RemindMe event={event} name="Test release" onChoose={(e, name) => setChosen({ event: e, name })} />
      {chosen && <ReminderDialog {...chosen} push={push} onClose={() => setChosen(undefined)} />}
    </>
  )
}
