import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { findIndicator } from '~/config/economic-indicators'
import type { CalendarEvent, Candle } from '~/contract/market-data'
import { apiPaths } from '~/contract/paths'
import { activateLocale } from '~/lib/i18n'
import { renderWithRouter } from '~/test/render'
import { fetchToApp } from '../../../../scripts/test-support/fetch-to-app'
import { createTestApp } from '../../../../scripts/test-support/test-app'
import { releaseReaction } from '../reactions'
import { CalendarBoard } from './calendar-board'
import { IndicatorPage } from './indicator-page'

afterEach(() => vi.unstubAllGlobals())

/** The test server (its clock on Wednesday 25 November 2026, 14:00 UTC) behind the page's fetch. */
async function serve() {
  const server = await createTestApp()
  vi.stubGlobal('fetch', fetchToApp(server.app))
  return server
}

describe('surprise and reaction', () => {
  beforeAll(() => activateLocale('en'))

  it('the calendar shows each published figure’s deviation in its row', async () => {
    const server = await serve()
    try {
      const answer = await server.call(apiPaths.calendarList, { from: '2026-11-19', to: '2026-11-19', importance: [2] })
      const claims = (answer.json.dt.lst as CalendarEvent[]).find((e) => e.event === 'us-initial-jobless-claims')!
      expect(claims.deviation).not.toBeNull()
      await renderWithRouter(<CalendarBoard />, '/en/trading/calendar')
      const period = await screen.findByLabelText('Period')
      fireEvent.change(period, { target: { value: 'custom' } })
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-19' } })
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-19' } })
      fireEvent.click(screen.getByLabelText('Medium'))
      const row = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('tr[data-event="us-initial-jobless-claims"]')
        expect(found).not.toBeNull()
        return found!
      })
      expect(screen.getByRole('columnheader', { name: 'Deviation' })).toBeInTheDocument()
      const cell = within(row).getAllByRole('cell')[5]!
      const shown = new Intl.NumberFormat('en', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      }).format(claims.deviation!)
      expect(cell.querySelector('[aria-hidden="true"]')).toHaveTextContent(shown)
      expect(cell.querySelector('.visually-hidden')).toHaveTextContent(
        /times the usual forecast error (above|below) the forecast|exactly as forecast/,
      )
    } finally {
      await server.close()
    }
  }, 20_000)

  it('an indicator page shows how EURUSD moved 15 and 60 minutes after its recent releases, and "not available" beyond the history', async () => {
    const server = await serve()
    try {
      expect(findIndicator('us-initial-jobless-claims')?.reactsIn).toBe('EURUSD')
      await renderWithRouter(<IndicatorPage slug="us-initial-jobless-claims" />, '/en/trading/calendar/us-initial-jobless-claims')
      const table = await screen.findByRole('table', { name: 'Moves of EURUSD after the latest releases' }, { timeout: 10_000 })
      expect(screen.getByText('EURUSD quotes the USD second: a fall means the USD gained.')).toBeInTheDocument()
      await waitFor(() => expect(table).not.toHaveTextContent('…'), { timeout: 10_000 })
      const rows = within(table).getAllByRole('row').slice(1)
      expect(rows).toHaveLength(8)
      const cellsOf = (day: string) => {
        const row = rows.find((r) => r.querySelector(`time[datetime^="${day}"]`))!
        return within(row).getAllByRole('cell')
      }

      // Thursday 19 November, 13:30 UTC: inside the 15-minute candles, so both moves are there, as the candles say.
      const fifteen = (await server.call(apiPaths.priceHistory, { goods: 'EURUSD', period: '15m', count: 500 })).json.dt
        .list as Candle[]
      const release = Date.parse('2026-11-19T13:30:00Z')
      const percent = (minutes: number) =>
        new Intl.NumberFormat('en', {
          style: 'percent',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          signDisplay: 'exceptZero',
        }).format(releaseReaction(release, minutes, [{ period: '15m', candles: fifteen }])!.change / 100)
      const [, after15, after60] = cellsOf('2026-11-19')
      expect(after15).toHaveTextContent(percent(15))
      expect(after60).toHaveTextContent(percent(60))
      // Thursday 29 October: before the 15-minute history, and 13:30 is no hourly candle's start.
      const [, old15, old60] = cellsOf('2026-10-29')
      expect(old15).toHaveTextContent('not available')
      expect(old60).toHaveTextContent('not available')
      // Today's release, half an hour ago: the hour after it has not passed yet.
      const [, today15, today60] = cellsOf('2026-11-25')
      expect(today15).not.toHaveTextContent('not available')
      expect(today60).toHaveTextContent('not available')
    } finally {
      await server.close()
    }
  }, 30_000)
})
