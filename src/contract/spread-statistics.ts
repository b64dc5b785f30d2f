import * as v from 'valibot'
import { timestamp } from './fields'
import { goods } from './market-data'

/**
 * The spreads the feed really quoted (QF1004, not in the specification): per instrument, over the
 * last 24 hours and over its current session (src/config/trading-session.ts). Without `goods`,
 * every instrument.
 */
export const spreadStatisticsPayload = v.object({ goods: v.optional(goods) })

/** Spreads in price units (ask minus bid, as the feed quoted them); null when no tick fell in the window. */
export const spreadFigures = v.nullable(
  v.object({
    /** How many ticks the figures are taken from. */
    ticks: v.number(),
    min: v.number(),
    average: v.number(),
    /** The nearest-rank 90th percentile: the smallest spread that at least 90 % of the ticks were quoted at or below. */
    p90: v.number(),
  }),
)
export type SpreadFigures = v.InferOutput<typeof spreadFigures>

export const spreadStatisticsAnswer = v.object({
  list: v.array(
    v.object({
      name: v.string(),
      day: spreadFigures,
      session: v.object({ from: timestamp, to: timestamp, figures: spreadFigures }),
    }),
  ),
  /** The 24-hour window: whole minutes, ending at the last minute every instance has stored. */
  from: timestamp,
  until: timestamp,
  /** The reference server measures its own simulated feed: a demonstration source. */
  demo: v.boolean(),
})
export type SpreadStatistics = v.InferOutput<typeof spreadStatisticsAnswer>
