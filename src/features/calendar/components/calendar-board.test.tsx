import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '~/lib/i18n'
import { renderWithRouter } from '~/test/render'
import { fetchToApp } from '../../../../scripts/test-support/fetch-to-app'
import { createTestApp } from '../../../../scripts/test-support/test-app'
import { GeneratedCalendar } from '../../../../server/feeds/calendar/source'
import { CalendarBoard } from './calendar-board'

beforeAll(() => activateLocale('en'))
afterEach(() => vi.unstubAllGlobals())

/** The board with a button below it that renders the whole board again, its rows unchanged. */
function BoardRenderedAgain({ eventAction }: { eventAction: () => null }) {
  const [renders, setRenders] = useState(0)
  return (
    <CalendarBoard
      eventAction={eventAction}
      below={
        <button type="button" onClick={() => setRenders(renders + 1)}>
          Render the board again ({renders})
        </button>
      }
    />
  )
}

describe('the calendar board', () => {
  it('shows a figure published while the page is open, without a reload, and marks it new', async () => {
    // The first release with a figure after the test server's afternoon: the page opens a second before it.
    const release = new GeneratedCalendar(42, () => new Date(0))
      .events(new Date('2026-11-25T14:00:00Z'), new Date('2026-11-25T23:59:59Z'))
      .find(
        (e) =>
          e.kind === 'release' && e.unit !== null && e.better !== null && Date.parse(e.time) > Date.parse('2026-11-25T14:00:00Z'),
      )!
    const server = await createTestApp(new Date(Date.parse(release.time) - 1_000))
    vi.stubGlobal('fetch', fetchToApp(server.app))
    try {
      await renderWithRouter(<CalendarBoard />, '/en/trading/calendar')
      fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } })
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-25' } })
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-25' } })
      const row = () => document.querySelector(`tr[data-event="${release.event}"]`) as HTMLElement | null
      await waitFor(() => expect(row()).not.toBeNull())
      const actualCell = () => within(row()!).getAllByRole('cell')[4]!
      expect(actualCell()).toHaveTextContent('—')
      expect(row()).not.toHaveClass('is-fresh')

      // The release time passes on the server; the page asks again on its own just after it (its timer
      // is two real seconds). The wait allows for a loaded CI machine: with both test workers busy, the
      // refetch, the test server's answer and the rows' deferred render took more than 5 s once.
      server.advance(2_000)
      await waitFor(() => expect(actualCell()).toHaveTextContent('New'), { timeout: 12_000 })
      expect(row()).toHaveClass('is-fresh')
      expect(actualCell()).not.toHaveTextContent('—')
      expect(actualCell().querySelector('.visually-hidden')?.textContent).toMatch(
        /^(Better than the forecast of .+, by \+.+\.|Worse than the forecast of .+, by .+\.|As expected: in line with the forecast\.)$/,
      )
    } finally {
      await server.close()
    }
  }, 30_000)

  it('renders its rows again only when they change, not with the rest of the board', async () => {
    const server = await createTestApp(new Date('2026-11-25T14:00:00Z'))
    vi.stubGlobal('fetch', fetchToApp(server.app))
    // Called once per row each time the rows render.
    const eventAction = vi.fn(() => null)
    try {
      await renderWithRouter(<BoardRenderedAgain eventAction={eventAction} />, '/en/trading/calendar')
      // A busy machine takes more than waitFor's default second to start the test server's answers.
      await waitFor(() => expect(document.querySelectorAll('.calendar-table tbody tr').length).toBeGreaterThan(0), {
        timeout: 5_000,
      })
      await waitFor(() => expect(screen.getByRole('option', { name: 'USD' })).toBeInTheDocument(), { timeout: 5_000 })
      const callsOnceSettled = eventAction.mock.calls.length
      fireEvent.click(screen.getByRole('button', { name: /Render the board again/ }))
      fireEvent.click(screen.getByRole('button', { name: /Render the board again/ }))
      await waitFor(() => expect(screen.getByRole('button', { name: 'Render the board again (2)' })).toBeInTheDocument())
      expect(eventAction.mock.calls.length).toBe(callsOnceSettled)
      // The rows do render again when what they show changes: here, the time zone.
      fireEvent.change(screen.getByLabelText('Show times in'), { target: { value: 'server' } })
      await waitFor(() => expect(eventAction.mock.calls.length).toBeGreaterThan(callsOnceSettled))
    } finally {
      await server.close()
    }
  })
})
