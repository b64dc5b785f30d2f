import { describe, expect, it } from 'vitest'
import { langParam, localeFromPath, localizedPath, splitLocalePath } from './locale-path'

describe('language addresses', () => {
  it('reads German as the default and the prefix otherwise', () => {
    expect(localeFromPath('/')).toBe('de')
    expect(localeFromPath('/trading/forex')).toBe('de')
    expect(localeFromPath('/en')).toBe('en')
    expect(localeFromPath('/pl/more/faq')).toBe('pl')
    expect(localeFromPath('/english')).toBe('de')
  })

  it('treats the partner programme as English by default', () => {
    expect(localeFromPath('/partner')).toBe('en')
    expect(localeFromPath('/de/partner')).toBe('de')
    expect(localizedPath('en', '/partner')).toBe('/partner')
    expect(localizedPath('de', '/partner')).toBe('/de/partner')
  })

  it('builds one address per page and language', () => {
    expect(localizedPath('de', '/')).toBe('/')
    expect(localizedPath('en', '/')).toBe('/en')
    expect(localizedPath('pl', '/trading/forex')).toBe('/pl/trading/forex')
    expect(splitLocalePath('/pl/trading/forex')).toEqual({ prefix: 'pl', barePath: '/trading/forex' })
    expect(splitLocalePath('/en')).toEqual({ prefix: 'en', barePath: '/' })
    expect(langParam('de', '/about')).toBeUndefined()
    expect(langParam('en', '/about')).toBe('en')
  })
})
