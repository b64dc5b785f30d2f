export interface EarningsBar {
  /** Under the bar, e.g. "11 to 30" or "100 lots". */
  label: string
  value: number
  /** Above the bar, e.g. "350 USD". */
  valueText: string
}

const width = 360
const height = 220
const top = 28
const bottom = 40
const gap = 18

/**
 * A small bar chart drawn as SVG when the page renders (prerendered, no chart library, no script).
 * The bars' heights are proportional to their values; the summary is the text alternative.
 */
export function EarningsChart({ title, summary, bars }: { title: string; summary: string; bars: readonly EarningsBar[] }) {
  const max = Math.max(...bars.map((bar) => bar.value))
  const barWidth = (width - gap * (bars.length + 1)) / bars.length
  const plot = height - top - bottom
  return (
    <figure className="earnings-chart">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={summary}>
        <line className="earnings-axis" x1={gap / 2} x2={width - gap / 2} y1={height - bottom} y2={height - bottom} />
        {bars.map((bar, index) => {
          const barHeight = Math.round((bar.value / max) * plot)
          const x = gap + index * (barWidth + gap)
          const y = height - bottom - barHeight
          return (
            <g key={bar.label} className="earnings-bar" data-value={bar.value}>
              <rect x={x} y={y} width={barWidth} height={barHeight} rx="3" />
              <text className="earnings-value" x={x + barWidth / 2} y={y - 8} textAnchor="middle">
                {bar.valueText}
              </text>
              <text className="earnings-label" x={x + barWidth / 2} y={height - bottom + 20} textAnchor="middle">
                {bar.label}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  )
}
