import { describe, expect, it, vi } from 'vitest'
import { adoptOfflineAddress, safeReturnPath } from './offline-address'

describe('the offline page address', () => {
  it('keeps the wanted address and renames the page to the offline page of its language', () => {
    document.body.innerHTML = '<div data-offline-page></div>'
    const history = { replaceState: vi.fn() } as unknown as History
    adoptOfflineAddress(document, { pathname: '/pl/trading/forex', search: '?x=1' } as Location, history)
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/pl/offline?from=%2Fpl%2Ftrading%2Fforex%3Fx%3D1')
  })

  it('leaves every other page and the offline page itself alone', () => {
    const history = { replaceState: vi.fn() } as unknown as History
    document.body.innerHTML = '<h1>FAQ</h1>'
    adoptOfflineAddress(document, { pathname: '/more/faq', search: '' } as Location, history)
    document.body.innerHTML = '<div data-offline-page></div>'
    adoptOfflineAddress(document, { pathname: '/offline', search: '' } as Location, history)
    expect(history.replaceState).not.toHaveBeenCalled()
  })

  it('retries only paths on this site', () => {
    expect(safeReturnPath('/en/trading/forex?x=1')).toBe('/en/trading/forex?x=1')
    for (const unsafe of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 42]) {
      expect(safeReturnPath(unsafe)).toBeUndefined()
    }
  })
})
