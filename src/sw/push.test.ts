import { describe, expect, it, vi } from 'vitest'
import { focusOrOpen } from './push'

/** Window clients as the service worker sees them. */
function clientsWith(urls: string[]) {
  const windows = urls.map((url) => ({ url, focus: vi.fn(async () => undefined) }))
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  }
  return { clients: clients as unknown as Clients, windows, openWindow: clients.openWindow }
}

describe('a click on a push notification', () => {
  const quotes = new URL('/pl/trading/realtime', self.location.origin)

  it('brings forward a tab already on the quotes page', async () => {
    const { clients, windows, openWindow } = clientsWith([`${self.location.origin}/pl/more/faq`, quotes.href])
    await focusOrOpen(clients, quotes)
    expect(windows[1]!.focus).toHaveBeenCalledOnce()
    expect(windows[0]!.focus).not.toHaveBeenCalled()
    expect(openWindow).not.toHaveBeenCalled()
  })

  it('opens the quotes page when no tab shows it', async () => {
    const { clients, openWindow } = clientsWith([`${self.location.origin}/pl/more/faq`])
    await focusOrOpen(clients, quotes)
    expect(openWindow).toHaveBeenCalledWith(quotes.href)
  })

  it('never opens another site', async () => {
    const { clients, openWindow } = clientsWith([])
    await focusOrOpen(clients, new URL('https://evil.example/phish'))
    expect(openWindow).not.toHaveBeenCalled()
  })
})
