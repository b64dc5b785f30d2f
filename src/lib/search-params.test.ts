import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params'

describe('search serialisation', () => {
  it('keeps numeric-looking, boolean-looking and empty values as the strings the address holds', () => {
    expect(parseSearch('?v=1234&flag=true&none=null&empty=&bare')).toEqual({
      v: '1234',
      flag: 'true',
      none: 'null',
      empty: '',
      bare: '',
    })
  })

  it('writes a string back exactly as it was read', () => {
    for (const search of ['?v=1234', '?v=6688', '?v=-1', '?v=1e3', '?v=', '?redirect=%2Fpl%2Ftrading%3Fx%3D1', '?q=true']) {
      expect(stringifySearch(parseSearch(search))).toBe(search)
    }
    expect(stringifySearch({ v: '1234' })).toBe('?v=1234')
    expect(stringifySearch({ v: '' })).toBe('?v=')
  })

  it('round-trips special characters, spaces and unicode', () => {
    const search = { redirect: '/de/more/faq?x=1&y=2#top', name: 'Zażółć gęślą jaźń + 100%', plus: 'a+b c' }
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })

  it('round-trips strings that look like JSON, which the address writes quoted', () => {
    const search = { a: '"quoted"', b: '{"x":1}', c: '[1,2]', d: '{not json', e: '[' }
    const written = stringifySearch(search)
    expect(written).toContain('d=%7Bnot+json')
    expect(parseSearch(written)).toEqual(search)
  })

  it('reads an address written by the router default as the string it meant', () => {
    expect(parseSearch('?v=%221234%22')).toEqual({ v: '1234' })
  })

  it('writes numbers and booleans as text and objects and arrays as JSON', () => {
    expect(stringifySearch({ page: 2, open: false, filter: { c: ['USD'] }, gone: undefined })).toBe(
      `?page=2&open=false&filter=${encodeURIComponent('{"c":["USD"]}')}`,
    )
    expect(parseSearch(stringifySearch({ filter: { c: ['USD'] }, list: ['a', 'b'] }))).toEqual({
      filter: { c: ['USD'] },
      list: ['a', 'b'],
    })
  })

  it('reads a repeated key as a list', () => {
    expect(parseSearch('c=USD&c=EUR&c=123')).toEqual({ c: ['USD', 'EUR', '123'] })
  })

  it('writes nothing for an empty search', () => {
    expect(stringifySearch({})).toBe('')
    expect(parseSearch('')).toEqual({})
  })
})
