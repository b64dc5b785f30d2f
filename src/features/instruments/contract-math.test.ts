import { describe, expect, it } from 'vitest'
import { findSpec } from '~/config/instrument-specs'
import { conversionRate, parseLots, positionFigures } from './contract-math'

const prices: Record<string, number> = { EURUSD: 1.085, USDJPY: 151.42, GBPUSD: 1.27 }
const mid = (name: string) => prices[name]
const spec = (name: string) => findSpec(name)!

describe('margin and pip value, against worked examples', () => {
  it('EURUSD: one lot at 1.0850 with 30:1 ties up 3,616.67 USD; a pip is worth 10 USD', () => {
    const figures = positionFigures(spec('EURUSD'), { lots: 1, price: 1.085, leverage: 30, account: 'USD', mid })!
    expect(figures.exposure).toBeCloseTo(108_500, 6)
    expect(figures.margin).toBeCloseTo(3616.6667, 3)
    expect(figures.pipValue).toBeCloseTo(10, 9)
  })

  it('EURUSD in a euro account: the margin is 100,000 / 30 = 3,333.33 EUR and a pip 10 / 1.085 = 9.22 EUR', () => {
    const figures = positionFigures(spec('EURUSD'), { lots: 1, price: 1.085, leverage: 30, account: 'EUR', mid })!
    expect(figures.margin).toBeCloseTo(3333.3333, 3)
    expect(figures.pipValue).toBeCloseTo(9.2166, 4)
  })

  it('USDJPY: a pip of one lot is 1,000 JPY, 6.60 USD at 151.42', () => {
    const figures = positionFigures(spec('USDJPY'), { lots: 1, price: 151.42, leverage: 30, account: 'USD', mid })!
    expect(figures.pipValue).toBeCloseTo(1000 / 151.42, 9)
    expect(figures.margin).toBeCloseTo(100_000 / 30, 6)
  })

  it('gold: 0.5 lot (50 oz) at 2,345.60 with 20:1 ties up 5,864 USD; a pip (0.01) is 0.50 USD', () => {
    const figures = positionFigures(spec('XAUUSD'), { lots: 0.5, price: 2345.6, leverage: 20, account: 'USD', mid })!
    expect(figures.margin).toBeCloseTo(5864, 6)
    expect(figures.pipValue).toBeCloseTo(0.5, 9)
  })

  it('gold in a euro account: 11,728 USD of margin is 10,809.22 EUR at EURUSD 1.085', () => {
    const figures = positionFigures(spec('XAUUSD'), { lots: 1, price: 2345.6, leverage: 20, account: 'EUR', mid })!
    expect(figures.margin).toBeCloseTo(10_809.2166, 3)
  })

  it('GER30: 2 contracts at 18,210.4 with 20:1 tie up 1,821.04 EUR; a point is worth 2 EUR', () => {
    const figures = positionFigures(spec('GER30'), { lots: 2, price: 18_210.4, leverage: 20, account: 'EUR', mid })!
    expect(figures.margin).toBeCloseTo(1821.04, 6)
    expect(figures.pipValue).toBeCloseTo(2, 9)
  })

  it('GER30 in a zloty account at the reference rate of 4.30: 7,830.47 PLN of margin, 8.60 PLN a point', () => {
    const figures = positionFigures(spec('GER30'), { lots: 2, price: 18_210.4, leverage: 20, account: 'PLN', mid })!
    expect(figures.margin).toBeCloseTo(7830.472, 3)
    expect(figures.pipValue).toBeCloseTo(8.6, 9)
  })

  it('needs the price of the pair that links the currencies', () => {
    expect(positionFigures(spec('GBPUSD'), { lots: 1, price: 1.27, leverage: 30, account: 'EUR', mid: () => undefined })).toBe(
      undefined,
    )
  })
})

describe('currency conversion', () => {
  it('goes through the US dollar, directly or inversely', () => {
    expect(conversionRate('GBP', 'EUR', mid)).toBeCloseTo(1.27 / 1.085, 12)
    expect(conversionRate('JPY', 'USD', mid)).toBeCloseTo(1 / 151.42, 12)
    expect(conversionRate('EUR', 'EUR', mid)).toBe(1)
  })
})

describe('a size in lots', () => {
  const eurusd = spec('EURUSD')
  it('accepts a decimal point or comma', () => {
    expect(parseLots('0.5', eurusd)).toEqual({ lots: 0.5 })
    expect(parseLots(' 0,07 ', eurusd)).toEqual({ lots: 0.07 })
  })
  it('says what is wrong', () => {
    expect(parseLots('abc', eurusd)).toEqual({ problem: 'not-a-number' })
    expect(parseLots('0.001', eurusd)).toEqual({ problem: 'too-small' })
    expect(parseLots('51', eurusd)).toEqual({ problem: 'too-large' })
    expect(parseLots('0.15', spec('GER30'))).toEqual({ problem: 'off-step' })
  })
})
