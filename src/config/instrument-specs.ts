import type { InstrumentName } from '../contract/instruments'
import { type Instrument, instruments, marketSlugs } from './instruments'

/**
 * The contract specification of the 30 instruments: the one table the instrument pages, their
 * calculator and the all-instruments table read. It extends each instrument of `instruments.ts`
 * (digits, typical spread, session) with its trading terms; labels live with the pages.
 */

/**
 * ESMA's product-intervention classes for retail clients, which set the highest leverage:
 * 30:1 major currency pairs; 20:1 other pairs, gold and major indices; 10:1 other commodities and
 * non-major indices.
 */
export type EsmaClass = 'major-pair' | 'other-pair' | 'gold-major-index' | 'commodity-other-index'

/** What one lot is measured in. */
export type ContractUnit = 'currency' | 'troy-ounce' | 'barrel' | 'index'

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday'

export interface TradingTerms {
  /** Tightest spread in normal conditions, in price units. */
  minSpread: number
  /** Units of `contractUnit` in one lot. */
  contractSize: number
  contractUnit: ContractUnit
  /** One pip (for metals, energies and indices: one point) in price units. */
  pipSize: number
  minLots: number
  maxLots: number
  lotStep: number
  esma: EsmaClass
  /** The highest leverage for professional clients (x in x:1). */
  professionalLeverage: number
  /** Demonstration overnight financing per lot, in pips (points): positive is credited. */
  swapLong: number
  swapShort: number
  /** The night on which three days of swap are charged, to cover the weekend. */
  tripleSwapDay: Weekday
}

export type InstrumentSpec = Instrument & TradingTerms

export const retailLeverage: Record<EsmaClass, number> = {
  'major-pair': 30,
  'other-pair': 20,
  'gold-major-index': 20,
  'commodity-other-index': 10,
}

/** ESMA's major currencies: a pair of two of them is a major pair. */
const majorCurrencies = new Set(['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF'])

type Terms = (instrument: Instrument) => TradingTerms

/** A currency pair: one lot is 100,000 of the base currency; a pip is the fourth decimal (the second for yen pairs). */
const fx =
  (swapLong: number, swapShort: number): Terms =>
  ({ base, quote, digits, spread }) => {
    const major = majorCurrencies.has(base) && majorCurrencies.has(quote)
    return {
      minSpread: Number((spread * 0.6).toFixed(digits + 1)),
      contractSize: 100_000,
      contractUnit: 'currency',
      pipSize: digits === 3 ? 0.01 : 0.0001,
      minLots: 0.01,
      maxLots: 50,
      lotStep: 0.01,
      esma: major ? 'major-pair' : 'other-pair',
      professionalLeverage: major ? 500 : 300,
      swapLong,
      swapShort,
      tripleSwapDay: 'wednesday',
    }
  }

/** A cash index: one lot is one contract of 1 × the index in its currency; a pip is one index point. */
const index =
  (esma: EsmaClass, minSpread: number, swapLong: number, swapShort: number): Terms =>
  () => ({
    minSpread,
    contractSize: 1,
    contractUnit: 'index',
    pipSize: 1,
    minLots: 0.1,
    maxLots: 100,
    lotStep: 0.1,
    esma,
    professionalLeverage: 200,
    swapLong,
    swapShort,
    tripleSwapDay: 'friday',
  })

/** Crude oil: one lot is 1,000 barrels; a point is one cent. */
const oil =
  (swapLong: number, swapShort: number): Terms =>
  () => ({
    minSpread: 0.03,
    contractSize: 1000,
    contractUnit: 'barrel',
    pipSize: 0.01,
    minLots: 0.1,
    maxLots: 50,
    lotStep: 0.1,
    esma: 'commodity-other-index',
    professionalLeverage: 100,
    swapLong,
    swapShort,
    tripleSwapDay: 'friday',
  })

/**
 * Each instrument's terms. The swaps are demonstration values, sized as a broker's are: the
 * interest-rate difference of the pair (or the funding rate of a metal, oil or index position) plus
 * a markup, within some 15 % a year of the position's value, and long and short are never both
 * credited (src/config/instrument-specs.test.ts). A currency pair's swap is in pips: a platform's
 * "points" are tenths of a pip on five-digit prices, and read as pips they would cost some 20 to
 * 65 % a year.
 */
const terms: Record<InstrumentName, Terms> = {
  EURUSD: fx(-0.62, 0.19),
  USDJPY: fx(1.41, -2.75),
  GBPUSD: fx(-0.34, -0.11),
  USDCHF: fx(0.58, -1.26),
  AUDUSD: fx(-0.39, -0.08),
  NZDUSD: fx(-0.27, -0.16),
  USDCAD: fx(0.12, -0.83),
  EURCHF: fx(0.21, -0.94),
  EURGBP: fx(-0.53, 0.04),
  EURJPY: fx(0.96, -2.18),
  EURAUD: fx(-0.91, 0.22),
  GBPJPY: fx(1.24, -2.69),
  GBPCHF: fx(0.44, -1.37),
  GBPAUD: fx(-0.48, -0.36),
  AUDJPY: fx(0.73, -1.62),
  AUDNZD: fx(-0.31, -0.45),
  NZDJPY: fx(0.61, -1.48),
  CADJPY: fx(0.82, -1.84),
  USDCNH: fx(1.15, -5.23),
  USDHKD: fx(0.26, -1.91),
  // Gold: 100 troy ounces a lot, a point is one cent; ESMA counts gold with the major indices.
  XAUUSD: () => ({
    minSpread: 0.18,
    contractSize: 100,
    contractUnit: 'troy-ounce',
    pipSize: 0.01,
    minLots: 0.01,
    maxLots: 20,
    lotStep: 0.01,
    esma: 'gold-major-index',
    professionalLeverage: 200,
    swapLong: -38.5,
    swapShort: 17.2,
    tripleSwapDay: 'wednesday',
  }),
  // Silver: 5,000 troy ounces a lot, a point is a tenth of a cent; an "other commodity" for ESMA.
  XAGUSD: () => ({
    minSpread: 0.015,
    contractSize: 5000,
    contractUnit: 'troy-ounce',
    pipSize: 0.001,
    minLots: 0.01,
    maxLots: 20,
    lotStep: 0.01,
    esma: 'commodity-other-index',
    professionalLeverage: 100,
    swapLong: -4.6,
    swapShort: 1.3,
    tripleSwapDay: 'wednesday',
  }),
  UKOIL: oil(-2.9, -1.4),
  USOIL: oil(-3.1, -1.2),
  US500: index('gold-major-index', 0.4, -1.45, -0.38),
  US30: index('gold-major-index', 1.6, -10.9, -2.8),
  NAS100: index('gold-major-index', 0.9, -5.1, -1.3),
  // The Hang Seng is not among ESMA's major indices.
  HK50: index('commodity-other-index', 6, -4.7, -1.5),
  JPN225: index('gold-major-index', 7, -3.2, -2.4),
  GER30: index('gold-major-index', 0.8, -4.3, -0.9),
}

export const instrumentSpecs: InstrumentSpec[] = instruments.map((instrument) => ({
  ...instrument,
  ...terms[instrument.name](instrument),
}))

export function findSpec(name: string): InstrumentSpec | undefined {
  return instrumentSpecs.find((spec) => spec.name === name)
}

/** The instrument an address names, only when the market segment is its own (`/trading/metals/eurusd` is no page). */
export function instrumentAt(marketSlug: string, symbol: string): InstrumentSpec | undefined {
  const spec = findSpec(symbol.toUpperCase())
  return spec && marketSlugs[spec.market] === marketSlug && symbol === symbol.toLowerCase() ? spec : undefined
}
