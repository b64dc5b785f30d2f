import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CalendarEvent } from '~/contract/market-data'
import { numberFormat } from '~/lib/number-format'

/** Thousands, millions and billions as each language abbreviates them (K/M/B, Tsd./Mio./Mrd., tys./mln/mld). */
const scales = {
  K: msg({ message: 'K', context: 'thousands, after a figure' }),
  M: msg({ message: 'M', context: 'millions, after a figure' }),
  B: msg({ message: 'B', context: 'billions, after a figure' }),
}

/** A release's figure with its unit, or a dash while there is none. */
export function formatFigure(
  i18n: I18n,
  locale: string,
  unit: CalendarEvent['unit'],
  value: number | null,
  signed = false,
): string {
  if (value === null) return '—'
  const number = numberFormat(locale, { maximumFractionDigits: 3 }).format(value)
  const sign = signed && value > 0 ? '+' : ''
  if (unit === '%') return `${sign}${number} %`
  if (unit === 'K' || unit === 'M' || unit === 'B') return `${sign}${number} ${i18n._(scales[unit])}`
  return `${sign}${number}`
}
