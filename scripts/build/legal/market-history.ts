/**
 * The few facts about past markets the illustrative disclosures rest on. Everything else in them is
 * drawn from seeded streams around these values.
 */
import type { Instrument } from '../../../src/config/instruments'

export type Quarter = 1 | 2 | 3 | 4
export const quarters: readonly Quarter[] = [1, 2, 3, 4]

/**
 * How turbulent each quarter was against a calm one (1): it scales price ranges, spreads, slippage
 * and how much clients traded. The events behind the larger values are named in the statements.
 */
const turbulence: Record<number, [number, number, number, number]> = {
  // Oil and China sell-off in January and February; the Brexit referendum on 23 June; the US election.
  2016: [1.15, 1.3, 0.9, 1.15],
  // A year of unusually low volatility.
  2017: [0.85, 0.85, 0.8, 0.8],
  // The equity volatility spike of 5 February; the fourth-quarter sell-off.
  2018: [1.3, 1, 0.9, 1.25],
  // The yen flash crash of 3 January; trade tensions in August.
  2019: [1.1, 0.95, 1.05, 0.85],
  // The COVID-19 crash in March and its aftermath; oil futures below zero on 20 April; the US election.
  2020: [2.4, 1.6, 1, 1.1],
}

export function turbulenceOf(year: number, quarter: Quarter): number {
  const values = turbulence[year]
  if (!values) throw new Error(`no market history for ${year}`)
  return values[quarter - 1]!
}

/**
 * Approximate annual average mid prices, rounded, for the years whose execution data (RTS 27) is
 * published. They only put the illustrative prices at the right scale for their year.
 */
const annualLevels: Record<string, [number, number, number]> = {
  //        2018     2019     2020
  EURUSD: [1.181, 1.12, 1.142],
  USDJPY: [110.4, 109.0, 106.8],
  GBPUSD: [1.335, 1.277, 1.284],
  USDCHF: [0.978, 0.994, 0.939],
  AUDUSD: [0.748, 0.695, 0.691],
  NZDUSD: [0.692, 0.659, 0.65],
  USDCAD: [1.296, 1.327, 1.341],
  EURCHF: [1.155, 1.112, 1.071],
  EURGBP: [0.885, 0.877, 0.89],
  EURJPY: [130.4, 122.1, 121.8],
  EURAUD: [1.58, 1.611, 1.655],
  GBPJPY: [147.4, 139.2, 137.1],
  GBPCHF: [1.305, 1.269, 1.204],
  GBPAUD: [1.785, 1.838, 1.861],
  AUDJPY: [82.6, 75.8, 73.7],
  AUDNZD: [1.081, 1.054, 1.063],
  NZDJPY: [76.4, 71.8, 69.4],
  CADJPY: [85.2, 82.1, 79.6],
  USDCNH: [6.62, 6.91, 6.9],
  USDHKD: [7.839, 7.836, 7.756],
  XAUUSD: [1268, 1393, 1770],
  XAGUSD: [15.7, 16.2, 20.5],
  UKOIL: [71.3, 64.2, 41.8],
  USOIL: [65.2, 57.0, 39.2],
  US500: [2746, 2913, 3218],
  US30: [25060, 26380, 26890],
  NAS100: [6950, 7800, 10200],
  HK50: [28850, 27580, 25000],
  JPN225: [22310, 21700, 22700],
  GER30: [12270, 12100, 12300],
}

export function annualLevel(name: string, year: number): number {
  const level = annualLevels[name]?.[year - 2018]
  if (level === undefined) throw new Error(`no price level for ${name} in ${year}`)
  return level
}

/** Typical annual volatility of the underlying, to size quarterly price ranges. */
export function annualVolatility(instrument: Instrument): number {
  const special: Record<string, number> = { USDHKD: 0.004, USDCNH: 0.045, XAGUSD: 0.22, HK50: 0.2, JPN225: 0.19 }
  if (special[instrument.name]) return special[instrument.name]!
  if (instrument.market === 'forex') return /JPY|AUD|NZD/.test(instrument.name) ? 0.09 : 0.07
  return { metals: 0.13, energy: 0.35, indices: 0.17 }[instrument.market]
}

/** Units of the underlying in one lot (the KIDs use the same: 100,000 units, 100 oz, 1,000 barrels, 10 per point). */
export function contractSize(instrument: Instrument): number {
  if (instrument.market === 'forex') return 100_000
  if (instrument.name === 'XAUUSD') return 100
  if (instrument.name === 'XAGUSD') return 5_000
  return instrument.market === 'energy' ? 1_000 : 10
}

/** Days a market was open for trading: weekdays other than 1 January and 25 December. */
export function tradingDays(from: Date, to: Date): number {
  let days = 0
  for (const d = new Date(from); d <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    const weekday = d.getUTCDay()
    const closed = (d.getUTCMonth() === 0 && d.getUTCDate() === 1) || (d.getUTCMonth() === 11 && d.getUTCDate() === 25)
    if (weekday !== 0 && weekday !== 6 && !closed) days += 1
  }
  return days
}

export function quarterStart(year: number, quarter: Quarter): Date {
  return new Date(Date.UTC(year, (quarter - 1) * 3, 1))
}

export function quarterEnd(year: number, quarter: Quarter): Date {
  return new Date(Date.UTC(year, quarter * 3, 0))
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10)
