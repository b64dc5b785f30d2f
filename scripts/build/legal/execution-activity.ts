/**
 * How many client orders the firm executed, by year, quarter, instrument and client category: the
 * one model behind the RTS 28 tables, the RTS 27 data and the execution quality statements, so the
 * same orders are counted the same way everywhere. Illustrative figures for the demonstration brand.
 */
import { brand } from '../../../src/config/brand'
import { type Instrument, instruments, topInstruments } from '../../../src/config/instruments'
import { type Quarter, quarters, turbulenceOf } from './market-history'
import { apportion, randomStream } from './seeded-random'

export type ClientCategory = 'retail' | 'professional'
export const clientCategories: readonly ClientCategory[] = ['retail', 'professional']

/** The RTS 28 classes our CFDs fall in, by underlying (Annex I, classes (e), (g) and (i)). */
export type InstrumentClass = 'currency' | 'equity' | 'commodity'
export const instrumentClasses: readonly InstrumentClass[] = ['currency', 'equity', 'commodity']

export function classOf(instrument: Pick<Instrument, 'market'>): InstrumentClass {
  if (instrument.market === 'forex') return 'currency'
  return instrument.market === 'indices' ? 'equity' : 'commodity'
}

/**
 * The size of the business each year: active clients and the orders an active client places. The
 * story they tell is the one the documents tell: a first year after authorisation, growth in 2017,
 * retail clients opting up to professional after ESMA's leverage limits of August 2018, and the
 * surge in retail trading in the volatile markets of 2020.
 */
const businessDrivers: Record<number, Record<ClientCategory, { clients: number; ordersPerClient: number }>> = {
  2016: { retail: { clients: 1_900, ordersPerClient: 150 }, professional: { clients: 25, ordersPerClient: 700 } },
  2017: { retail: { clients: 5_200, ordersPerClient: 175 }, professional: { clients: 60, ordersPerClient: 820 } },
  2018: { retail: { clients: 7_400, ordersPerClient: 165 }, professional: { clients: 380, ordersPerClient: 900 } },
  2019: { retail: { clients: 6_900, ordersPerClient: 160 }, professional: { clients: 560, ordersPerClient: 880 } },
  2020: { retail: { clients: 10_600, ordersPerClient: 190 }, professional: { clients: 640, ordersPerClient: 960 } },
}

export function activeClients(year: number, category: ClientCategory): number {
  const drivers = businessDrivers[year]
  if (!drivers || year < brand.authorisedSince) throw new Error(`no business in ${year}`)
  return drivers[category].clients
}

export interface ActivityCell {
  instrument: Instrument
  instrumentClass: InstrumentClass
  quarter: Quarter
  category: ClientCategory
  /** Orders executed. */
  executed: number
  /** Of those, limit and take-profit orders that rested until our quote reached them. */
  passive: number
  /** Market orders and triggered stop orders, filled at our quote of the moment. */
  aggressive: number
  /** Lots traded. */
  lots: number
}

/** How popular an instrument is with a category of client, the same in every year. */
function popularity(instrument: Instrument, category: ClientCategory): number {
  const base = randomStream(`popularity:${instrument.name}`).between(0.4, 1.6)
  const top = (topInstruments as readonly string[]).includes(instrument.name) ? 5 : 1
  const market = { forex: 1, metals: 1.5, energy: 1, indices: 1.3 }[instrument.market]
  // Professional clients trade indices and energy more than retail clients do.
  const tilt = category === 'professional' ? { forex: 1, metals: 1, energy: 1.2, indices: 1.4 }[instrument.market] : 1
  return base * top * market * tilt
}

/** Typical order size in lots; professional clients trade larger. */
function meanLots(instrument: Instrument, category: ClientCategory): number {
  const retail = { forex: 0.32, metals: 0.18, energy: 0.45, indices: 0.6 }[instrument.market]
  return category === 'professional' ? retail * 6.5 : retail
}

/** In the first year the business built up from authorisation. */
function rampUp(year: number, quarter: Quarter): number {
  return year === brand.authorisedSince ? [0.35, 0.65, 0.9, 1][quarter - 1]! : 1
}

const cache = new Map<number, ActivityCell[]>()

/** Every executed order of a year, counted by instrument, quarter and client category. */
export function executionActivity(year: number): ActivityCell[] {
  const cached = cache.get(year)
  if (cached) return cached
  const cells: ActivityCell[] = []
  for (const category of clientCategories) {
    const volume = randomStream(`activity:${year}:${category}`)
    const { clients, ordersPerClient } = businessDrivers[year]?.[category] ?? { clients: 0, ordersPerClient: 0 }
    if (year < brand.authorisedSince || clients === 0) throw new Error(`no business in ${year}`)
    const total = Math.round(clients * ordersPerClient * (1 + 0.04 * volume.normal()))
    const slots = instruments.flatMap((instrument) => quarters.map((quarter) => ({ instrument, quarter })))
    const mix = randomStream(`mix:${year}:${category}`)
    const weights = slots.map(
      ({ instrument, quarter }) =>
        popularity(instrument, category) * turbulenceOf(year, quarter) ** 0.6 * rampUp(year, quarter) * mix.between(0.85, 1.15),
    )
    const executed = apportion(total, weights)
    const passiveShare = Object.fromEntries(
      instrumentClasses.map((c) => {
        const share = randomStream(`passive:${year}:${category}:${c}`)
        return [c, category === 'retail' ? share.between(0.14, 0.24) : share.between(0.22, 0.34)]
      }),
    ) as Record<InstrumentClass, number>
    const cellNoise = randomStream(`cells:${year}:${category}`)
    slots.forEach(({ instrument, quarter }, i) => {
      const n = executed[i]!
      const instrumentClass = classOf(instrument)
      const passive = Math.min(n, Math.max(0, Math.round(n * passiveShare[instrumentClass] * (1 + 0.05 * cellNoise.normal()))))
      const lots = Math.round(n * meanLots(instrument, category) * cellNoise.between(0.85, 1.15) * 100) / 100
      cells.push({ instrument, instrumentClass, quarter, category, executed: n, passive, aggressive: n - passive, lots })
    })
  }
  cache.set(year, cells)
  return cells
}

export interface ActivityTotals {
  executed: number
  passive: number
  aggressive: number
  lots: number
}

export function totalsOf(cells: readonly ActivityCell[]): ActivityTotals {
  return cells.reduce(
    (t, c) => ({
      executed: t.executed + c.executed,
      passive: t.passive + c.passive,
      aggressive: t.aggressive + c.aggressive,
      lots: Math.round((t.lots + c.lots) * 100) / 100,
    }),
    { executed: 0, passive: 0, aggressive: 0, lots: 0 },
  )
}

/** Whether a year has any business to report (the firm existed and traded). */
export function hasActivity(year: number): boolean {
  return year >= brand.authorisedSince && businessDrivers[year] !== undefined
}
