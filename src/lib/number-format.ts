/**
 * Cached Intl formatters: building one is far dearer than formatting with it (a millisecond or more
 * on a phone, and the first one of a page loads the locale's data), and tables format a value per
 * cell, live prices on every tick.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key) as F | undefined
  if (!formatter) {
    formatter = make()
    formatters.set(key, formatter)
  }
  return formatter
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options))
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options))
}

/** A price with exactly the instrument's digits. */
export function priceFormat(locale: string, digits: number, signed = false): Intl.NumberFormat {
  return numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  })
}

export function percentFormat(locale: string): Intl.NumberFormat {
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' })
}
