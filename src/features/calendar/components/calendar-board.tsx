import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { memo, type ReactNode, useDeferredValue, useEffect, useId, useRef, useState } from 'react'
import { LocalLink } from '~/components/local-link'
import { TableScroll } from '~/components/table-scroll'
import { calendarDateWindow } from '~/contract/calendar-window'
import type { CalendarEvent } from '~/contract/market-data'
import { intlLocale } from '~/lib/locale-path'
import { countFormat, dateTimeFormat } from '~/lib/number-format'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'
import { useNow } from '~/lib/use-now'
import { useOnline } from '~/lib/use-online'
import { useQueryInTransition } from '~/lib/use-query-in-transition'
import { weekdayDateFormatter } from '~/lib/written-dates'
import { type RangeKind, rangeDates, withinWindow } from '../date-ranges'
import { eventName, importanceNames } from '../event-names'
import { untilNextFigure } from '../next-figure-call'
import { type CalendarFilters, calendarQueries } from '../queries'
import { ActualFigure } from './actual-figure'
import { CalendarExport, eventFileAddress } from './calendar-export'
import { DeviationFigure, DeviationNote } from './deviation-figure'
import { formatFigure } from './figures'

type Zone = 'local' | 'server'

/** The events whose figure arrived while the page was open: the ones to mark as new. */
function useFreshFigures(events: CalendarEvent[] | undefined): ReadonlySet<string> {
  const waiting = useRef<Set<string> | null>(null)
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set())
  useEffect(() => {
    if (!events) return
    const arrived = waiting.current ? events.filter((e) => e.actual !== null && waiting.current!.has(e.id)) : []
    waiting.current = new Set(events.filter((e) => e.actual === null).map((e) => e.id))
    if (arrived.length > 0) setFresh((before) => new Set([...before, ...arrived.map((e) => e.id)]))
  }, [events])
  return fresh
}

/**
 * The economic calendar: filters by range, currency and importance, times in the visitor's zone
 * or in server time, paging, the next event marked. The last answer is kept on the device, so
 * the calendar also opens offline, with the time it was fetched.
 */
export function CalendarBoard({
  eventAction,
  below,
}: {
  /** A control beside each event, from another feature (the reminder bell). */
  eventAction?: (event: CalendarEvent, name: string) => ReactNode
  /** Shown under the table (the visitor's reminders). */
  below?: ReactNode
} = {}) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const locale = intlLocale[lang]
  const hydrated = useHydrated()
  const ids = { range: useId(), from: useId(), to: useId(), currency: useId(), zone: useId() }
  const [range, setRange] = useState<RangeKind>('this-week')
  const [custom, setCustom] = useState(() => rangeDates('this-week', new Date()))
  const [currency, setCurrency] = useState('')
  const [importance, setImportance] = useState<Array<1 | 2 | 3>>([])
  const [zone, setZone] = useState<Zone>('local')
  const [page, setPage] = useState(1)
  const dates = range === 'custom' ? withinWindow(custom, new Date()) : rangeDates(range, new Date())
  // The days the server answers for; the date fields offer only those.
  const reach = calendarDateWindow(new Date())
  const filters: CalendarFilters = { ...dates, currencies: currency ? [currency] : [], importance, page }
  const list = useQueryInTransition({ ...calendarQueries.list(filters), enabled: hydrated, refetchInterval: untilNextFigure })
  const fresh = useFreshFigures(list.data?.lst)
  // The table's rows render at a lower priority than the rest, in slices that yield to the browser
  // (a week's events in one piece were some 30 ms on a desktop, four times that on a phone). The
  // answers arrive as transitions (useQueryInTransition); deferred, the rows also stay out of the
  // urgent render of a filter whose answer is kept, so the filter answers the tap at once.
  const rows = useDeferredValue(list.data?.lst)
  const currencies = useQueryInTransition({ ...calendarQueries.currencies(), enabled: hydrated })
  const timeDifference = useQueryInTransition({ ...calendarQueries.timeDifference(), enabled: hydrated })
  const now = useNow(60_000, hydrated)

  const serverOffset = timeDifference.data?.timeDiff ?? 0
  const nextId = rows?.find((event) => Date.parse(event.time) > now)?.id
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
    }
  // Offline, TanStack Query pauses the fetch (isPaused) or it fails; either way the saved answer is shown.
  const online = useOnline()
  const offline = list.data !== undefined && (!online || list.isError || list.isPaused)
  const eventCount = list.data?.pg.total ?? 0
  const eventTotal = countFormat(locale).format(eventCount)

  return (
    <section className="calendar container" aria-labelledby="calendar-title">
      <h2 id="calendar-title">{t`Upcoming and recent releases`}</h2>
      <form className="calendar-filters" onSubmit={(e) => e.preventDefault()}>
        <div className="form-field">
          <label htmlFor={ids.range}>{t`Period`}</label>
          <select id={ids.range} value={range} onChange={(e) => change(setRange)(e.target.value as RangeKind)}>
            <option value="today">{t`Today`}</option>
            <option value="this-week">{t`This week`}</option>
            <option value="next-week">{t`Next week`}</option>
            <option value="custom">{t`Custom dates`}</option>
          </select>
        </div>
        {range === 'custom' && (
          <>
            <div className="form-field">
              <label htmlFor={ids.from}>{t`From`}</label>
              <input
                id={ids.from}
                type="date"
                value={custom.from}
                min={reach.first}
                max={reach.last}
                onChange={(e) => change(setCustom)({ ...custom, from: e.target.value })}
              />
            </div>
            <div className="form-field">
              <label htmlFor={ids.to}>{t`To`}</label>
              <input
                id={ids.to}
                type="date"
                value={custom.to}
                min={custom.from || reach.first}
                max={reach.last}
                onChange={(e) => change(setCustom)({ ...custom, to: e.target.value })}
              />
            </div>
          </>
        )}
        <div className="form-field">
          <label htmlFor={ids.currency}>{t`Currency`}</label>
          <select id={ids.currency} value={currency} onChange={(e) => change(setCurrency)(e.target.value)}>
            <option value="">{t`All currencies`}</option>
            {currencies.data?.currencyList.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="importance-filter">
          <legend>{t`Importance`}</legend>
          {([3, 2, 1] as const).map((level) => (
            <label key={level} className="checkbox-field">
              <input
                type="checkbox"
                checked={importance.includes(level)}
                onChange={(e) =>
                  change(setImportance)(e.target.checked ? [...importance, level] : importance.filter((l) => l !== level))
                }
              />
              {i18n._(importanceNames[level])}
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor={ids.zone}>{t`Show times in`}</label>
          <select id={ids.zone} value={zone} onChange={(e) => setZone(e.target.value as Zone)}>
            <option value="local">{t`your time zone`}</option>
            <option value="server">{t`server time (${timeDifference.data?.timeZone ?? 'Europe/Nicosia'})`}</option>
          </select>
        </div>
      </form>

      <p className="calendar-status" role="status">
        {list.isPending && list.isPaused
          ? t`You are offline, and this calendar view has not been saved on this device yet.`
          : list.isPending
            ? t`Loading the calendar…`
            : offline
              ? t`You are offline. This is the calendar as of ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(list.dataUpdatedAt)}.`
              : list.isError
                ? t`The calendar could not be loaded. It will try again when you change a filter or reload.`
                : t`${plural(eventCount, { one: `${eventTotal} event. Demonstration data following the real release schedule; check official sources before trading.`, other: `${eventTotal} events. Demonstration data following the real release schedule; check official sources before trading.` })}`}
      </p>

      <TableScroll label={t`Economic calendar`}>
        <table className="data-table calendar-table">
          <caption className="visually-hidden">{t`Economic calendar`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Time`}</th>
              <th scope="col">{t`Currency`}</th>
              <th scope="col">{t`Importance`}</th>
              <th scope="col">{t`Event`}</th>
              <th scope="col" className="num">{t`Actual`}</th>
              <th scope="col" className="num">{t`Deviation`}</th>
              <th scope="col" className="num">{t`Forecast`}</th>
              <th scope="col" className="num">{t`Previous`}</th>
            </tr>
          </thead>
          <CalendarRows
            rows={rows}
            nextId={nextId}
            fresh={fresh}
            zone={zone}
            serverOffset={zone === 'server' ? serverOffset : 0}
            eventAction={eventAction}
          />
        </table>
      </TableScroll>
      <DeviationNote />

      {list.data && list.data.pg.pages > 1 && (
        <nav className="pager" aria-label={t`Calendar pages`}>
          <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t`Previous page`}
          </button>
          <span>{t`Page ${list.data.pg.page} of ${list.data.pg.pages}`}</span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page >= list.data.pg.pages}
            onClick={() => setPage(page + 1)}
          >
            {t`Next page`}
          </button>
        </nav>
      )}

      {below}
      <CalendarExport currencies={currency ? [currency] : []} importance={importance} />
    </section>
  )
}

/**
 * The table's rows, a memoised part of their own: the answers that arrive after the events (the
 * currencies, the server's time zone) and the minute's tick re-render the board, not these rows,
 * whose dates and figures are the costliest part of the page to render and commit.
 */
const CalendarRows = memo(function CalendarRows({
  rows,
  nextId,
  fresh,
  zone,
  serverOffset,
  eventAction,
}: {
  rows: CalendarEvent[] | undefined
  nextId: string | undefined
  fresh: ReadonlySet<string>
  zone: Zone
  /** Minutes the server's clock is ahead of UTC; used in server time only. */
  serverOffset: number
  eventAction?: (event: CalendarEvent, name: string) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const locale = intlLocale[lang]
  /** Day and time in the chosen zone; a bank holiday lasts the whole day, so it has no time. */
  const format = (iso: string, withTime = true) => {
    const date = new Date(iso)
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    }
    return zone === 'local'
      ? dateTimeFormat(locale, options, weekdayDateFormatter).format(date)
      : dateTimeFormat(locale, { ...options, timeZone: 'UTC' }, weekdayDateFormatter).format(
          new Date(date.getTime() + serverOffset * 60_000),
        )
  }
  const value = (event: CalendarEvent, n: number | null) => formatFigure(i18n, locale, event.unit, n)
  return (
    <tbody>
      {rows?.map((event) => {
        const name = eventName(i18n, event)
        return (
          <tr
            key={event.id}
            data-event={event.event}
            className={
              [event.id === nextId && 'is-next', fresh.has(event.id) && 'is-fresh'].filter(Boolean).join(' ') || undefined
            }
          >
            <td>
              {event.kind === 'holiday' ? `${format(event.time, false)} · ${t`all day`}` : format(event.time)}
              {event.id === nextId && <span className="next-badge">{t`Next`}</span>}
            </td>
            <td>
              {event.currency} <span className="muted">({event.country})</span>
            </td>
            <td>
              <span className={`importance importance-${event.importance}`}>{i18n._(importanceNames[event.importance])}</span>
            </td>
            <td>
              <span className="event-cell">
                {event.kind === 'release' ? (
                  <LocalLink to={`/trading/calendar/${event.event}`}>{name}</LocalLink>
                ) : (
                  <span>{name}</span>
                )}
                {/* Its icon is drawn by the style sheet (.ics-link::before), not an inline SVG. */}
                {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label (axe's link-name passes; tests/e2e/calendar.spec.ts) */}
                <a
                  className="ics-link"
                  href={eventFileAddress(event.id, lang)}
                  download={`${event.id}.ics`}
                  aria-label={t`Add to your calendar: ${name}`}
                />
                {eventAction?.(event, name)}
              </span>
            </td>
            <td className="num">
              <ActualFigure event={event} isNew={fresh.has(event.id)} />
            </td>
            <td className="num">
              <DeviationFigure deviation={event.deviation} />
            </td>
            <td className="num">{value(event, event.forecast)}</td>
            <td className="num">{value(event, event.previous)}</td>
          </tr>
        )
      })}
    </tbody>
  )
})
