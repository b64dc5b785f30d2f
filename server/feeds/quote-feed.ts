import { findInstrument, type Instrument, instruments } from '../../src/config/instruments'
import { isMarketOpen } from '../../src/config/market-hours'
import type { CandlePeriod, Quote } from '../../src/contract/market-data'
import { seededRandom } from '../../src/lib/seeded-random'
import { dailyVolatility, type StoredCandle, syntheticHistory } from './candle-history'

export type { Quote }

/** Called with the instruments whose prices moved, and the number of the step that moved them. */
export type TickListener = (ticks: Quote[], seq: number) => void

/** A source of prices. The simulated feed implements it; a broker plugs a real feed in behind the same shape. */
export interface QuoteFeed {
  /** The number of the last step (the stream's event id). */
  readonly seq: number
  quotes(names: string[]): Quote[]
  openPrices(names: string[]): Array<{ name: string; open: number }>
  /** The quotes among `names` that moved after step `seq`; all of them when `seq` is not one of this feed's. */
  movedSince(names: string[], seq: number): Quote[]
  /** Every tick from now on. Returns the unsubscribe. */
  subscribe(listener: TickListener): () => void
  /**
   * Candles of bid prices before `before` (oldest first) whose last close is `close`, for a new
   * install's charts. A real feed answers from its own history; without it charts start empty.
   */
  history?(name: string, period: CandlePeriod, before: Date, count: number, close: number): StoredCandle[]
}

/**
 * What the feed knows of one instrument: enough to answer quotes and open prices, and for another
 * instance to carry the walk on from where it stopped.
 */
export interface InstrumentState {
  name: string
  mid: number
  /** The mid price at the first step of `openDay` (UTC). */
  open: number
  openDay: string
  /** ISO time of the last move. */
  time: string
  /** The step that last moved it. */
  seq: number
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/** The quote of an instrument in a state: bid below ask by the typical spread, rounded to its digits. */
export function quoteOf(state: InstrumentState, now: Date): Quote | undefined {
  const instrument = findInstrument(state.name)
  if (!instrument) return undefined
  const half = instrument.spread / 2
  return {
    name: instrument.name,
    bid: round(state.mid - half, instrument.digits),
    ask: round(state.mid + half, instrument.digits),
    time: state.time,
    status: isMarketOpen(instrument.session, now) ? 'open' : 'closed',
  }
}

/** The day's open as a bid, the price the board compares with. */
export function openOf(state: InstrumentState): { name: string; open: number } | undefined {
  const instrument = findInstrument(state.name)
  return instrument ? { name: state.name, open: round(state.open - instrument.spread / 2, instrument.digits) } : undefined
}

/** Quotes, open prices and moves since a step, from a table of states (the feed's own or a shared copy). */
export function readStates(states: ReadonlyMap<string, InstrumentState>, now: () => Date) {
  const pick = <T>(names: string[], read: (state: InstrumentState) => T | undefined): T[] =>
    names.flatMap((name) => {
      const state = states.get(name)
      const value = state && read(state)
      return value ? [value] : []
    })
  return {
    quotes: (names: string[]) => pick(names, (state) => quoteOf(state, now())),
    openPrices: (names: string[]) => pick(names, openOf),
    movedSince(names: string[], seq: number, latestSeq: number) {
      // A number from the future is from another feed (a restart): the client gets everything.
      const known = seq <= latestSeq
      return pick(names, (state) => (known && state.seq <= seq ? undefined : quoteOf(state, now())))
    },
  }
}

const secondsPerDay = 86_400

/**
 * A seeded random walk per instrument (docs/architecture.md, section 10). Each step moves every open market by
 * a normally distributed amount scaled to its volatility; closed markets keep their last price.
 * The open price is the first price of the UTC day.
 */
export class SimulatedQuoteFeed implements QuoteFeed {
  private readonly random: () => number
  private readonly states = new Map<string, InstrumentState & { instrument: Instrument }>()
  private readonly listeners = new Set<TickListener>()
  private readonly read: ReturnType<typeof readStates>
  /** The number of the last step. */
  seq = 0

  constructor(
    private readonly seed: number,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.random = seededRandom(seed)
    const now = clock()
    for (const instrument of instruments) {
      const mid = instrument.start * (1 + (this.random() - 0.5) * 0.004)
      this.states.set(instrument.name, {
        instrument,
        name: instrument.name,
        mid,
        open: mid,
        openDay: now.toISOString().slice(0, 10),
        time: now.toISOString(),
        seq: 0,
      })
    }
    this.read = readStates(this.states, clock)
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
    const seq = ++this.seq
    const moved: InstrumentState[] = []
    for (const state of this.states.values()) {
      if (state.openDay !== day) {
        state.open = state.mid
        state.openDay = day
      }
      if (!isMarketOpen(state.instrument.session, now)) continue
      const sigma = dailyVolatility[state.instrument.market] * Math.sqrt(seconds / secondsPerDay)
      state.mid *= 1 + sigma * this.gaussian()
      state.time = now.toISOString()
      state.seq = seq
      moved.push(state)
    }
    const ticks = moved.flatMap((state) => quoteOf(state, now) ?? [])
    if (ticks.length > 0) for (const listener of this.listeners) listener(ticks, seq)
    return ticks
  }

  quotes(names: string[]): Quote[] {
    return this.read.quotes(names)
  }

  openPrices(names: string[]) {
    return this.read.openPrices(names)
  }

  movedSince(names: string[], seq: number): Quote[] {
    return this.read.movedSince(names, seq, this.seq)
  }

  /** Every instrument's state, for another instance to carry on from. */
  snapshot(): InstrumentState[] {
    return [...this.states.values()].map(({ instrument: _, ...state }) => state)
  }

  /** Carries on from states another instance left (unknown names are ignored). */
  resume(states: InstrumentState[], seq: number) {
    for (const saved of states) {
      const state = this.states.get(saved.name)
      if (state) Object.assign(state, saved, { instrument: state.instrument })
    }
    this.seq = Math.max(this.seq, seq)
  }

  /** A deterministic history: the same seed, instrument and timeframe always give the same candles. */
  history(name: string, period: CandlePeriod, before: Date, count: number, close: number): StoredCandle[] {
    const instrument = findInstrument(name)
    return instrument ? syntheticHistory({ instrument, period, before, count, close, seed: this.seed }) : []
  }

  subscribe(listener: TickListener) {
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
