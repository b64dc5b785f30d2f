import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useDeferredValue } from 'react'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { TableScroll } from '~/components/table-scroll'
import { findIndicator, instrumentsMovedBy } from '~/config/economic-indicators'
import type { CalendarEvent } from '~/contract/market-data'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat } from '~/lib/number-format'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'
import { useNow } from '~/lib/use-now'
import { useQueryInTransition } from '~/lib/use-query-in-transition'
import { longWeekdayDateTimeFormatter, numericDateFormatter } from '~/lib/written-dates'
import { eventName, importanceNames } from '../event-names'
import { categoryCopy, countryNames, frequencyNames } from '../indicator-copy'
import { calendarQueries } from '../queries'
import { ActualFigure } from './actual-figure'
import { DeviationFigure, DeviationNote } from './deviation-figure'
import { formatFigure } from './figures'

// The chart's code comes only to the pages that draw it, after the history has arrived; so do the
// market reactions, with the candles they are computed from.
const HistoryChart = lazy(() => import('./history-chart'))
const ReleaseReactions = lazy(() => import('./release-reactions'))

/**
 * One indicator's page: what it measures, who publishes it, why it moves markets and which
 * instruments, how often it comes out; its last 24 releases as a chart and a table; the next
 * release with a countdown. The explanation is in the prerendered page; the figures arrive from
 * the API (and are kept on the device like the calendar's).
 */
export function IndicatorPage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const hydrated = useHydrated()
  const history = useQueryInTransition({ ...calendarQueries.indicatorHistory(slug), enabled: hydrated })
  // The 24 releases' table, chart and market reactions render at a lower priority, in slices that
  // yield to the browser, some 20 ms on a desktop in one piece, four times that on a phone. The
  // answer itself arrives as a transition (useQueryInTransition); deferred, the releases also stay
  // out of urgent renders, such as another indicator's page reached by a link with its answer kept.
  // The countdown is urgent.
  const releases = useDeferredValue(history.data)
  const indicator = findIndicator(slug)
  if (!indicator) return null
  const name = eventName(i18n, { kind: 'release', title: indicator.title })
  const country = i18n._(countryNames[indicator.country]!)
  const copy = categoryCopy[indicator.category]
  const date = (iso: string) =>
    dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }, numericDateFormatter).format(new Date(iso))
  const newestFirst = releases ? [...releases.past].reverse() : []

  return (
    <>
      <PageIntro title={`${name} (${country})`} kicker={t`Economic calendar`}>
        <p>{i18n._(copy.measures)}</p>
      </PageIntro>

      <Section title={t`At a glance`}>
        <dl className="indicator-facts">
          <dt>{t`Country`}</dt>
          <dd>{country}</dd>
          <dt>{t`Currency`}</dt>
          <dd>{indicator.currency}</dd>
          <dt>{t`Published by`}</dt>
          <dd>{indicator.publisher}</dd>
          <dt>{t`How often`}</dt>
          <dd>{i18n._(frequencyNames[indicator.frequency])}</dd>
          <dt>{t`Importance`}</dt>
          <dd>{i18n._(importanceNames[indicator.importance])}</dd>
          <dt>{t`Good for the currency`}</dt>
          <dd>
            {indicator.unit === null
              ? t`No figure: markets read the tone`
              : indicator.better === 'higher'
                ? t`A figure above the forecast`
                : t`A figure below the forecast`}
          </dd>
        </dl>
        <NextRelease
          next={history.data?.next ?? null}
          serverTime={history.data ? { at: Date.parse(history.data.generatedAt), received: history.dataUpdatedAt } : null}
          pending={history.isPending}
          failed={history.isError}
        />
      </Section>

      <Section title={t`Why it moves markets`} tone="muted">
        <p>{i18n._(copy.moves)}</p>
        <p>
          {t`Instruments that often react:`} {instrumentsMovedBy(indicator).join(', ')}.{' '}
          <LocalLink to="/trading/realtime">{t`Follow their prices live`}</LocalLink>
        </p>
      </Section>

      <Section title={t`The last 24 releases`}>
        <p className="muted">{t`Demonstration data following the real release schedule; check official sources before trading.`}</p>
        {releases && releases.past.length > 0 && indicator.unit !== null && (
          <Suspense fallback={null}>
            <HistoryChart events={releases.past} />
          </Suspense>
        )}
        <TableScroll label={t`Past releases of ${name}`}>
          <table className="data-table releases-table">
            <caption className="visually-hidden">{t`Past releases of ${name}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Release date`}</th>
                <th scope="col" className="num">{t`Actual`}</th>
                <th scope="col" className="num">{t`Deviation`}</th>
                <th scope="col" className="num">{t`Forecast`}</th>
                <th scope="col" className="num">{t`Previous`}</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((event) => (
                <tr key={event.id}>
                  <th scope="row">
                    <time dateTime={event.time}>{date(event.time)}</time>
                  </th>
                  <td className="num">
                    <ActualFigure event={event} />
                  </td>
                  <td className="num">
                    <DeviationFigure deviation={event.deviation} />
                  </td>
                  <td className="num">{formatFigure(i18n, locale, event.unit, event.forecast)}</td>
                  <td className="num">{formatFigure(i18n, locale, event.unit, event.previous)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        {indicator.unit !== null && <DeviationNote />}
        <p>
          <LocalLink to="/trading/calendar">{t`Back to the economic calendar`}</LocalLink>
        </p>
      </Section>

      {releases && releases.past.length > 0 && (
        <Section title={t`How the market moved after the release`}>
          <Suspense fallback={<p className="muted">{t`Loading the price history…`}</p>}>
            <ReleaseReactions indicator={indicator} releases={newestFirst} serverNow={Date.parse(releases.generatedAt)} />
          </Suspense>
        </Section>
      )}
    </>
  )
}

/** The next release, its forecast and a countdown that runs on the server's clock. */
function NextRelease({
  next,
  serverTime,
  pending,
  failed,
}: {
  next: CalendarEvent | null
  serverTime: { at: number; received: number } | null
  pending: boolean
  failed: boolean
}) {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const now = useNow(1_000, next !== null)
  if (failed) return <p role="status">{t`The release dates could not be loaded. They will load when you are back online.`}</p>
  if (pending || !next || !serverTime) return <p role="status">{pending ? t`Loading the release dates…` : ''}</p>
  const left = Math.max(0, Date.parse(next.time) - (serverTime.at + (now - serverTime.received)))
  const minutes = Math.floor(left / 60_000)
  const [days, hours, mins] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60]
  const when = dateTimeFormat(
    locale,
    {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    },
    longWeekdayDateTimeFormatter,
  ).format(new Date(next.time))
  const forecast = formatFigure(i18n, locale, next.unit, next.forecast)
  return (
    <p className="next-release">
      {t`Next release:`} <time dateTime={next.time}>{when}</time>
      {' · '}
      <span className="countdown">{left > 0 ? t`in ${days} d ${hours} h ${mins} min` : t`due now`}</span>
      {next.forecast !== null && (
        <>
          {' · '}
          {t`Forecast: ${forecast}`}
        </>
      )}
    </p>
  )
}
