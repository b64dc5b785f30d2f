import { describe, expect, it } from 'vitest'
import { findSpec } from '~/config/instrument-specs'
import { conversionRate } from './currency-conversion'
import { parseLots, parsePositive, pipValue, positionFigures, positionSize, profitLoss, swapCost, swapDays } from './trade-math'

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

describe('pip value, against worked examples', () => {
  it('EURJPY: a pip of one lot is 1,000 JPY, 6.09 EUR at USDJPY 151.42 and EURUSD 1.085', () => {
    const value = pipValue(spec('EURJPY'), 1, 'EUR', mid)!
    expect(value.inQuote).toBeCloseTo(1000, 9)
    expect(value.inAccount).toBeCloseTo(1000 / 151.42 / 1.085, 9)
    expect(value.inAccount).toBeCloseTo(6.0868, 4)
  })

  it('JPN225: a point of one contract is 1 JPY, 0.0066 USD', () => {
    expect(pipValue(spec('JPN225'), 1, 'USD', mid)!.inAccount).toBeCloseTo(1 / 151.42, 12)
  })

  it('US500 in a zloty account: a point of one contract is 1 USD = 3.96 PLN (EURUSD 1.085, EURPLN 4.30)', () => {
    expect(pipValue(spec('US500'), 1, 'PLN', mid)!.inAccount).toBeCloseTo(4.3 / 1.085, 9)
  })

  it('silver: a point (0.001) of one lot of 5,000 oz is 5 USD, 3.94 GBP at GBPUSD 1.27', () => {
    const value = pipValue(spec('XAGUSD'), 1, 'GBP', mid)!
    expect(value.inQuote).toBeCloseTo(5, 9)
    expect(value.inAccount).toBeCloseTo(5 / 1.27, 9)
  })
})

describe('position size, against worked examples', () => {
  it('EURUSD, 10,000 EUR, 1 % risk, 20-pip stop: 100 EUR / (20 × 9.2166 EUR) = 0.5425, so 0.54 lots', () => {
    const size = positionSize(spec('EURUSD'), { balance: 10_000, riskPercent: 1, stopPips: 20, account: 'EUR', mid })!
    expect(size.riskAmount).toBeCloseTo(100, 9)
    expect(size.lossPerLot).toBeCloseTo(184.3318, 3)
    expect(size.exactLots).toBeCloseTo(0.5425, 4)
    expect(size.lots).toBe(0.54)
    expect(size.tooSmall).toBe(false)
  })

  it('GER30 in a zloty account, 20,000 PLN, 2 % risk, 50-point stop: 400 PLN / 215 PLN = 1.86, so 1.8 contracts', () => {
    const size = positionSize(spec('GER30'), { balance: 20_000, riskPercent: 2, stopPips: 50, account: 'PLN', mid })!
    expect(size.lossPerLot).toBeCloseTo(215, 9)
    expect(size.lots).toBe(1.8)
  })

  it('rounds exact steps without losing one to floating point (0.3 contracts)', () => {
    // 3 EUR of risk at 1 EUR a point with a 10-point stop is exactly 0.3 contracts.
    const size = positionSize(spec('GER30'), { balance: 300, riskPercent: 1, stopPips: 10, account: 'EUR', mid })!
    expect(size.lots).toBe(0.3)
  })

  it('says when even the smallest size risks too much, and caps at the largest', () => {
    expect(positionSize(spec('XAUUSD'), { balance: 100, riskPercent: 1, stopPips: 500, account: 'USD', mid })!.tooSmall).toBe(
      true,
    )
    const huge = positionSize(spec('EURUSD'), { balance: 1e9, riskPercent: 5, stopPips: 1, account: 'USD', mid })!
    expect(huge.lots).toBe(50)
    expect(huge.capped).toBe(true)
  })
})

describe('profit and loss, against worked examples', () => {
  it('gold, buy 0.1 lot from 2,345.60 to 2,360.10: 14.50 × 10 oz = 145 USD = 114.17 GBP, 1,450 points', () => {
    const result = profitLoss(spec('XAUUSD'), { lots: 0.1, side: 'buy', open: 2345.6, close: 2360.1, account: 'GBP', mid })!
    expect(result.inQuote).toBeCloseTo(145, 9)
    expect(result.inAccount).toBeCloseTo(114.1732, 4)
    expect(result.pips).toBeCloseTo(1450, 6)
  })

  it('USDJPY, sell 1 lot from 151.42 to 150.42: 100,000 JPY = 660.42 USD, 100 pips', () => {
    const result = profitLoss(spec('USDJPY'), { lots: 1, side: 'sell', open: 151.42, close: 150.42, account: 'USD', mid })!
    expect(result.inQuote).toBeCloseTo(100_000, 6)
    expect(result.inAccount).toBeCloseTo(660.4147, 3)
    expect(result.pips).toBeCloseTo(100, 9)
  })

  it('a buy that falls is a loss, in a zloty account through the euro', () => {
    const result = profitLoss(spec('EURUSD'), { lots: 1, side: 'buy', open: 1.085, close: 1.08, account: 'PLN', mid })!
    expect(result.inQuote).toBeCloseTo(-500, 6)
    expect(result.inAccount).toBeCloseTo((-500 / 1.085) * 4.3, 6)
  })
})

describe('swap, against worked examples', () => {
  it('counts trading nights only, three on the triple-swap night', () => {
    expect(swapDays(5, 'monday', 'wednesday')).toBe(7)
    expect(swapDays(3, 'tuesday', 'wednesday')).toBe(5)
    expect(swapDays(2, 'friday', 'friday')).toBe(4)
    expect(swapDays(1, 'thursday', 'wednesday')).toBe(1)
  })

  it('EURUSD long, 1 lot, 3 nights from Tuesday: −0.62 pips × 10 USD × 5 days = −31 USD', () => {
    const result = swapCost(spec('EURUSD'), { lots: 1, side: 'buy', nights: 3, from: 'tuesday', account: 'USD', mid })!
    expect(result.days).toBe(5)
    expect(result.inAccount).toBeCloseTo(-31, 9)
  })

  it('USDJPY short, 2 lots, 1 night: −2.75 pips × 1,000 JPY × 2 = −5,500 JPY = −36.32 USD', () => {
    const result = swapCost(spec('USDJPY'), { lots: 2, side: 'sell', nights: 1, from: 'monday', account: 'USD', mid })!
    expect(result.inQuote).toBeCloseTo(-5_500, 6)
    expect(result.inAccount).toBeCloseTo(-36.32281, 4)
  })
})

describe('a typed amount', () => {
  it('accepts a decimal comma or point and the thousands marks of each language', () => {
    expect(parsePositive('1 234,5')).toEqual({ value: 1234.5 })
    expect(parsePositive('0.25')).toEqual({ value: 0.25 })
    expect(parsePositive('1.234,5')).toEqual({ value: 1234.5 })
    expect(parsePositive('1,234.5')).toEqual({ value: 1234.5 })
    expect(parsePositive('1.000.000')).toEqual({ value: 1_000_000 })
    expect(parsePositive('1,08520')).toEqual({ value: 1.0852 })
  })
  it('reads a lone comma before three digits as thousands in English only', () => {
    expect(parsePositive('10,000', { commaGroups: true })).toEqual({ value: 10_000 })
    expect(parsePositive('10,000')).toEqual({ value: 10 })
    expect(parsePositive('1,085', { commaGroups: true })).toEqual({ value: 1085 })
    expect(parsePositive('1,0852', { commaGroups: true })).toEqual({ value: 1.0852 })
  })
  it('says what is wrong: text, a negative or zero amount, too much', () => {
    expect(parsePositive('ten')).toEqual({ problem: 'not-a-number' })
    expect(parsePositive('')).toEqual({ problem: 'not-a-number' })
    expect(parsePositive('-500')).toEqual({ problem: 'not-positive' })
    expect(parsePositive('0')).toEqual({ problem: 'not-positive' })
    expect(parsePositive('−0,5')).toEqual({ problem: 'not-positive' })
    expect(parsePositive('1.2.3,4')).toEqual({ problem: 'not-a-number' })
    expect(parsePositive('12,34,56')).toEqual({ problem: 'not-a-number' })
    expect(parsePositive('101', { max: 100 })).toEqual({ problem: 'too-large' })
  })
})
