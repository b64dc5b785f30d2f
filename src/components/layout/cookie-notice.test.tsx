import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cookiePolicyVersion } from '~/config/legal-documents'
import { openCookieSettings } from '~/lib/consent'
import { cookieNames, readCookie, removeCookie } from '~/lib/cookies'
import { activateLocale } from '~/lib/i18n'
import { localValues } from '~/lib/storage'
import { renderWithRouter } from '~/test/render'
import { fetchToApp } from '../../../scripts/test-support/fetch-to-app'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { CookieNotice } from './cookie-notice'

beforeAll(() => activateLocale('en'))

let server: Awaited<ReturnType<typeof createTestApp>>
let offline = false

// The browser's fetch goes to the real API in-process; "offline" fails it as a dropped network does.
beforeEach(async () => {
  server = await createTestApp()
  offline = false
  vi.stubGlobal(
    'fetch',
    fetchToApp(server.app, () => {
      if (offline) throw new TypeError('Failed to fetch')
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  removeCookie(cookieNames.consent)
  localValues.remove('consent-outbox')
})

const records = () =>
  server.db.selectFrom('consent_records').select(['imei', 'categories', 'policy_version', 'language']).orderBy('id').execute()

describe('the cookie choice', () => {
  it('offers rejecting and accepting as buttons of the same look, one click each, and records the choice', async () => {
    await renderWithRouter(<CookieNotice />, '/en/trading')
    const notice = await screen.findByRole('region', { name: 'Cookie choice' })
    const reject = screen.getByRole('button', { name: 'Reject analytics' })
    const accept = screen.getByRole('button', { name: 'Accept all' })
    expect(reject.className).toBe(accept.className)
    expect(reject.parentElement).toBe(accept.parentElement)
    fireEvent.click(reject)
    expect(notice).not.toBeInTheDocument()
    expect(readCookie(cookieNames.consent)).toBe('0')
    await waitFor(async () =>
      expect(await records()).toEqual([
        { imei: readCookie(cookieNames.imei), categories: 'necessary', policy_version: cookiePolicyVersion, language: 'en' },
      ]),
    )
  })

  it('opens the settings asked for from the footer before its own code had arrived', async () => {
    // The footer's button works from hydration; the notice's code loads once the page is interactive.
    openCookieSettings()
    await renderWithRouter(<CookieNotice />, '/en/trading')
    expect(await screen.findByRole('region', { name: 'Cookie settings' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Reject analytics' }))
  })

  it('lists the categories in the settings, where a choice is changed and withdrawn, each change a new record', async () => {
    await renderWithRouter(<CookieNotice />, '/en')
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }))
    act(() => openCookieSettings())
    const settings = await screen.findByRole('region', { name: 'Cookie settings' })
    expect(screen.getByRole('heading', { name: 'Cookie settings' })).toHaveFocus()
    const necessary = screen.getByRole('switch', { name: /Strictly necessary/ })
    expect(necessary).toBeChecked()
    expect(necessary).toBeDisabled()
    const analytics = screen.getByRole('switch', { name: 'Analytics' })
    expect(analytics).toBeChecked()
    // Rejecting and accepting stay one click each here too, with the same look.
    expect(screen.getByRole('button', { name: 'Reject analytics' }).className).toBe(
      screen.getByRole('button', { name: 'Accept all' }).className,
    )
    fireEvent.click(analytics)
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }))
    expect(settings).not.toBeInTheDocument()
    expect(readCookie(cookieNames.consent)).toBe('0')

    act(() => openCookieSettings())
    expect(await screen.findByRole('switch', { name: 'Analytics' })).not.toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    expect(readCookie(cookieNames.consent)).toBe('1')
    await waitFor(async () =>
      expect((await records()).map((r) => r.categories)).toEqual(['necessary analytics', 'necessary', 'necessary analytics']),
    )
  })

  it('keeps a choice made offline and delivers it once the server can be reached', async () => {
    offline = true
    await renderWithRouter(<CookieNotice />, '/en/about')
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }))
    await waitFor(() => expect(localValues.get('consent-outbox')).toContain('analytics'))
    expect(await records()).toEqual([])
    offline = false
    // The next attempt (src/lib/when-reachable.ts) delivers it and empties the outbox.
    await vi.waitFor(
      async () => expect((await records()).map((r) => [r.categories, r.language])).toEqual([['necessary analytics', 'en']]),
      {
        timeout: 15_000,
        interval: 200,
      },
    )
    expect(localValues.get('consent-outbox')).toBeUndefined()
  })
})
