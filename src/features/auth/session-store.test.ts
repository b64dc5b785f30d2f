import { describe, expect, it } from 'vitest'
import { safeRedirect } from './session-store'

const site = 'https://www.broker.example'

describe('the address followed after login', () => {
  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/uc',
    'http://www.broker.example/uc',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' //evil.example',
    '',
  ])('stays on the site for %j', (target) => {
    expect(safeRedirect(target, '/uc', site)).toBe('/uc')
  })

  it('follows an address on the site, as the browser resolves it', () => {
    expect(safeRedirect('/en/account/deposit?tab=card#top', '/uc', site)).toBe('/en/account/deposit?tab=card#top')
    expect(safeRedirect(`${site}/pl/uc`, '/uc', site)).toBe('/pl/uc')
    expect(safeRedirect('/en/../uc', '/fallback', site)).toBe('/uc')
    expect(safeRedirect(undefined, '/uc', site)).toBe('/uc')
    expect(safeRedirect(42, '/uc', site)).toBe('/uc')
  })

  it('compares with the page’s own origin by default', () => {
    expect(safeRedirect('/en/uc', '/uc')).toBe('/en/uc')
    expect(safeRedirect('//evil.example', '/uc')).toBe('/uc')
  })
})
