import { CandlestickSeries, createChart, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Candle } from '~/contract/market-data'
import { dateTimeFormat, priceFormat } from '~/lib/number-format'
import type { Theme } from '~/lib/theme'

const toBar = (candle: Candle) => ({
  time: (Date.parse(candle.time) / 1000) as UTCTimestamp,
  open: candle.open,
  high: candle.high,
  low: candle.low,
  close: candle.close,
})

const readTheme = (): Theme => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light')

function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

/** The theme in force (src/lib/theme.ts sets it on <html>), following every change: a choice, the system setting. */
const useTheme = () => useSyncExternalStore(subscribeToTheme, readTheme, (): Theme => 'light')

/** The chart's colours from the page's design tokens (src/styles/app.css), as the theme in force sets them. */
function chartColours(element: HTMLElement) {
  const style = getComputedStyle(element)
  const token = (name: string) => style.getPropertyValue(name).trim()
  return {
    chart: {
      layout: { background: { color: token('--surface') }, textColor: token('--text') },
      grid: { vertLines: { color: token('--surface-muted') }, horzLines: { color: token('--surface-muted') } },
      rightPriceScale: { borderColor: token('--line') },
      timeScale: { borderColor: token('--line') },
    },
    candles: {
      upColor: token('--up'),
      downColor: token('--down'),
      wickUpColor: token('--up'),
      wickDownColor: token('--down'),
    },
  }
}

/**
 * The candlestick chart, drawn by TradingView's Lightweight Charts. This module is the only one
 * that imports the library; with price-chart.tsx it loads only when the chart nears the viewport,
 * so neither reaches a page's first load. Times are the visitor's, prices in the page's language.
 * The library's own logo would need an inline style the CSP refuses; the page names TradingView
 * with a link under the chart instead, as the licence asks. The canvas takes the theme's colours and
 * changes them with the theme, without drawing the chart again.
 */
export default function ChartCanvas({
  candles,
  digits,
  locale,
  label,
}: {
  candles: Candle[]
  digits: number
  locale: string
  label: string
}) {
  const container = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null)
  const shown = useRef<{ first: string; length: number } | null>(null)
  const theme = useTheme()

  useEffect(() => {
    const element = container.current
    if (!element) return
    const time = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    const api = createChart(element, {
      autoSize: true,
      layout: { attributionLogo: false, fontSize: 12 },
      localization: {
        locale,
        priceFormatter: (price: number) => priceFormat(locale, digits).format(price),
        timeFormatter: (at: UTCTimestamp) => time.format(at * 1000),
      },
      timeScale: { timeVisible: true, secondsVisible: false },
      handleScroll: { vertTouchDrag: false },
    })
    series.current = api.addSeries(CandlestickSeries, {
      borderVisible: false,
      priceFormat: { type: 'price', precision: digits, minMove: 10 ** -digits },
    })
    chart.current = api
    return () => {
      api.remove()
      chart.current = null
      series.current = null
      shown.current = null
    }
  }, [digits, locale])

  // Declared after the effect that creates the chart, so it colours a new chart too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tokens' values change with the theme, which the effect reads through getComputedStyle.
  useEffect(() => {
    const element = container.current
    if (!element) return
    const colours = chartColours(element)
    chart.current?.applyOptions(colours.chart)
    series.current?.applyOptions(colours.candles)
  }, [theme, digits, locale])

  useEffect(() => {
    const target = series.current
    const last = candles.at(-1)
    if (!target || !last) return
    const before = shown.current
    // A tick moves or adds the last candle: update that one. A new history (another timeframe) replaces all.
    if (before && before.first === candles[0]?.time && candles.length - before.length <= 1 && candles.length >= before.length) {
      target.update(toBar(last))
    } else {
      target.setData(candles.map(toBar))
      chart.current?.timeScale().fitContent()
    }
    shown.current = { first: candles[0]?.time ?? '', length: candles.length }
  }, [candles])

  // The canvas is a picture: the summary and the table beside it are its text.
  return <div ref={container} className="chart-canvas" role="img" aria-label={label} />
}
