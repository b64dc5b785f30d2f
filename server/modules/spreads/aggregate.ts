import type { SpreadFigures } from '../../../src/contract/spread-statistics'

/**
 * Ticks per spread, the spread counted in the instrument's smallest price step (10^-digits), so
 * that quotes rounded to their digits give whole numbers and counts of any window add up exactly.
 */
export type SpreadCounts = Map<number, number>

/** A quote's spread in smallest price steps. */
export function spreadSteps(bid: number, ask: number, digits: number): number {
  return Math.round((ask - bid) * 10 ** digits)
}

export function addTick(counts: SpreadCounts, steps: number, ticks = 1) {
  counts.set(steps, (counts.get(steps) ?? 0) + ticks)
}

export function mergeCounts(into: SpreadCounts, from: SpreadCounts) {
  for (const [steps, ticks] of from) addTick(into, steps, ticks)
}

export function countsToJson(counts: SpreadCounts): string {
  return JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a - b)))
}

export function countsFromJson(text: string): SpreadCounts {
  return new Map(Object.entries(JSON.parse(text) as Record<string, number>).map(([steps, ticks]) => [Number(steps), ticks]))
}

/**
 * Minimum, average and 90th percentile in price units. The percentile is the nearest rank: the
 * smallest spread at or below which at least 90 % of the ticks were quoted (an actual quoted
 * spread, never an interpolation between two). Null without ticks.
 */
export function spreadFigures(counts: SpreadCounts, digits: number): SpreadFigures {
  const spreads = [...counts].filter(([, ticks]) => ticks > 0).sort(([a], [b]) => a - b)
  const ticks = spreads.reduce((sum, [, n]) => sum + n, 0)
  if (ticks === 0) return null
  const step = 10 ** -digits
  const inPrice = (steps: number) => Number((steps * step).toFixed(digits))
  const rank = Math.ceil(ticks * 0.9)
  let seen = 0
  let p90 = spreads.at(-1)?.[0] ?? 0
  for (const [steps, n] of spreads) {
    seen += n
    if (seen >= rank) {
      p90 = steps
      break
    }
  }
  const total = spreads.reduce((sum, [steps, n]) => sum + steps * n, 0)
  return {
    ticks,
    min: inPrice(spreads[0]?.[0] ?? 0),
    // Two digits beyond the price's, enough for a tenth of a pip of any instrument.
    average: Number(((total / ticks) * step).toFixed(digits + 2)),
    p90: inPrice(p90),
  }
}
