import { describe, expect, it } from 'vitest'
import { readPoEntries } from '../../server/i18n/po-catalog'

const entries = (code: string) => readPoEntries(`locales/${code}/messages.po`)

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}|<(\d+)>/g)].map((m) => m[0]).sort()

const source = entries('en')

describe.each(['de', 'pl'])('the %s catalog', (code) => {
  const translated = new Map(entries(code).map((e) => [e.msgid, e.str]))

  it('has every message of the source catalog', () => {
    expect(source.length).toBeGreaterThan(100)
    expect(source.filter((e) => !translated.has(e.msgid)).map((e) => e.msgid)).toEqual([])
  })

  it('translates every message', () => {
    expect(source.filter((e) => !translated.get(e.msgid)?.trim()).map((e) => e.msgid)).toEqual([])
  })

  it('keeps every placeholder and tag of the source', () => {
    const broken = source.filter((e) => {
      const str = translated.get(e.msgid)
      // Messages with an explicit id (server texts) carry their English text in the source catalog.
      const english = e.str || e.msgid
      return str && JSON.stringify(placeholders(str)) !== JSON.stringify(placeholders(english))
    })
    expect(broken.map((e) => e.msgid)).toEqual([])
  })
})
