import { describe, expect, it } from 'vitest'
import { findSpec } from '~/config/instrument-specs'
import type { MidPrice } from '~/lib/currency-conversion'
import { overnightCost } from './overnight'

const prices: Record<string, number> = { EURUSD: 1.1, USDJPY: 150, GBPUSD: 1.25, XAUUSD: 2400 }
const mid: MidPrice = (name) => prices[name]

describe('the overnight cost', () => {
  it('of a yen pair: USDJPY long over the triple-swap Wednesday, in dollars', () => {
    // 1.41 pips × 0.01 × 100,000 = 1,410 JPY a day; Monday, Tuesday, Wednesday (×3) = 5 days = 7,050 JPY = 47 USD.
    // The typical spread, 0.9 pips at 1,000 JPY a pip = 900 JPY = 6 USD.
    const cost = overnightCost(findSpec('USDJPY')!, { lots: 1, side: 'buy', nights: 3, from: 'monday', account: 'USD', mid })!
    expect(cost.swap.days).toBe(5)
    expect(cost.swap.inQuote).toBeCloseTo(7_050, 6)
    expect(cost.swap.inAccount).toBeCloseTo(47, 6)
    expect(cost.spread.pips).toBeCloseTo(0.9, 9)
    expect(cost.spread.inAccount).toBeCloseTo(6, 6)
    expect(cost.total).toBeCloseTo(6 - 47, 6)
  })

  it('of a metal: half a lot of gold short from Wednesday, in euros', () => {
    // 17.2 points × 0.01 × 100 oz × 0.5 = 8.60 USD a day; Wednesday (×3) and Thursday = 4 days = 34.40 USD = 31.27 EUR.
    // The spread, 30 points at 0.50 USD = 15 USD = 13.64 EUR.
    const cost = overnightCost(findSpec('XAUUSD')!, {
      lots: 0.5,
      side: 'sell',
      nights: 2,
      from: 'wednesday',
      account: 'EUR',
      mid,
    })!
    expect(cost.swap.days).toBe(4)
    expect(cost.swap.inAccount).toBeCloseTo(34.4 / 1.1, 6)
    expect(cost.spread.inAccount).toBeCloseTo(15 / 1.1, 6)
    expect(cost.total).toBeCloseTo((15 - 34.4) / 1.1, 6)
  })

  it('of an index: two GER30 lots long over the Friday that books the weekend, in euros', () => {
    // -4.3 points × 1 EUR × 2 lots × 3 days = -25.80 EUR charged; the spread, 1 point × 2 EUR = 2 EUR.
    const cost = overnightCost(findSpec('GER30')!, { lots: 2, side: 'buy', nights: 1, from: 'friday', account: 'EUR', mid })!
    expect(cost.swap.days).toBe(3)
    expect(cost.swap.inAccount).toBeCloseTo(-25.8, 6)
    expect(cost.total).toBeCloseTo(2 + 25.8, 6)
  })

  it('in a zloty account: EURUSD long one Monday night', () => {
    // -0.62 pips × 10 USD = -6.20 USD; a dollar is 4.30 / 1.10 PLN: -24.24 PLN. The spread, 0.8 pips = 8 USD = 31.27 PLN.
    const cost = overnightCost(findSpec('EURUSD')!, { lots: 1, side: 'buy', nights: 1, from: 'monday', account: 'PLN', mid })!
    expect(cost.swap.rate).toBeCloseTo(4.3 / 1.1, 9)
    expect(cost.swap.inAccount).toBeCloseTo(-24.236364, 5)
    expect(cost.spread.inAccount).toBeCloseTo(31.272727, 5)
    expect(cost.total).toBeCloseTo(55.509091, 5)
  })

  it('is unknown without the price that converts into the account currency', () => {
    expect(
      overnightCost(findSpec('GBPUSD')!, {
        lots: 1,
        side: 'buy',
        nights: 1,
        from: 'monday',
        account: 'EUR',
        mid: () => undefined,
      }),
    ).toBeUndefined()
  })
})
