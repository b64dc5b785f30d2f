import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { pickMessages, recordMessageLookups } from './message-lookups'

describe('recordMessageLookups', () => {
  it('records the ids a render looks up, and nothing after it stops', () => {
    const i18n = setupI18n({ locale: 'de', messages: { de: { a1: ['Eins'], b2: ['Hallo ', ['name']], c3: ['Drei'] } } })
    const lookups = recordMessageLookups(i18n)
    expect(i18n._('a1')).toBe('Eins')
    expect(i18n._({ id: 'b2', values: { name: 'Ada' } })).toBe('Hallo Ada')
    lookups.stop()
    expect(i18n._('c3')).toBe('Drei')
    expect([...lookups.ids]).toEqual(['a1', 'b2'])
  })
})

describe('pickMessages', () => {
  it('keeps the listed messages and skips ids the catalog lacks', () => {
    expect(pickMessages({ a1: 'Eins', b2: 'Zwei' }, ['b2', 'zz'])).toEqual({ b2: 'Zwei' })
  })
})
