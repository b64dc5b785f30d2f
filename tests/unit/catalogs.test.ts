import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { type PoEntry, readPoEntries } from '../../server/i18n/po-catalog'

const entries = (code: string) => readPoEntries(`locales/${code}/messages.po`)

/** The placeholders, plural arguments and tags a message uses, each once (a plural form repeats them). */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)[,}]|<(\d+)>/g)].map((m) => m[1] ?? m[2]))].sort()

/** The plural arguments of a message and the forms each offers, from Lingui's own ICU parser. */
function pluralForms(message: string): Array<{ name: string; forms: string[] }> {
  const found: Array<{ name: string; forms: string[] }> = []
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue
      const [name, type, format] = token
      if ((type === 'plural' || type === 'selectordinal') && format && typeof format === 'object') {
        const choices = format as Record<string, CompiledMessage | number | undefined>
        found.push({ name, forms: Object.keys(choices).filter((key) => key !== 'offset' && !key.startsWith('=')) })
        for (const choice of Object.values(choices)) if (Array.isArray(choice)) walk(choice)
      }
    }
  }
  walk(compileMessage(message))
  return found
}

/**
 * Words after a number that need no plural: units written as symbols or abbreviations, and the
 * words that join two numbers ("{min} to {max}", "{0} of {1}").
 */
const invariantAfterNumber = new Set([
  's',
  'ms',
  'min',
  'h',
  'd',
  'x',
  'px',
  'kb',
  'mb',
  'eur',
  'usd',
  'pln',
  'of',
  'to',
  'and',
  'or',
])

/** Nouns that are counted, after any placeholder that is not plainly a name ("{periodName} candles"). */
const countedNouns =
  /^(pips?|points?|lots?|barrels?|ounces?|troy|days?|hours?|minutes?|seconds?|weeks?|months?|years?|times|instruments?|documents?|events?|candles?|clients?|trades?|characters?|digits?|results?|items?|decimal)$/i

/** A placeholder that holds a number: by its name, or for `{0}` by the expression Lingui noted for it. */
const numericName =
  /(count|total|length|min|max|step|size|digits|pips|points|lots|rows|seconds|minutes|hours|days|mins|failed|stored|done|remaining|^n)$/i
const textName = /(name|symbol|currency|country|label|title|text)$/i

function placeholderExpressions(entry: PoEntry) {
  return new Map(
    entry.comments.flatMap((c) => [...c.matchAll(/^placeholder \{(\w+)\}: (.+)$/g)].map((m) => [m[1]!, m[2]!] as const)),
  )
}

/** The "{count} points" of a source message that is not an ICU plural: a number, then a counted word. */
function unpluralisedCounts(entry: PoEntry): string[] {
  const message = entry.str || entry.msgid
  if (pluralForms(message).length > 0) return []
  const expressions = placeholderExpressions(entry)
  return [...message.matchAll(/\{(\w+)\}[\s\u00a0]+(\p{L}+)/gu)]
    .filter(([, name, word]) => {
      if (invariantAfterNumber.has(word!.toLowerCase())) return false
      const holder = (expressions.get(name!) ?? name!).replace(/\)+$/, '').split(/[.(]/).pop()!
      return numericName.test(holder) || (countedNouns.test(word!) && !textName.test(holder))
    })
    .map((m) => m[0])
}

/**
 * Whether a message writes a plural's count as ICU's `#`. Lingui formats that number with
 * Intl.NumberFormat, whose first use on a page loads the browser's number data in one long task
 * while the page hydrates; the messages name a count formatted without Intl instead
 * (`countFormat`, src/lib/number-format.ts).
 */
function usesOctothorpe(message: string): boolean {
  const walk = (tokens: CompiledMessage, inPlural: boolean): boolean =>
    tokens.some((token) => {
      if (typeof token === 'string') return inPlural && token === '#'
      const [, type, format] = token
      if (!format || typeof format !== 'object') return false
      const counts = type === 'plural' || type === 'selectordinal'
      return Object.values(format as Record<string, CompiledMessage | number | undefined>).some(
        (choice) => Array.isArray(choice) && walk(choice, counts || inPlural),
      )
    })
  return walk(compileMessage(message), false)
}

const source = entries('en')

describe('the source catalog', () => {
  it('writes every count as an ICU plural, so that each language can choose its own forms', () => {
    const flagged = source.flatMap((e) => unpluralisedCounts(e).map((hit) => `${hit} — ${e.msgid}`))
    expect(flagged).toEqual([])
  })

  it('tells a number followed by a counted noun from a name followed by a word', () => {
    const entry = (msgid: string, comments: string[] = []): PoEntry => ({ id: msgid, msgid, str: '', files: [], comments })
    expect(unpluralisedCounts(entry('{count} points'))).toEqual(['{count} points'])
    expect(unpluralisedCounts(entry('up to {n} lots'))).toEqual(['{n} lots'])
    expect(unpluralisedCounts(entry('{0} documents', ['placeholder {0}: state.failed']))).toEqual(['{0} documents'])
    expect(unpluralisedCounts(entry('{0} of {total}', ['placeholder {0}: state.done']))).toEqual([])
    expect(unpluralisedCounts(entry('{periodName} candles from {0} to {1}'))).toEqual([])
    expect(unpluralisedCounts(entry('{symbol} chart'))).toEqual([])
    expect(unpluralisedCounts(entry('{0} is regulated', ['placeholder {0}: brand.legalEntity']))).toEqual([])
    expect(unpluralisedCounts(entry('in {days} d {hours} h {mins} min'))).toEqual([])
    expect(unpluralisedCounts(entry('{count, plural, one {# point} other {# points}}'))).toEqual([])
  })

  it('names the count in a plural instead of writing it as "#", in every catalog of the browser\'s messages', () => {
    expect(usesOctothorpe('{n, plural, one {# lot} other {# lots}}')).toBe(true)
    expect(usesOctothorpe('{n, select, a {{m, plural, other {# x}}} other {y}}')).toBe(true)
    expect(usesOctothorpe('{n, plural, one {{lotCount} lot} other {{lotCount} lots}} #1')).toBe(false)
    // The browser's messages; the e-mails' are formatted by the server, where no page waits for them.
    const mailOnly = (e: PoEntry) => e.files.length > 0 && e.files.every((file) => file === 'src/contract/mail-messages.ts')
    const written = ['en', 'de', 'pl'].flatMap((code) =>
      entries(code)
        .filter((e) => !mailOnly(e))
        .flatMap((e) => [e.msgid, e.str].filter((m) => m && usesOctothorpe(m)).map((m) => `${code}: ${m}`)),
    )
    expect(written).toEqual([])
  })
})

describe.each(['de', 'pl'])('the %s catalog', (code) => {
  const translated = new Map(entries(code).map((e) => [e.id, e.str]))
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories as string[]

  it('has every message of the source catalog', () => {
    expect(source.length).toBeGreaterThan(100)
    expect(source.filter((e) => !translated.has(e.id)).map((e) => e.msgid)).toEqual([])
  })

  it('translates every message', () => {
    expect(source.filter((e) => !translated.get(e.id)?.trim()).map((e) => e.msgid)).toEqual([])
  })

  it('keeps every placeholder and tag of the source', () => {
    const broken = source.filter((e) => {
      const str = translated.get(e.id)
      // Messages with an explicit id (server texts) carry their English text in the source catalog.
      const english = e.str || e.msgid
      return str && JSON.stringify(placeholders(str)) !== JSON.stringify(placeholders(english))
    })
    expect(broken.map((e) => e.msgid)).toEqual([])
  })

  it(`gives every plural the forms the language needs (${categories.join(', ')})`, () => {
    const incomplete = source.flatMap((e) => {
      const english = pluralForms(e.str || e.msgid)
      if (english.length === 0) return []
      const str = translated.get(e.id) ?? ''
      const forms = new Map(pluralForms(str).map((p) => [p.name, p.forms]))
      return english
        .filter((p) => !categories.every((category) => forms.get(p.name)?.includes(category)))
        .map((p) => `${p.name}: ${str || e.msgid}`)
    })
    expect(incomplete).toEqual([])
  })
})

describe('the pl catalog', () => {
  it('addresses the reader without forms that speak to men only ("otwierałeś", "jesteś pewien")', () => {
    const masculine = /\p{L}+(?:łeś|łbyś)(?!\p{L})|jesteś pewien/iu
    expect(
      entries('pl')
        .filter((e) => masculine.test(e.str))
        .map((e) => e.str),
    ).toEqual([])
  })
})

describe('a word with several meanings', () => {
  const translation = (code: string, message: string, context: string) =>
    new Map(entries(code).map((e) => [e.id, e.str])).get(generateMessageId(message, context))

  it('has a message for each meaning: a candle’s prices, the market’s state and an event’s importance', () => {
    expect(['Open', 'High', 'Low', 'Close'].map((word) => translation('de', word, 'candle'))).toEqual([
      'Eröffnung',
      'Hoch',
      'Tief',
      'Schluss',
    ])
    expect(['Open', 'High', 'Low', 'Close'].map((word) => translation('pl', word, 'candle'))).toEqual([
      'Otwarcie',
      'Maks.',
      'Min.',
      'Zamknięcie',
    ])
    expect(['Open', 'Closed'].map((word) => translation('de', word, 'market status'))).toEqual(['Geöffnet', 'Geschlossen'])
    expect(['Open', 'Closed'].map((word) => translation('pl', word, 'market status'))).toEqual(['Otwarty', 'Zamknięty'])
    expect(['Low', 'Medium', 'High'].map((word) => translation('de', word, 'importance'))).toEqual(['Niedrig', 'Mittel', 'Hoch'])
    expect(['Low', 'Medium', 'High'].map((word) => translation('pl', word, 'importance'))).toEqual(['Niska', 'Średnia', 'Wysoka'])
  })
})
