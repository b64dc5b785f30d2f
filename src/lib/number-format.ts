/**
 * Cached Intl.NumberFormat instances: live prices re-render every second, and building a
 * formatter per cell and tick is the expensive part of drawing the quotes board.
 */
const formatters = new Map<string, Intl.NumberFormat>()

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
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
