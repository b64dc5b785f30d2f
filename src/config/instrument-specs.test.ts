import { describe, expect, it } from 'vitest'
import { instrumentSpecs } from './instrument-specs'

/** A night's swap of one lot as a share of the position's value, over a year of nights. */
const yearlyRate = (pips: number, spec: (typeof instrumentSpecs)[number]) => ((pips * spec.pipSize) / spec.start) * 365

describe('the demonstration swaps', () => {
  it.each(instrumentSpecs.map((spec) => [spec.name, spec] as const))(
    '%s costs or pays what a broker charges for a night, not a multiple of it',
    (_, spec) => {
      // A rate difference plus the broker's markup: within 15 % a year of the position's value either way.
      expect(Math.abs(yearlyRate(spec.swapLong, spec))).toBeLessThanOrEqual(0.15)
      expect(Math.abs(yearlyRate(spec.swapShort, spec))).toBeLessThanOrEqual(0.15)
      // The markup applies to both sides: a broker never credits both a long and a short position.
      expect(spec.swapLong > 0 && spec.swapShort > 0).toBe(false)
      // The side that is credited gets less than the other side pays.
      expect(spec.swapLong + spec.swapShort).toBeLessThan(0)
    },
  )
})
