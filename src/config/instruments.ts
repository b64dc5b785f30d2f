import type { InstrumentName } from '../contract/instruments'

/**
 * The 30 instruments of spec section 3 with what every live price needs (the ticker, the board, the
 * reference quote feed): market, digits, a realistic starting price, a typical spread and the trading
 * session. Their trading terms (sizes, leverage, swaps …) extend them in `instrument-specs.ts`, which
 * only the pages that show a specification load, so the first load of every other page stays as small.
 */
export type Market = 'forex' | 'metals' | 'energy' | 'indices'

/** Trading sessions in UTC. `fx` is Sunday 22:00 to Friday 22:00; the others add a daily break. */
export type Session = 'fx' | 'metals' | 'energy' | 'us-index' | 'eu-index' | 'asia-index'

export interface Instrument {
  name: InstrumentName
  market: Market
  base: string
  quote: string
  digits: number
  /** A realistic mid price to start the simulated feed from. */
  start: number
  /** Typical spread in price units. */
  spread: number
  session: Session
}

const fx = (name: InstrumentName, digits: number, start: number, spread: number): Instrument => ({
  name,
  market: 'forex',
  base: name.slice(0, 3),
  quote: name.slice(3, 6),
  digits,
  start,
  spread,
  session: 'fx',
})

export const instruments: Instrument[] = [
  fx('EURUSD', 5, 1.0852, 0.00008),
  fx('USDJPY', 3, 151.42, 0.009),
  fx('GBPUSD', 5, 1.2718, 0.0001),
  fx('USDCHF', 5, 0.8843, 0.00012),
  fx('AUDUSD', 5, 0.6586, 0.0001),
  fx('NZDUSD', 5, 0.6012, 0.00015),
  fx('USDCAD', 5, 1.3561, 0.00015),
  fx('EURCHF', 5, 0.9596, 0.00015),
  fx('EURGBP', 5, 0.8532, 0.0001),
  fx('EURJPY', 3, 164.31, 0.014),
  fx('EURAUD', 5, 1.6477, 0.00022),
  fx('GBPJPY', 3, 192.58, 0.022),
  fx('GBPCHF', 5, 1.1247, 0.00025),
  fx('GBPAUD', 5, 1.9311, 0.00032),
  fx('AUDJPY', 3, 99.73, 0.016),
  fx('AUDNZD', 5, 1.0955, 0.00025),
  fx('NZDJPY', 3, 91.04, 0.02),
  fx('CADJPY', 3, 111.66, 0.02),
  fx('USDCNH', 5, 7.2345, 0.0012),
  fx('USDHKD', 5, 7.8213, 0.0009),
  { name: 'XAUUSD', market: 'metals', base: 'XAU', quote: 'USD', digits: 2, start: 2345.6, spread: 0.3, session: 'metals' },
  { name: 'XAGUSD', market: 'metals', base: 'XAG', quote: 'USD', digits: 3, start: 28.412, spread: 0.025, session: 'metals' },
  { name: 'UKOIL', market: 'energy', base: 'UKOIL', quote: 'USD', digits: 2, start: 83.45, spread: 0.04, session: 'energy' },
  { name: 'USOIL', market: 'energy', base: 'USOIL', quote: 'USD', digits: 2, start: 79.12, spread: 0.04, session: 'energy' },
  { name: 'US500', market: 'indices', base: 'US500', quote: 'USD', digits: 1, start: 5234.5, spread: 0.5, session: 'us-index' },
  { name: 'US30', market: 'indices', base: 'US30', quote: 'USD', digits: 1, start: 39215.0, spread: 2.0, session: 'us-index' },
  {
    name: 'NAS100',
    market: 'indices',
    base: 'NAS100',
    quote: 'USD',
    digits: 1,
    start: 18345.2,
    spread: 1.2,
    session: 'us-index',
  },
  { name: 'HK50', market: 'indices', base: 'HK50', quote: 'HKD', digits: 1, start: 17102.0, spread: 8.0, session: 'asia-index' },
  { name: 'JPN225', market: 'indices', base: 'JPN225', quote: 'JPY', digits: 0, start: 38950, spread: 10, session: 'asia-index' },
  { name: 'GER30', market: 'indices', base: 'GER30', quote: 'EUR', digits: 1, start: 18210.4, spread: 1.0, session: 'eu-index' },
]

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
