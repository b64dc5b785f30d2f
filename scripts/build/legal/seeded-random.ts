/**
 * Named, seeded random streams for the illustrative figures of the periodic disclosures. Each figure
 * draws from a stream named after what it is ("activity:2018:retail"), so adding a figure never
 * changes the others and every build writes the same documents.
 */

import { fnv1a, seededRandom } from '../../../src/lib/seeded-random'

export interface RandomStream {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform in [min, max). */
  between(min: number, max: number): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** Standard normal (Box-Muller). */
  normal(): number
}

/** A stream seeded by the hash of its name. */
export function randomStream(name: string): RandomStream {
  const next = seededRandom(fnv1a(name))
  const between = (min: number, max: number) => min + (max - min) * next()
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  }
}

/**
 * Splits a whole number into parts proportional to weights, by largest remainder, so the parts are
 * whole numbers that add up to exactly the total.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0))
  const parts = exact.map(Math.floor)
  let left = total - parts.reduce((a, b) => a + b, 0)
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of byRemainder) {
    if (left <= 0) break
    parts[i]! += 1
    left -= 1
  }
  return parts
}

export const round = (value: number, digits = 0) => {
  const f = 10 ** digits
  return Math.round(value * f) / f
}
