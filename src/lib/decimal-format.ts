/**
 * Numbers, sizes in kilobytes, clock times and dates in the site's three locales without Intl. The first Intl formatter a page
 * builds loads the browser's locale data: 15 to 50 ms in one piece on a desktop, several times that on
 * a phone, in the middle of hydration or of the first price tick. Prices, spreads and percentages
 * need only digits, a decimal mark, grouping and a sign, which are fixed per locale; the unit test
 * checks every rule here against Intl itself. Any other locale or option goes to Intl.
 */

interface Symbols {
  decimal: string
  group: string
  /** A four-digit whole part stays ungrouped (ICU's minimum grouping digits of 2: "1234,50"). */
  groupFromFiveDigits: boolean
  percent: string
  /** A size in kilobytes, short ("12 kB"). */
  kilobyte: string
}

const symbols: Record<string, Symbols> = {
  'en-GB': { decimal: '.', group: ',', groupFromFiveDigits: false, percent: '%', kilobyte: ' kB' },
  'de-DE': { decimal: ',', group: '.', groupFromFiveDigits: false, percent: '\u00a0%', kilobyte: ' kB' },
  'pl-PL': { decimal: ',', group: '\u00a0', groupFromFiveDigits: true, percent: '%', kilobyte: ' kB' },
}

export interface DecimalOptions {
  style?: 'decimal' | 'percent' | 'unit'
  /** With style 'unit': the one unit written here. */
  unit?: 'kilobyte'
  minimumFractionDigits?: number
  maximumFractionDigits?: number
  signDisplay?: 'auto' | 'exceptZero'
}

const supportedKeys = new Set(['style', 'unit', 'minimumFractionDigits', 'maximumFractionDigits', 'signDisplay'])

/** Whether `decimalFormatter` handles this locale and these options exactly as Intl would. */
export function formatsWithoutIntl(locale: string, options: object): options is DecimalOptions {
  if (!(locale in symbols)) return false
  const o = options as Record<string, unknown>
  return (
    Object.keys(o).every((key) => supportedKeys.has(key)) &&
    (o.style === undefined || o.style === 'decimal' || o.style === 'percent' || (o.style === 'unit' && o.unit === 'kilobyte')) &&
    (o.unit === undefined || o.style === 'unit') &&
    (o.signDisplay === undefined || o.signDisplay === 'auto' || o.signDisplay === 'exceptZero')
  )
}

/**
 * The digits of a non-negative finite number as JavaScript prints it (the shortest text that reads
 * back as the same number, which is also what ICU rounds), without an exponent.
 */
function digitsOf(value: number): { whole: string; fraction: string } {
  const text = String(value)
  const e = text.indexOf('e')
  if (e < 0) {
    const [whole = '0', fraction = ''] = text.split('.')
    return { whole, fraction }
  }
  const [before = '', after = ''] = text.slice(0, e).split('.')
  const digits = before + after
  const point = before.length + Number(text.slice(e + 1))
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits }
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' }
  return { whole: digits.slice(0, point), fraction: digits.slice(point) }
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const out = digits.split('')
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1)
      return out.join('')
    }
    out[i] = '0'
  }
  return `1${out.join('')}`
}

/** Rounds half away from zero (Intl's default, "halfExpand") to at most `max` fraction digits. */
function round(whole: string, fraction: string, max: number): { whole: string; fraction: string } {
  if (fraction.length <= max) return { whole, fraction }
  const kept = whole + fraction.slice(0, max)
  const rounded = Number(fraction[max]) >= 5 ? increment(kept) : kept
  const cut = rounded.length - max
  return { whole: rounded.slice(0, cut) || '0', fraction: rounded.slice(cut) }
}

function group(whole: string, s: Symbols): string {
  if (whole.length <= 3 || (s.groupFromFiveDigits && whole.length === 4)) return whole
  const head = whole.length % 3 || 3
  const parts = [whole.slice(0, head)]
  for (let i = head; i < whole.length; i += 3) parts.push(whole.slice(i, i + 3))
  return parts.join(s.group)
}

export interface Formatter {
  format(value: number): string
}

export interface DateFormatter {
  format(date: Date | number): string
}

export function decimalFormatter(locale: string, options: DecimalOptions): Formatter {
  const s = symbols[locale]!
  const percent = options.style === 'percent'
  const kilobytes = options.style === 'unit'
  const min = options.minimumFractionDigits ?? 0
  // Intl's defaults: no fraction digits for a percentage, up to three for a number.
  const max = Math.max(min, options.maximumFractionDigits ?? (percent ? 0 : 3))
  const exceptZero = options.signDisplay === 'exceptZero'
  return {
    format(value: number): string {
      if (!Number.isFinite(value)) return new Intl.NumberFormat(locale, options).format(value)
      let { whole, fraction } = digitsOf(Math.abs(value))
      if (percent) {
        // ×100 by moving the decimal point, exactly as ICU does, never by a float multiplication.
        const padded = fraction.padEnd(2, '0')
        whole = (whole + padded.slice(0, 2)).replace(/^0+(?=\d)/, '')
        fraction = padded.slice(2)
      }
      ;({ whole, fraction } = round(whole, fraction, max))
      fraction = fraction.replace(/0+$/, '').padEnd(min, '0')
      const isZero = /^0*$/.test(whole + fraction)
      const negative = value < 0 || Object.is(value, -0)
      const sign = exceptZero ? (isZero ? '' : negative ? '-' : '+') : negative ? '-' : ''
      const number = group(whole, s) + (fraction ? s.decimal + fraction : '')
      return sign + number + (percent ? s.percent : kilobytes ? s.kilobyte : '')
    },
  }
}

/** Two digits, as clocks and numeric dates write hours, minutes, days and months. */
export const two = (n: number) => String(n).padStart(2, '0')

/** "14:05:09" in the visitor's own time zone: the clock all three locales write for timeStyle 'medium'. */
export function clockFormatter(locale: string, options: object): DateFormatter | null {
  const keys = Object.keys(options)
  if (!(locale in symbols) || keys.length !== 1 || (options as { timeStyle?: string }).timeStyle !== 'medium') return null
  return {
    format(value: number | Date): string {
      const date = new Date(value)
      return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
    },
  }
}

/** The months as a long date writes them: German's nominative, Polish's genitive ("25 listopada"). */
export const monthNames: Record<string, readonly string[]> = {
  'en-GB': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  'de-DE': [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  'pl-PL': [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
}

/**
 * "25 November 2026", "25. November 2026", "25 listopada 2026": a calendar day as the three locales
 * write dateStyle 'long', as of UTC or in the visitor's own time zone. The footer's risk warning
 * dates its figure on every page (UTC) and the user centre the day an account was opened (local);
 * through Intl, that one date loaded the browser's date data in the middle of hydration.
 */
export function longDateFormatter(locale: string, options: object): DateFormatter | null {
  const months = monthNames[locale]
  const { dateStyle, timeZone, ...rest } = options as { dateStyle?: string; timeZone?: string }
  if (!months || Object.keys(rest).length > 0 || dateStyle !== 'long' || (timeZone !== undefined && timeZone !== 'UTC'))
    return null
  const utc = timeZone === 'UTC'
  const dayMark = locale === 'de-DE' ? '.' : ''
  return {
    format(value: number | Date): string {
      const at = new Date(value)
      const [year, month, date] = utc
        ? [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()]
        : [at.getFullYear(), at.getMonth(), at.getDate()]
      return `${date}${dayMark} ${months[month]} ${year}`
    },
  }
}

/** The months as a medium date abbreviates them (German writes the month as a number). */
export const shortMonthNames: Record<string, readonly string[]> = {
  'en-GB': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  'pl-PL': ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
}

/**
 * "25 Nov 2026, 14:05", "25.11.2026, 14:05", "25 lis 2026, 14:05": dateStyle 'medium' as the three
 * locales write it, with timeStyle 'short' or without a time, in the visitor's own time zone or in
 * UTC (a calendar date that reads the same everywhere, as the legal library's). The costs page and
 * the calculators date their figures with it once the page runs; through Intl, the first such date
 * loaded the browser's date data in one long task.
 */
export function mediumDateTimeFormatter(locale: string, options: object): DateFormatter | null {
  const { dateStyle, timeStyle, timeZone, ...rest } = options as { dateStyle?: string; timeStyle?: string; timeZone?: string }
  if (!(locale in symbols) || Object.keys(rest).length > 0 || dateStyle !== 'medium') return null
  if ((timeStyle !== undefined && timeStyle !== 'short') || (timeZone !== undefined && timeZone !== 'UTC')) return null
  const utc = timeZone === 'UTC'
  const months = shortMonthNames[locale]
  return {
    format(value: number | Date): string {
      const at = new Date(value)
      const [year, month, date, hours, minutes] = utc
        ? [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()]
        : [at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes()]
      const day = months ? `${date} ${months[month]} ${year}` : `${two(date)}.${two(month + 1)}.${year}`
      return timeStyle ? `${day}, ${two(hours)}:${two(minutes)}` : day
    },
  }
}
