import { type DateFormatter, monthNames, shortMonthNames, two } from './decimal-format'

/**
 * More dates without Intl (see decimal-format.ts), for the pages that show them: the economic
 * calendar, an indicator page and a market's closures. Apart from decimal-format.ts, whose formats
 * every page uses, so that their names and rules load with those pages only; `dateTimeFormat`
 * (number-format.ts) takes one of these from its caller and falls back to Intl.
 */

/** The weekday before a short numeric date, as Intl writes it there (Sunday first, as `getDay` counts). */
const shortWeekdayNames: Record<string, readonly string[]> = {
  'en-GB': ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  'de-DE': ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  'pl-PL': ['niedz.', 'pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.'],
}

/** A month's short name after the day, as Intl writes it beside a weekday ("Do., 26. Nov."). */
const dayMonthNames: Record<string, readonly string[]> = {
  'en-GB': shortMonthNames['en-GB']!,
  'de-DE': ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  'pl-PL': shortMonthNames['pl-PL']!,
}

/**
 * A short weekday before a date, local or in UTC: with a two-digit day and month and a two-digit
 * time or without ("Wed 25/11, 14:05", "Mi., 25.11., 14:05", "śr., 25.11, 14:05": the economic
 * calendar's rows), or with the day's number and the month's short name ("Thu 26 Nov",
 * "Do., 26. Nov.", "czw., 26 lis": a market's closures).
 */
export function weekdayDateFormatter(locale: string, options: object): DateFormatter | null {
  const { weekday, day, month, hour, minute, timeZone, ...rest } = options as Record<string, string | undefined>
  const names = shortWeekdayNames[locale]
  if (!names || Object.keys(rest).length > 0 || weekday !== 'short') return null
  if (day === 'numeric' && month === 'short' && hour === undefined && minute === undefined) {
    if (timeZone !== undefined && timeZone !== 'UTC') return null
    const months = dayMonthNames[locale]!
    const utc = timeZone === 'UTC'
    return {
      format(value: number | Date): string {
        const p = partsOf(value, utc)
        const name = names[p.weekday]
        if (locale === 'en-GB') return `${name} ${p.date} ${months[p.month]}`
        return `${name}, ${p.date}${locale === 'de-DE' ? '.' : ''} ${months[p.month]}`
      },
    }
  }
  if (day !== '2-digit' || month !== '2-digit') return null
  const withTime = hour === '2-digit' && minute === '2-digit'
  if ((!withTime && (hour !== undefined || minute !== undefined)) || (timeZone !== undefined && timeZone !== 'UTC')) return null
  const utc = timeZone === 'UTC'
  return {
    format(value: number | Date): string {
      const p = partsOf(value, utc)
      const name = names[p.weekday]
      const dayMonth =
        locale === 'en-GB'
          ? `${name} ${two(p.date)}/${two(p.month + 1)}`
          : `${name}, ${two(p.date)}.${two(p.month + 1)}${locale === 'de-DE' ? '.' : ''}`
      return withTime ? `${dayMonth}, ${two(p.hours)}:${two(p.minutes)}` : dayMonth
    },
  }
}

/** Weekdays written out (Sunday first, as `getDay` counts). */
const longWeekdayNames: Record<string, readonly string[]> = {
  'en-GB': ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  'de-DE': ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  'pl-PL': ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'],
}

/** The local or UTC parts of a moment that the formatters below write. */
function partsOf(value: number | Date, utc: boolean) {
  const at = new Date(value)
  return utc
    ? {
        weekday: at.getUTCDay(),
        year: at.getUTCFullYear(),
        month: at.getUTCMonth(),
        date: at.getUTCDate(),
        hours: at.getUTCHours(),
        minutes: at.getUTCMinutes(),
      }
    : {
        weekday: at.getDay(),
        year: at.getFullYear(),
        month: at.getMonth(),
        date: at.getDate(),
        hours: at.getHours(),
        minutes: at.getMinutes(),
      }
}

/**
 * "25/11/2026", "25.11.2026": a two-digit day and month and the year, with a two-digit time
 * ("25/11/2026, 14:05") or without, local or in UTC (an indicator's release history).
 */
export function numericDateFormatter(locale: string, options: object): DateFormatter | null {
  const { day, month, year, hour, minute, timeZone, ...rest } = options as Record<string, string | undefined>
  if (
    !(locale in shortWeekdayNames) ||
    Object.keys(rest).length > 0 ||
    day !== '2-digit' ||
    month !== '2-digit' ||
    year !== 'numeric'
  )
    return null
  const withTime = hour === '2-digit' && minute === '2-digit'
  if ((!withTime && (hour !== undefined || minute !== undefined)) || (timeZone !== undefined && timeZone !== 'UTC')) return null
  const separator = locale === 'en-GB' ? '/' : '.'
  const utc = timeZone === 'UTC'
  return {
    format(value: number | Date): string {
      const p = partsOf(value, utc)
      const text = [two(p.date), two(p.month + 1), String(p.year)].join(separator)
      return withTime ? `${text}, ${two(p.hours)}:${two(p.minutes)}` : text
    },
  }
}

/**
 * "Wednesday 25 November at 14:05", "Mittwoch, 25. November um 14:05", "środa, 25 listopada 14:05":
 * a weekday, day and month written out and a two-digit time, local or in UTC (an indicator's next release).
 */
export function longWeekdayDateTimeFormatter(locale: string, options: object): DateFormatter | null {
  const { weekday, day, month, hour, minute, timeZone, ...rest } = options as Record<string, string | undefined>
  const weekdays = longWeekdayNames[locale]
  const months = monthNames[locale]
  if (!weekdays || !months || Object.keys(rest).length > 0) return null
  if (weekday !== 'long' || day !== 'numeric' || month !== 'long' || hour !== '2-digit' || minute !== '2-digit') return null
  if (timeZone !== undefined && timeZone !== 'UTC') return null
  const utc = timeZone === 'UTC'
  return {
    format(value: number | Date): string {
      const p = partsOf(value, utc)
      const time = `${two(p.hours)}:${two(p.minutes)}`
      const name = weekdays[p.weekday]
      if (locale === 'en-GB') return `${name} ${p.date} ${months[p.month]} at ${time}`
      if (locale === 'de-DE') return `${name}, ${p.date}. ${months[p.month]} um ${time}`
      return `${name}, ${p.date} ${months[p.month]} ${time}`
    },
  }
}
