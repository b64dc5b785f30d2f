import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { instruments, type Session } from '~/config/instruments'
import { closureSpan } from '~/config/market-closures'
import type { ClosureReason, MarketClosure } from '~/contract/market-closures'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { clockTime, utcOffsetLabel } from '~/lib/week-clock'
import { weekdayDateFormatter } from '~/lib/written-dates'

/**
 * The holidays' names. The English texts are those of the calendar's bank holidays, by which the
 * server's iCalendar feed looks them up in the same catalogs (server/modules/hours/service.ts).
 * They are here, with the one component that writes them, so that a page showing closures carries
 * them with its own messages (src/lib/message-lookups.ts): the closures arrive once the page runs,
 * and may name a holiday the prerendered page did not.
 */
const holidayNames: Record<Exclude<ClosureReason, 'bank-holiday'>, MessageDescriptor> = {
  christmas: msg`Christmas Day`,
  'christmas-eve': msg`Christmas Eve`,
  'new-year': msg`New Year's Day`,
  thanksgiving: msg`Thanksgiving Day`,
  'day-after-thanksgiving': msg`Day after Thanksgiving`,
  'boxing-day': msg`Boxing Day`,
}
const bankHoliday = msg`Bank holiday`

/** The exchange's day of a closure: a calendar date, the same in every time zone. */
function useDayText() {
  const locale = intlLocale[useLocale()]
  const format = dateTimeFormat(
    locale,
    { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
    weekdayDateFormatter,
  )
  return (closure: MarketClosure) => format.format(new Date(`${closure.date}T00:00:00Z`))
}

/**
 * An early close in the visitor's own zone (closures arrive once the page runs, so the zone is
 * known), its zone written as the trading hours beside it write theirs ("18:00 UTC+01:00"): Intl's
 * zone name would be the page's first Intl formatter, loading locale data in one long task.
 */
function closeTime(closure: MarketClosure, session: Session): string {
  const close = new Date(closureSpan(closure, session).from)
  return `${clockTime(close, true)} ${utcOffsetLabel(close)}`
}

function useHolidayText() {
  const { i18n } = useLingui()
  return (closure: MarketClosure) =>
    closure.reason === 'bank-holiday'
      ? `${i18n._(bankHoliday)} (${closure.country}: ${closure.name})`
      : i18n._(holidayNames[closure.reason])
}

/** One instrument's closure in a table cell: "Thu, 26 Nov: closed (Thanksgiving Day)"; the hours page and the instrument pages say it alike. */
export function ClosureDay({ closure, session }: { closure: MarketClosure; session: Session }) {
  const { t } = useLingui()
  const day = useDayText()(closure)
  const time = closeTime(closure, session)
  const holiday = useHolidayText()(closure)
  return <>{closure.kind === 'closed' ? t`${day}: closed (${holiday})` : t`${day}: closes at ${time} (${holiday})`}</>
}

/** The closures of the eight weeks, a day at a time, with the instruments each affects. */
export function ClosureList({ closures }: { closures: readonly MarketClosure[] }) {
  const { t } = useLingui()
  const day = useDayText()
  const holiday = useHolidayText()
  if (closures.length === 0) return <p>{t`No closures in the next eight weeks.`}</p>
  return (
    <ul className="closure-list">
      {closures.map((closure) => {
        const session = instruments.find((i) => i.name === closure.instruments[0])?.session ?? 'fx'
        const which = closure.instruments.length === instruments.length ? t`All instruments` : closure.instruments.join(', ')
        const at = closeTime(closure, session)
        return (
          <li key={closure.id}>
            <strong>{day(closure)}</strong>: {holiday(closure)},{' '}
            {closure.kind === 'closed' ? t`closed` : t`closes early at ${at}`}. {which}
          </li>
        )
      })}
    </ul>
  )
}
