import { findInstrument, type Instrument, instruments } from '../../src/config/instruments'
import { isMarketOpen } from '../../src/config/market-hours'
import type { CandlePeriod, Quote } from '../../src/contract/market-data'
import { seededRandom } from '../../src/lib/seeded-random'
import { dailyVolatility, type StoredCandle, syntheticHistory } from './candle-history'

export type { Quote }

/** A source of prices. The simulated feed implements it; a broker plugs a real feed in behind the same shape. */
export interface QuoteFeed {
  quotes(names: string[]): Quote[]
  openPrices(names: string[]): Array<{ name: string; open: number }>
  /** Called with the instruments whose prices moved, after every step. Returns the unsubscribe. */
  subscribe(listener: (ticks: Quote[]) => void): () => void
  /**
   * Candles of bid prices before `before` (oldest first) whose last close is `close`, for a new
   * install's charts. A real feed answers from its own history; without it charts start empty.
   */
  history?(name: string, period: CandlePeriod, before: Date, count: number, close: number): StoredCandle[]
}

const secondsPerDay = 86_400

interface State {
  instrument: Instrument
  mid: number
  open: number
  openDay: string
  time: Date
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/**
 * A seeded random walk per instrument (design.md section 5). Each step moves every open market by
 * a normally distributed amount scaled to its volatility; closed markets keep their last price.
 * The open price is the first price of the UTC day.
 */
export class SimulatedQuoteFeed implements QuoteFeed {
  private readonly random: () => number
  private readonly states = new Map<string, State>()
  private readonly listeners = new Set<(ticks: Quote[]) => void>()

  constructor(
    private readonly seed: number,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.random = seededRandom(seed)
    const now = clock()
    for (const instrument of instruments) {
      const mid = instrument.start * (1 + (this.random() - 0.5) * 0.004)
      this.states.set(instrument.name, { instrument, mid, open: mid, openDay: now.toISOString().slice(0, 10), time: now })
    }
  }

  private gaussian(): number {
    const u = Math.max(this.random(), 1e-12)
    const v = this.random()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  /** Advances every open market by `seconds` of simulated time and tells the subscribers. */
  step(seconds = 1): Quote[] {
    const now = this.clock()
    const day = now.toISOString().slice(0, 10)
    const moved: State[] = []
    for (const state of this.states.values()) {
      if (state.openDay !== day) {
        state.open = state.mid
        state.openDay = day
      }
      if (!isMarketOpen(state.instrument.session, now)) continue
      const sigma = dailyVolatility[state.instrument.market] * Math.sqrt(seconds / secondsPerDay)
      state.mid *= 1 + sigma * this.gaussian()
      state.time = now
      moved.push(state)
    }
    const ticks = moved.map((state) => this.toQuote(state, now))
    if (ticks.length > 0) for (const listener of this.listeners) listener(ticks)
    return ticks
  }

  private toQuote(state: State, now: Date): Quote {
    const { instrument } = state
    const half = instrument.spread / 2
    return {
      name: instrument.name,
      bid: round(state.mid - half, instrument.digits),
      ask: round(state.mid + half, instrument.digits),
      time: state.time.toISOString(),
      status: isMarketOpen(instrument.session, now) ? 'open' : 'closed',
    }
  }

  quotes(names: string[]): Quote[] {
    const now = this.clock()
    return names.flatMap((name) => {
      const state = this.states.get(name)
      return state ? [this.toQuote(state, now)] : []
    })
  }

  openPrices(names: string[]) {
    return names.flatMap((name) => {
      const state = this.states.get(name)
      const instrument = findInstrument(name)
      return state && instrument ? [{ name, open: round(state.open - instrument.spread / 2, instrument.digits) }] : []
    })
  }

  /** A deterministic history: the same seed, instrument and timeframe always give the same candles. */
  history(name: string, period: CandlePeriod, before: Date, count: number, close: number): StoredCandle[] {
    const instrument = findInstrument(name)
    return instrument ? syntheticHistory({ instrument, period, before, count, close, seed: this.seed }) : []
  }

  subscribe(listener: (ticks: Quote[]) => void) {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** Steps once a second until stopped. */
  start(intervalMs = 1000): () => void {
    const timer = setInterval(() => this.step(intervalMs / 1000), intervalMs)
    timer.unref?.()
    return () => clearInterval(timer)
  }
}
