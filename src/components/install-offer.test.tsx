import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '~/lib/i18n'
import { captureInstallPrompt, isIosSafari } from '~/lib/install-prompt'
import { renderWithProviders } from '~/test/render'
import { InstallOffer } from './install-offer'

beforeAll(async () => {
  await activateLocale('en')
  captureInstallPrompt()
})
beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

const show = () => renderWithProviders(<InstallOffer />)

/** What Chromium dispatches when the site is installable. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  })
  act(() => {
    window.dispatchEvent(event)
  })
  return event
}

describe('install offer', () => {
  // First: the browser has not offered a prompt yet in this module's life.
  it('explains Share, Add to Home Screen in Safari on iPhone', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    )
    show()
    expect(screen.getByRole('heading', { name: 'Or install this site as an app' })).toBeTruthy()
    expect(screen.getByText('Share')).toBeTruthy()
    expect(screen.getByText('Add to Home Screen')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
  })

  it('shows nothing until the browser offers installation, then keeps the prompt for the button', async () => {
    show()
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
    const event = offerInstall('accepted')
    expect(event.defaultPrevented).toBe(true)
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Install the app' })))
    expect(event.prompt).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
    expect(localStorage.getItem('mc-install-dismissed')).toBeNull()
  })

  it('remembers a refusal in the browser dialog', async () => {
    show()
    offerInstall('dismissed')
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Install the app' })))
    expect(localStorage.getItem('mc-install-dismissed')).not.toBeNull()
  })

  it('"Not now" hides the offer and it stays hidden when the browser offers again', async () => {
    const { unmount } = show()
    offerInstall('accepted')
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('complementary')).toBeNull()
    unmount()
    show()
    offerInstall('accepted')
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull()
  })
})

describe('isIosSafari', () => {
  const safari = 'AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
  it.each([
    [`Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) ${safari}`, 0, true],
    [`Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${safari}`, 5, true],
    [`Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${safari}`, 0, false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 CriOS/131.0 Mobile/15E148 Safari/604.1',
      0,
      false,
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 5, false],
  ])('%s with %i touch points: %s', (userAgent, touchPoints, expected) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(expected)
  })
})
