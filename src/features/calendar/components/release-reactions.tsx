import { useLingui } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { TableScroll } from '~/components/table-scroll'
import type { EconomicIndicator } from '~/config/economic-indicators'
import { findInstrument } from '~/config/instruments'
import type { CalendarEvent } from '~/contract/market-data'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat, numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { numericDateFormatter } from '~/lib/written-dates'
import { calendarQueries } from '../queries'
import { type Reaction, reactionCandles, reactionMinutes, reactionPeriods, releaseReaction } from '../reactions'
import { DeviationFigure } from './deviation-figure'

/** How many of the latest releases the table shows. */
const shownReleases = 8
/** Releases older than this lie before even the hourly candles the server keeps: no need to ask for any. */
const historyReachMs = 45 * 86_400_000

/**
 * How the indicator's instrument (its `reactsIn` in the indicator table) moved in the 15 and 60
 * minutes after each of the latest releases, computed in the page from the price history (QF1003):
 * 5-minute, 15-minute and hourly candles, whichever reach back to the release. Releases before the
 * history the server keeps show "not available". The page loads this code, and the candles, only
 * once the release history is there.
 */
export default function ReleaseReactions({
  indicator,
  releases,
  serverNow,
}: {
  indicator: EconomicIndicator
  /** Past releases, newest first. */
  releases: CalendarEvent[]
  serverNow: number
}) {
  const { t } = useLingui()
  const locale = intlLocale[useLocale()]
  const symbol = indicator.reactsIn
  const latest = releases.slice(0, shownReleases)
  const inReach = latest.some((release) => serverNow - Date.parse(release.time) < historyReachMs)
  const candles = useQueries({
    queries: reactionPeriods.map((period) => ({
      ...calendarQueries.candles(symbol ?? '', period, reactionCandles),
      enabled: symbol !== null && inReach,
    })),
  })
  if (symbol === null)
    return <p>{t`None of our instruments follows this release closely, so this page shows no market reaction.`}</p>

  const instrument = findInstrument(symbol)!
  const currency = indicator.currency
  const sense =
    instrument.base === currency
      ? t`${symbol} quotes the ${currency} first: a rise means the ${currency} gained.`
      : instrument.quote === currency
        ? t`${symbol} quotes the ${currency} second: a fall means the ${currency} gained.`
        : t`${symbol} is the instrument this release moves most directly.`
  const loading = inReach && candles.some((query) => query.isPending)
  const failed = candles.some((query) => query.isError)
  const series = reactionPeriods.flatMap((period, i) => {
    const list = candles[i]?.data
    return list ? [{ period, candles: list }] : []
  })
  const date = (iso: string) =>
    dateTimeFormat(
      locale,
      { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
      numericDateFormatter,
    ).format(new Date(iso))
  const percent = numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  })
  const move = (reaction: Reaction | null) => {
    if (loading) return <span className="muted">…</span>
    if (!reaction) return <span className="muted">{t`not available`}</span>
    const shown = percent.format(reaction.change / 100)
    return (
      <span className={reaction.change > 0 ? 'reaction-up' : reaction.change < 0 ? 'reaction-down' : undefined}>{shown}</span>
    )
  }

  return (
    <>
      <p>{sense}</p>
      <p className="muted">
        {t`Read from this server's price history: 5-minute candles reach back about two trading days, 15-minute candles about a week, hourly candles about four weeks (where a release is on the hour); older releases show no reaction. Demonstration prices move at random: they do not respond to the figures.`}
      </p>
      <p role="status" className="muted">
        {failed ? t`The price history could not be loaded.` : loading ? t`Loading the price history…` : ''}
      </p>
      <TableScroll label={t`Moves of ${symbol} after the latest releases`}>
        <table className="data-table reactions-table">
          <caption className="visually-hidden">{t`Moves of ${symbol} after the latest releases`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Release`}</th>
              <th scope="col" className="num">{t`Deviation`}</th>
              {reactionMinutes.map((minutes) => (
                <th key={minutes} scope="col" className="num">
                  {t`${symbol} after ${minutes} min`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {latest.map((release) => (
              <tr key={release.id}>
                <th scope="row">
                  <time dateTime={release.time}>{date(release.time)}</time>
                </th>
                <td className="num">
                  <DeviationFigure deviation={release.deviation} />
                </td>
                {reactionMinutes.map((minutes) => (
                  <td key={minutes} className="num">
                    {move(releaseReaction(Date.parse(release.time), minutes, series))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  )
}
