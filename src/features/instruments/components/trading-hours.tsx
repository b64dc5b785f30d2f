import { useLingui } from '@lingui/react/macro'
import type { Session } from '~/config/instruments'
import { sessionSchedules } from '~/config/session-schedules'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat } from '~/lib/number-format'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'

/** A Sunday at 00:00 UTC: the timetable's minutes are laid on this week to name days and times. */
const referenceSunday = Date.UTC(2026, 10, 22)
const dayMs = 86_400_000
const at = (day: number, minute: number) => new Date(referenceSunday + day * dayMs + minute * 60_000)

/**
 * A session's hours in the visitor's own time zone (the prerendered page, which cannot know it,
 * says them in UTC), with the days shifted where the zone moves them.
 */
export function TradingHours({ session }: { session: Session }) {
  const { t } = useLingui()
  const locale = intlLocale[useLocale()]
  const hydrated = useHydrated()
  const timeZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'UTC'
  const day = dateTimeFormat(locale, { weekday: 'long', timeZone })
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
  const schedule = sessionSchedules[session]
  const zone = t`Times in ${timeZone}.`
  if (schedule.kind === 'weekdays') {
    const first = at(1, schedule.from)
    const last = at(5, schedule.from)
    return (
      <>
        {t`${day.format(first)} to ${day.format(last)}, ${time.format(first)}–${time.format(at(1, schedule.to))} each day.`}{' '}
        {zone}
      </>
    )
  }
  const opens = at(0, schedule.opens)
  const closes = at(5, schedule.closes)
  const week = t`From ${day.format(opens)} ${time.format(opens)} to ${day.format(closes)} ${time.format(closes)}.`
  const pause = schedule.dailyBreak
    ? t`Daily break ${time.format(at(1, schedule.dailyBreak.from))}–${time.format(at(1, schedule.dailyBreak.to))}.`
    : t`No daily break.`
  return (
    <>
      {week} {pause} {zone}
    </>
  )
}
