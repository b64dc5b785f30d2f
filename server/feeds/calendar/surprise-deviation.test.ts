// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { surpriseDeviation, usualForecastError } from './surprise-deviation'

/** Twelve earlier releases whose surprises are +10, −10, +10, … (mean 0). */
const alternating = Array.from({ length: 12 }, (_, i) => ({ actual: 150 + (i % 2 === 0 ? 10 : -10), forecast: 150 }))

describe('the deviation of a surprise', () => {
  it('is the sample standard deviation of the earlier surprises', () => {
    // Worked example: surprises 2, 4, 4, 4, 5, 5, 7, 9 and four of 5: mean 5, squares 9+1+1+1+0+0+4+16 = 32 over 11.
    const surprises = [2, 4, 4, 4, 5, 5, 7, 9, 5, 5, 5, 5]
    expect(usualForecastError(surprises)).toBeCloseTo(Math.sqrt(32 / 11), 12)
    // Twelve surprises of ±10 around 0: the squares sum to 1,200 over 11.
    expect(usualForecastError(alternating.map((r) => r.actual - r.forecast))).toBeCloseTo(Math.sqrt(1200 / 11), 12)
  })

  it('divides the surprise by that usual error, signed as actual minus forecast, to two decimals', () => {
    // Payrolls 60 K above the forecast where the usual miss is √(1200/11) ≈ 10.445 K: 5.74.
    expect(surpriseDeviation(210, 150, alternating)).toBe(5.74)
    expect(surpriseDeviation(140, 150, alternating)).toBe(-0.96)
    expect(surpriseDeviation(150, 150, alternating)).toBe(0)
    // Small percentages keep their precision: 0.4 % against 0.3 % where the usual miss is 0.1.
    const cpi = Array.from({ length: 12 }, (_, i) => ({ actual: i % 2 === 0 ? 0.4 : 0.2, forecast: 0.3 }))
    expect(surpriseDeviation(0.4, 0.3, cpi)).toBe(0.96)
  })

  it('says nothing without an actual, a forecast, enough history, or any earlier surprise', () => {
    expect(surpriseDeviation(null, 150, alternating)).toBeNull()
    expect(surpriseDeviation(210, null, alternating)).toBeNull()
    expect(surpriseDeviation(210, 150, alternating.slice(0, 11))).toBeNull()
    const neverSurprised = Array.from({ length: 24 }, () => ({ actual: 4.25, forecast: 4.25 }))
    expect(surpriseDeviation(4.5, 4.25, neverSurprised)).toBeNull()
  })
})
