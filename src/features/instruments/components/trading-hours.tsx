import { useLingui } from '@lingui/react/macro'
import type { Session } from '~/config/instruments'
import { sessionSchedules } from '~/config/session-schedules'
import { useHydrated } from '~/lib/use-hydrated'
import { clockTime, utcOffsetLabel, weekStart } from '~/lib/week-clock'
import { dayNames } from '../copy'

/** The week the prerendered page lays the timetable on (any week serves: UTC has no daylight saving). */
const referenceSunday = Date.UTC(2026, 10, 22)

/**
 * A session's hours in the visitor's own time zone (the prerendered page, which cannot know it,
 * says them in UTC), with the days shifted where the zone moves them. Laid on the current week, so
 * the hours follow the visitor's daylight saving time as it is now.
 *
 * Written with the Date's own clock rather than Intl: the first Intl formatter of a page costs a
 * phone some 25 ms of loading locale data, in the middle of hydration. Day names come from the
 * catalogs; a time is hours and minutes on a 24-hour clock in every language of the site.
 */
export function TradingHours({ session }: { session: Session }) {
  const { t, i18n } = useLingui()
  const local = useHydrated()
  const sunday = local ? weekStart(Date.now()) : referenceSunday
  const at = (day: number, minute: number) => new Date(sunday + day * 86_400_000 + minute * 60_000)
  const day = (date: Date) => i18n._(dayNames[local ? date.getDay() : date.getUTCDay()]!)
  const time = (date: Date) => clockTime(date, local)
  const timeZone = local ? utcOffsetLabel(new Date()) : 'UTC'
  const zone = t`Times in ${timeZone}.`
  const schedule = sessionSchedules[session]
  if (schedule.kind === 'weekdays') {
    const first = at(1, schedule.from)
    const last = at(5, schedule.from)
    return (
      <>
        {t`${day(first)} to ${day(last)}, ${time(first)}–${time(at(1, schedule.to))} each day.`} {zone}
      </>
    )
  }
  const opens = at(0, schedule.opens)
  const closes = at(5, schedule.closes)
  const week = t`Opens ${day(opens)} ${time(opens)}, closes ${day(closes)} ${time(closes)}.`
  const pause = schedule.dailyBreak
    ? t`Daily break ${time(at(1, schedule.dailyBreak.from))}–${time(at(1, schedule.dailyBreak.to))}.`
    : t`No daily break.`
  return (
    <>
      {week} {pause} {zone}
    </>
  )
}
