import {
  clockFormatter,
  type DateFormatter,
  decimalFormatter,
  type Formatter,
  formatsWithoutIntl,
  longDateFormatter,
  mediumDateTimeFormatter,
} from './decimal-format'

/**
 * Cached formatters: building an Intl formatter is far dearer than formatting with it (a millisecond
 * or more on a phone, and the first one of a page loads the locale's data), and tables format a
 * value per cell, live prices on every tick. Plain numbers, clock times and dates in the site's locales
 * are written without Intl at all (see decimal-format.ts).
 */
const formatters = new Map<string, Formatter | DateFormatter>()

function cached<F extends Formatter | DateFormatter>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key) as F | undefined
  if (!formatter) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Formatter {
  return cached('number', locale, options, () =>
    formatsWithoutIntl(locale, options) ? decimalFormatter(locale, options) : new Intl.NumberFormat(locale, options),
  )
}

/**
 * A date formatter: without Intl for the formats of decimal-format.ts, which pages everywhere use,
 * and for the format `written` writes (one of written-dates.ts, passed by the page that needs it, so
 * that its names load with that page only); Intl for any other.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  written?: (locale: string, options: object) => DateFormatter | null,
): DateFormatter {
  return cached(
    'date',
    locale,
    options,
    () =>
      clockFormatter(locale, options) ??
      longDateFormatter(locale, options) ??
      mediumDateTimeFormatter(locale, options) ??
      written?.(locale, options) ??
      new Intl.DateTimeFormat(locale, options),
  )
}

/** A price with exactly the instrument's digits. */
export function priceFormat(locale: string, digits: number, signed = false): Formatter {
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  })
}

export function percentFormat(locale: string): Formatter {
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' })
}

/** A calendar date ("2026-11-24") written out in full in the language, as of that day in UTC. */
export function longDate(locale: string, isoDate: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/**
 * A count as the locale writes it ("12", "1.250"), for the number in a plural message. Lingui's `#`
 * would format it with Intl.NumberFormat, whose first use on a page loads the browser's number data
 * (15 to 25 ms in one piece on a desktop, four times that on a phone) in the middle of hydration; so
 * plural messages name a count formatted here instead (tests/unit/catalogs.test.ts holds them to it).
 */
export function countFormat(locale: string): Formatter {
  return numberFormat(locale, { maximumFractionDigits: 0 })
}
