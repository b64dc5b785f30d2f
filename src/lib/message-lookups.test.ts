import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messagesToShip, pickMessages, recordMessageLookups } from './message-lookups'

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

describe('messagesToShip', () => {
  it('adds the other messages of the files a looked-up message comes from, and no others', () => {
    const origins = new Map([
      ['title', ['alerts.tsx']],
      ['label', ['alerts.tsx']],
      ['shared', ['alerts.tsx', 'footer.tsx']],
      ['footer', ['footer.tsx']],
      ['other', ['calendar.tsx']],
      ['question', ['faq-content.ts']],
      ['answer', ['faq-content.ts']],
    ])
    expect([...messagesToShip(['title'], origins)].sort()).toEqual(['label', 'shared', 'title'])
    // One level only: a message shared with another file does not pull that file's messages in.
    expect(messagesToShip(['title'], origins).has('footer')).toBe(false)
    // A text several files use says nothing about which of them rendered.
    expect([...messagesToShip(['shared'], origins)]).toEqual(['shared'])
    expect([...messagesToShip(['unknown'], origins)]).toEqual(['unknown'])
    // A content module's texts belong to many pages: only what the page rendered of it comes along.
    expect([...messagesToShip(['question'], origins)]).toEqual(['question'])
  })

  it('adds the messages of the modules a rendered component imports, one level down', () => {
    const origins = new Map([
      ['board', ['board.tsx']],
      ['unchanged', ['direction.tsx', 'other-board.tsx']],
      ['rising', ['direction.tsx']],
      ['arrow', ['arrow.tsx']],
      ['install', ['offer.tsx']],
      ['event name', ['event-names.ts']],
      ['unrelated', ['calendar.tsx']],
      ['country', ['countries.ts']],
    ])
    const imports: Record<string, string[]> = {
      'board.tsx': ['direction.tsx', 'event-names.ts', 'offer-island.tsx', 'format.ts'],
      'direction.tsx': ['arrow.tsx'],
      // A module without texts is not looked through.
      'format.ts': ['countries.ts'],
      // An island's wrapper, without texts of its own: what it loads comes along.
      'offer-island.tsx': ['offer.tsx'],
    }
    const shipped = messagesToShip(['board'], origins, (file) => imports[file] ?? [])
    // The event names come along: a board shows the events its data holds.
    expect([...shipped].sort()).toEqual(['board', 'event name', 'install', 'rising', 'unchanged'])
    // Not what an imported module imports in turn.
    expect(shipped.has('arrow')).toBe(false)
    expect(shipped.has('country')).toBe(false)
  })
})
