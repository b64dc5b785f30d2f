import { I18nProvider } from '@lingui/react'
import { screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '~/lib/i18n'
import { renderWithProviders } from '~/test/render'
import { TradingHours } from './trading-hours'

const zone = process.env.TZ

beforeAll(() => activateLocale('en'))

describe('trading hours', () => {
  beforeEach(() => {
    // A Wednesday in winter: New York is at UTC−05:00, Warsaw at UTC+01:00.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T14:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
    process.env.TZ = zone
  })

  it('says the hours in UTC in the prerendered page, which cannot know the visitor’s zone', () => {
    process.env.TZ = 'Europe/Warsaw'
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <TradingHours session="eu-index" />
      </I18nProvider>,
    )
    expect(html).toContain('Monday to Friday, 07:00–21:00 each day.')
    expect(html).toContain('Times in UTC.')
  })

  it('says them in the visitor’s own zone once the page runs', () => {
    process.env.TZ = 'Europe/Warsaw'
    renderWithProviders(
      <p>
        <TradingHours session="eu-index" />
      </p>,
    )
    expect(screen.getByText(/Monday to Friday, 08:00–22:00 each day\. Times in UTC\+01:00\./)).toBeTruthy()
  })

  it('moves the days where the zone moves them', () => {
    process.env.TZ = 'America/New_York'
    renderWithProviders(
      <p>
        <TradingHours session="asia-index" />
      </p>,
    )
    // 01:15–08:30 UTC on weekdays is the evening before in New York.
    expect(screen.getByText(/Sunday to Thursday, 20:15–03:30 each day\. Times in UTC−05:00\./)).toBeTruthy()
  })

  it('gives a week-long session its opening, its close and its daily break', () => {
    process.env.TZ = 'Europe/Warsaw'
    renderWithProviders(
      <p>
        <TradingHours session="metals" />
      </p>,
    )
    expect(
      screen.getByText(/Opens Monday 00:00, closes Friday 23:00\. Daily break 23:00–00:00\. Times in UTC\+01:00\./),
    ).toBeTruthy()
  })
})
