import { describe, expect, it } from 'vitest'
import { defaultFields, examplePrices, fieldsFromSearch, searchFromFields } from './fields'
import { readCalculatorSearch } from './search'

describe('the calculators in the address', () => {
  it('keeps what was typed, even what cannot be read, and writes only what differs from the defaults', () => {
    const fields = {
      ...defaultFields('en'),
      symbol: 'XAUUSD' as const,
      ...examplePrices('XAUUSD', 'en'),
      balance: '-500',
      stop: 'zero',
      open: '2350',
    }
    const search = searchFromFields(fields, 'en')
    expect(search).toEqual({ symbol: 'XAUUSD', balance: '-500', stop: 'zero', open: '2350' })
    expect(fieldsFromSearch(search, 'en')).toEqual(fields)
  })

  it('follows the instrument with its example prices and the language with its decimal comma', () => {
    expect(fieldsFromSearch({ symbol: 'USDJPY' }, 'de')).toMatchObject({ open: '151,420', close: '151,920', account: 'EUR' })
    expect(defaultFields('pl').account).toBe('PLN')
  })

  it('falls back to the default for a choice the page does not offer', () => {
    expect(fieldsFromSearch({ symbol: 'BTCUSD', account: 'CHF', side: 'hold', from: 'sunday' }, 'en')).toEqual(
      defaultFields('en'),
    )
  })

  it('reads only text, bounded, from the address', () => {
    expect(readCalculatorSearch({ lots: '2', risk: 1, symbol: ['EURUSD'], balance: 'x'.repeat(100), other: 'y' })).toEqual({
      lots: '2',
      balance: 'x'.repeat(40),
    })
  })
})
