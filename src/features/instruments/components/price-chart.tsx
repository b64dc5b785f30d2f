import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { TableScroll } from '~/components/table-scroll'
import type { Instrument } from '~/config/instruments'
import { type CandlePeriod, candlePeriodMs, candlePeriods, type Quote } from '~/contract/market-data'
import { intlLocale } from '~/lib/locale-path'
import { countFormat, dateTimeFormat, percentFormat, priceFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { summarise, withLiveBid } from '../candle-math'
import { periodLabels } from '../copy'
import { instrumentQueries } from '../queries'
import ChartCanvas from './chart-canvas'

/** How many of the newest candles the table alternative lists. */
const tableRows = 20

/**
 * Candles in six timeframes with their text alternative: a summary of the period shown and a table
 * of the newest candles; the live bid moves the last candle. This module and the charting library
 * are one chunk, loaded only when the chart nears the viewport (see instrument-page.tsx).
 */
export default function PriceChart({ instrument, quote }: { instrument: Instrument; quote: Quote | undefined }) {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const ids = useId()
  const [period, setPeriod] = useState<CandlePeriod>('1h')
  const history = useQuery(instrumentQueries.candles(instrument.name, period))
  const candles = useMemo(
    () => (history.data ? withLiveBid(history.data, quote, candlePeriodMs[period]) : undefined),
    [history.data, quote, period],
  )
  const summary = candles ? summarise(candles) : undefined
  const price = priceFormat(locale, instrument.digits)
  const when = dateTimeFormat(locale, period === '1D' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' })
  const periodName = i18n._(periodLabels[period].long)
  const instrumentName = instrument.name
  const rowCount = countFormat(locale).format(tableRows)
  const tableCaption = t`${plural(tableRows, { one: `The newest candle of ${instrumentName} (${periodName}), bid prices`, other: `The newest ${rowCount} candles of ${instrumentName} (${periodName}), bid prices` })}`
  const chartLabel = t`Candlestick chart of ${instrument.name}, ${periodName} candles`

  return (
    <div className="price-chart">
      <div className="timeframes" role="group" aria-label={t`Timeframe`}>
        {candlePeriods.map((each) => (
          <button
            key={each}
            type="button"
            className="timeframe"
            aria-pressed={each === period}
            aria-label={i18n._(periodLabels[each].long)}
            onClick={() => setPeriod(each)}
          >
            {i18n._(periodLabels[each].short)}
          </button>
        ))}
      </div>
      <div className="chart-frame">
        {candles && <ChartCanvas candles={candles} digits={instrument.digits} locale={locale} label={chartLabel} />}
        {history.isPending && <p className="chart-status">{t`Loading the chart…`}</p>}
        {history.isError && (
          <p className="chart-status">{t`The chart needs a connection to the price server. It appears by itself when the connection returns.`}</p>
        )}
      </div>
      <p className="chart-attribution">
        {t`Chart drawn with TradingView Lightweight Charts™, copyright TradingView, Inc.`}{' '}
        <a href="https://www.tradingview.com/" rel="noopener">
          tradingview.com
        </a>
      </p>
      {summary && candles && (
        <>
          <p className="chart-summary" id={`${ids}-summary`}>
            {t`${periodName} candles from ${when.format(new Date(summary.from))} to ${when.format(new Date(summary.to))}: from ${price.format(summary.open)} to ${price.format(summary.close)} (${percentFormat(locale).format(summary.change)}), high ${price.format(summary.high)}, low ${price.format(summary.low)}.`}
          </p>
          <TableScroll label={tableCaption} className="candle-table">
            <table className="data-table">
              <caption>{tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Start`}</th>
                  <th scope="col" className="num">
                    {t({ message: 'Open', context: 'candle' })}
                  </th>
                  <th scope="col" className="num">
                    {t({ message: 'High', context: 'candle' })}
                  </th>
                  <th scope="col" className="num">
                    {t({ message: 'Low', context: 'candle' })}
                  </th>
                  <th scope="col" className="num">
                    {t({ message: 'Close', context: 'candle' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {candles
                  .slice(-tableRows)
                  .reverse()
                  .map((candle) => (
                    <tr key={candle.time}>
                      <th scope="row">{when.format(new Date(candle.time))}</th>
                      <td className="num">{price.format(candle.open)}</td>
                      <td className="num">{price.format(candle.high)}</td>
                      <td className="num">{price.format(candle.low)}</td>
                      <td className="num">{price.format(candle.close)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
    </div>
  )
}
