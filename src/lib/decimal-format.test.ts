import { describe, expect, it } from 'vitest'
import {
  clockFormatter,
  decimalFormatter,
  formatsWithoutIntl,
  longDateFormatter,
  mediumDateTimeFormatter,
} from './decimal-format'

const locales = ['en-GB', 'de-DE', 'pl-PL']

/** A deterministic spread of values: prices, ties at every digit, tiny, huge, negative, zero. */
function values(): number[] {
  let seed = 42
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
  const out = [0, -0, 1.005, 2.5, -2.5, 0.125, 1234.5, 12_345.675, 999.9995, 9.995, 0.0001, 1e-7, 5e-324, 1e21, 123_456_789.123]
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(random() * 12 - 6)
    const value = (random() - 0.5) * 2 * magnitude
    out.push(value, Number(value.toFixed(Math.floor(random() * 6))), Math.round(value * 1000) / 1000 + 0.0005)
  }
  return out
}

const optionSets = [
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 5, maximumFractionDigits: 5 },
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 3, maximumFractionDigits: 3, signDisplay: 'exceptZero' },
  { maximumFractionDigits: 2 },
  {},
  { style: 'percent' },
  { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' },
  { style: 'percent', maximumFractionDigits: 2 },
  { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 },
] as const

describe('decimal formatting without Intl', () => {
  for (const locale of locales) {
    for (const options of optionSets) {
      it(`writes what Intl writes in ${locale} with ${JSON.stringify(options)}`, () => {
        expect(formatsWithoutIntl(locale, options)).toBe(true)
        const ours = decimalFormatter(locale, options)
        const intl = new Intl.NumberFormat(locale, options)
        const differences = values()
          .map((value) => ({ value, ours: ours.format(value), intl: intl.format(value) }))
          .filter((row) => row.ours !== row.intl)
        expect(differences.slice(0, 5)).toEqual([])
      })
    }
  }

  it('leaves other locales and options to Intl', () => {
    expect(formatsWithoutIntl('fr-FR', {})).toBe(false)
    expect(formatsWithoutIntl('en-GB', { style: 'currency', currency: 'EUR' })).toBe(false)
    expect(formatsWithoutIntl('en-GB', { signDisplay: 'always' })).toBe(false)
    expect(formatsWithoutIntl('de-DE', { useGrouping: false })).toBe(false)
    expect(formatsWithoutIntl('de-DE', { style: 'unit', unit: 'megabyte' })).toBe(false)
    expect(formatsWithoutIntl('de-DE', { unit: 'kilobyte' })).toBe(false)
  })

  it('writes clock times as Intl does for timeStyle medium', () => {
    const date = new Date(2026, 10, 25, 9, 5, 7)
    for (const locale of locales) {
      expect(clockFormatter(locale, { timeStyle: 'medium' })?.format(date)).toBe(
        new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(date),
      )
    }
    expect(clockFormatter('en-US', { timeStyle: 'medium' })).toBeNull()
    expect(clockFormatter('en-GB', { timeStyle: 'short' })).toBeNull()
  })

  it('writes long dates as Intl does for dateStyle long, in UTC or local, every month and the days at both ends', () => {
    for (const options of [{ dateStyle: 'long', timeZone: 'UTC' }, { dateStyle: 'long' }] as const) {
      for (const locale of locales) {
        const intl = new Intl.DateTimeFormat(locale, options)
        const ours = longDateFormatter(locale, options)!
        for (let month = 0; month < 12; month++)
          for (const day of [1, 9, 10, 28])
            for (const at of [Date.UTC(2026, month, day), Date.UTC(2027, month, day, 23, 59)])
              expect(ours.format(at), `${locale} ${JSON.stringify(options)} ${new Date(at).toISOString()}`).toBe(intl.format(at))
      }
    }
    expect(longDateFormatter('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })).toBeNull()
    expect(longDateFormatter('en-GB', { dateStyle: 'long', timeZone: 'Asia/Tokyo' })).toBeNull()
    expect(longDateFormatter('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBeNull()
  })

  it('writes medium dates, with a short time or without, local or in UTC, as Intl does, every month', () => {
    const optionSets = [
      { dateStyle: 'medium', timeStyle: 'short' },
      { dateStyle: 'medium' },
      { dateStyle: 'medium', timeZone: 'UTC' },
      { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
    ] as const
    for (const locale of locales)
      for (const options of optionSets) {
        const intl = new Intl.DateTimeFormat(locale, options)
        const ours = mediumDateTimeFormatter(locale, options)!
        for (let month = 0; month < 12; month++)
          for (const [day, hour, minute] of [
            [1, 0, 0],
            [9, 9, 5],
            [28, 23, 59],
          ] as const) {
            const at = new Date(2026, month, day, hour, minute, 30)
            expect(ours.format(at), `${locale} ${JSON.stringify(options)} ${at.toISOString()}`).toBe(intl.format(at))
          }
      }
    expect(mediumDateTimeFormatter('fr-FR', { dateStyle: 'medium' })).toBeNull()
    expect(mediumDateTimeFormatter('en-GB', { dateStyle: 'medium', timeStyle: 'medium' })).toBeNull()
    expect(mediumDateTimeFormatter('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Warsaw' })).toBeNull()
    expect(mediumDateTimeFormatter('en-GB', { dateStyle: 'medium', hourCycle: 'h12' })).toBeNull()
  })
})
