import { useLingui } from '@lingui/react/macro'
import type { CalendarEvent } from '~/contract/market-data'
import { surprise } from '../surprise'

const width = 720
const height = 220
const pad = { top: 12, right: 8, bottom: 24, left: 8 }

/**
 * The last releases as bars (the actual, coloured by whether it beat the forecast) with the
 * forecast as a tick over each bar. Drawn as SVG without a charting library; the page loads it
 * only once the history is there, and the table beside it carries the same figures for every reader.
 */
export default function HistoryChart({ events }: { events: CalendarEvent[] }) {
  const { t } = useLingui()
  const values = events.flatMap((e) => [e.actual, e.forecast]).filter((v): v is number => v !== null)
  if (values.length === 0) return null
  const low = Math.min(0, ...values)
  const high = Math.max(0, ...values)
  const span = high - low || 1
  const y = (v: number) => pad.top + ((high - v) / span) * (height - pad.top - pad.bottom)
  const step = (width - pad.left - pad.right) / events.length
  const bar = Math.max(4, step * 0.6)
  const caption = t`Bars: the actual figure, green when better than the forecast and red when worse. Dark marks: the forecast.`
  return (
    <figure className="history-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img">
        <title>{caption}</title>
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} className="history-zero" />
        {events.map((event, i) => {
          const x = pad.left + i * step + (step - bar) / 2
          const result = surprise(event)
          return (
            <g key={event.id}>
              {event.actual !== null && (
                <rect
                  x={x}
                  width={bar}
                  y={Math.min(y(event.actual), y(0))}
                  height={Math.max(1, Math.abs(y(event.actual) - y(0)))}
                  className={`history-bar outcome-${result?.outcome ?? 'as-expected'}`}
                />
              )}
              {event.forecast !== null && (
                <line x1={x - 2} x2={x + bar + 2} y1={y(event.forecast)} y2={y(event.forecast)} className="history-forecast" />
              )}
            </g>
          )
        })}
      </svg>
      <figcaption aria-hidden="true">{caption}</figcaption>
    </figure>
  )
}
