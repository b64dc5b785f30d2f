import type { InstrumentName } from '../contract/instruments'

/**
 * The contract specification of the 30 instruments of spec section 3: the one table the market
 * pages, the instrument pages, the calculator and the reference server (its quote feed and candles)
 * all read. Prices and sizes are in the instrument's own units; labels live with the pages.
 */
export type Market = 'forex' | 'metals' | 'energy' | 'indices'

/** Trading sessions in UTC. `fx` is Sunday 22:00 to Friday 22:00; the others add a daily break. */
export type Session = 'fx' | 'metals' | 'energy' | 'us-index' | 'eu-index' | 'asia-index'

/**
 * ESMA's product-intervention classes for retail clients, which set the highest leverage:
 * 30:1 major currency pairs; 20:1 other pairs, gold and major indices; 10:1 other commodities and
 * non-major indices.
 */
export type EsmaClass = 'major-pair' | 'other-pair' | 'gold-major-index' | 'commodity-other-index'

/** What one lot is measured in. */
export type ContractUnit = 'currency' | 'troy-ounce' | 'barrel' | 'index'

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday'

export interface Instrument {
  name: InstrumentName
  market: Market
  /** The base currency, metal or product; for an index its name. */
  base: string
  /** The currency the price is quoted in. */
  quote: string
  digits: number
  /** A realistic mid price to start the simulated feed from, and the reference price of the examples. */
  start: number
  /** Typical spread in price units. */
  spread: number
  /** Tightest spread in normal conditions, in price units. */
  minSpread: number
  session: Session
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

export const retailLeverage: Record<EsmaClass, number> = {
  'major-pair': 30,
  'other-pair': 20,
  'gold-major-index': 20,
  'commodity-other-index': 10,
}

/** ESMA's major currencies: a pair of two of them is a major pair. */
const majorCurrencies = new Set(['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF'])

const fx = (
  name: InstrumentName,
  digits: number,
  start: number,
  spread: number,
  swapLong: number,
  swapShort: number,
): Instrument => {
  const base = name.slice(0, 3)
  const quote = name.slice(3, 6)
  const major = majorCurrencies.has(base) && majorCurrencies.has(quote)
  // A pip is the fourth decimal, or the second for yen pairs (prices with 3 digits).
  const pipSize = digits === 3 ? 0.01 : 0.0001
  return {
    name,
    market: 'forex',
    base,
    quote,
    digits,
    start,
    spread,
    minSpread: Number((spread * 0.6).toFixed(digits + 1)),
    session: 'fx',
    contractSize: 100_000,
    contractUnit: 'currency',
    pipSize,
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

export const instruments: Instrument[] = [
  fx('EURUSD', 5, 1.0852, 0.00008, -6.2, 1.9),
  fx('USDJPY', 3, 151.42, 0.009, 14.1, -27.5),
  fx('GBPUSD', 5, 1.2718, 0.0001, -3.4, -1.1),
  fx('USDCHF', 5, 0.8843, 0.00012, 5.8, -12.6),
  fx('AUDUSD', 5, 0.6586, 0.0001, -3.9, -0.8),
  fx('NZDUSD', 5, 0.6012, 0.00015, -2.7, -1.6),
  fx('USDCAD', 5, 1.3561, 0.00015, 1.2, -8.3),
  fx('EURCHF', 5, 0.9596, 0.00015, 2.1, -9.4),
  fx('EURGBP', 5, 0.8532, 0.0001, -5.3, 0.4),
  fx('EURJPY', 3, 164.31, 0.014, 9.6, -21.8),
  fx('EURAUD', 5, 1.6477, 0.00022, -9.1, 2.2),
  fx('GBPJPY', 3, 192.58, 0.022, 12.4, -26.9),
  fx('GBPCHF', 5, 1.1247, 0.00025, 4.4, -13.7),
  fx('GBPAUD', 5, 1.9311, 0.00032, -4.8, -3.6),
  fx('AUDJPY', 3, 99.73, 0.016, 7.3, -16.2),
  fx('AUDNZD', 5, 1.0955, 0.00025, -3.1, -4.5),
  fx('NZDJPY', 3, 91.04, 0.02, 6.1, -14.8),
  fx('CADJPY', 3, 111.66, 0.02, 8.2, -18.4),
  fx('USDCNH', 5, 7.2345, 0.0012, 11.5, -52.3),
  fx('USDHKD', 5, 7.8213, 0.0009, 2.6, -19.1),
  {
    name: 'XAUUSD',
    market: 'metals',
    base: 'XAU',
    quote: 'USD',
    digits: 2,
    start: 2345.6,
    spread: 0.3,
    minSpread: 0.18,
    session: 'metals',
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
  },
  {
    name: 'XAGUSD',
    market: 'metals',
    base: 'XAG',
    quote: 'USD',
    digits: 3,
    start: 28.412,
    spread: 0.025,
    minSpread: 0.015,
    session: 'metals',
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
  },
  {
    name: 'UKOIL',
    market: 'energy',
    base: 'UKOIL',
    quote: 'USD',
    digits: 2,
    start: 83.45,
    spread: 0.04,
    minSpread: 0.03,
    session: 'energy',
    contractSize: 1000,
    contractUnit: 'barrel',
    pipSize: 0.01,
    minLots: 0.1,
    maxLots: 50,
    lotStep: 0.1,
    esma: 'commodity-other-index',
    professionalLeverage: 100,
    swapLong: -2.9,
    swapShort: -1.4,
    tripleSwapDay: 'friday',
  },
  {
    name: 'USOIL',
    market: 'energy',
    base: 'USOIL',
    quote: 'USD',
    digits: 2,
    start: 79.12,
    spread: 0.04,
    minSpread: 0.03,
    session: 'energy',
    contractSize: 1000,
    contractUnit: 'barrel',
    pipSize: 0.01,
    minLots: 0.1,
    maxLots: 50,
    lotStep: 0.1,
    esma: 'commodity-other-index',
    professionalLeverage: 100,
    swapLong: -3.1,
    swapShort: -1.2,
    tripleSwapDay: 'friday',
  },
  index('US500', 'USD', 1, 5234.5, 0.5, 0.4, 'us-index', 'gold-major-index', -1.45, -0.38),
  index('US30', 'USD', 1, 39215.0, 2.0, 1.6, 'us-index', 'gold-major-index', -10.9, -2.8),
  index('NAS100', 'USD', 1, 18345.2, 1.2, 0.9, 'us-index', 'gold-major-index', -5.1, -1.3),
  index('HK50', 'HKD', 1, 17102.0, 8.0, 6.0, 'asia-index', 'commodity-other-index', -4.7, -1.5),
  index('JPN225', 'JPY', 0, 38950, 10, 7, 'asia-index', 'gold-major-index', -3.2, -2.4),
  index('GER30', 'EUR', 1, 18210.4, 1.0, 0.8, 'eu-index', 'gold-major-index', -4.3, -0.9),
]

/** A cash index CFD: one lot is one contract of 1 × the index in its currency; a pip is one index point. */
function index(
  name: InstrumentName,
  quote: string,
  digits: number,
  start: number,
  spread: number,
  minSpread: number,
  session: Session,
  esma: EsmaClass,
  swapLong: number,
  swapShort: number,
): Instrument {
  return {
    name,
    market: 'indices',
    base: name,
    quote,
    digits,
    start,
    spread,
    minSpread,
    session,
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
  }
}

export const topInstruments: readonly InstrumentName[] = ['EURUSD', 'XAUUSD', 'NAS100']

export function instrumentsOf(market: Market): Instrument[] {
  return instruments.filter((i) => i.market === market)
}

export function findInstrument(name: string): Instrument | undefined {
  return instruments.find((i) => i.name === name)
}

/** The address segment of each market: the indices live under the site's "spot" page. */
export const marketSlugs: Record<Market, string> = { forex: 'forex', metals: 'metals', energy: 'energy', indices: 'spot' }

/** The language-independent address of an instrument's page, e.g. `/trading/forex/eurusd`. */
export function instrumentPath(instrument: Pick<Instrument, 'name' | 'market'>): string {
  return `/trading/${marketSlugs[instrument.market]}/${instrument.name.toLowerCase()}`
}

/** The instrument an address names, only when the market segment is its own (`/trading/metals/eurusd` is no page). */
export function instrumentAt(marketSlug: string, symbol: string): Instrument | undefined {
  const instrument = findInstrument(symbol.toUpperCase())
  return instrument && marketSlugs[instrument.market] === marketSlug && symbol === symbol.toLowerCase() ? instrument : undefined
}
