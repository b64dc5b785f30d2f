import { findInstrument, type Instrument, instruments } from '../../src/config/instruments'
import type { CandlePeriod, Quote } from '../../src/contract/market-data'
import { fnv1a, seededRandom } from '../../src/lib/seeded-random'
import { dailyVolatility, type StoredCandle, syntheticHistory } from './candle-history'
import { nextSpread, quotedSpread } from './spread-walk'
import { isTrading } from './trading-status'

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
  /**
   * The current spread in price units, before quotes round it to the price step (spread-walk.ts).
   * Absent in states saved before the spread moved: the typical spread then.
   */
  spread?: number
  /** The spread at the first step of `openDay`, so the open bid is the bid quoted then. */
  openSpread?: number
  /** ISO time of the last move. */
  time: string
  /** The step that last moved it. */
  seq: number
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/** The bid around a mid price at a raw spread: half the quoted spread below it, rounded to the digits. */
function bidOf(instrument: Instrument, mid: number, spread: number | undefined): { bid: number; spread: number } {
  const quoted = quotedSpread(instrument, spread ?? instrument.spread)
  return { bid: round(mid - quoted / 2, instrument.digits), spread: quoted }
}

/**
 * The quote of an instrument in a state: bid below ask by the current spread rounded to the price
 * step; 'closed' outside its session and on its holidays (trading-status.ts).
 */
export function quoteOf(state: InstrumentState, now: Date): Quote | undefined {
  const instrument = findInstrument(state.name)
  if (!instrument) return undefined
  const { bid, spread } = bidOf(instrument, state.mid, state.spread)
  return {
    name: instrument.name,
    bid,
    // From the rounded bid, so that ask − bid is exactly the quoted spread.
    ask: round(bid + spread, instrument.digits),
    time: state.time,
    status: isTrading(instrument.name, now) ? 'open' : 'closed',
  }
}

/**
 * The day's open as a bid, the price the board compares with: the bid quoted at the first step of
 * the day, with the spread of that moment. A market closed over midnight thus opens at its last
 * bid, and shows no change until it trades, whatever its spread was at the close.
 */
export function openOf(state: InstrumentState): { name: string; open: number } | undefined {
  const instrument = findInstrument(state.name)
  return instrument ? { name: state.name, open: bidOf(instrument, state.open, state.openSpread).bid } : undefined
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

type LiveState = InstrumentState & { instrument: Instrument; spread: number; openSpread: number }

/**
 * A seeded random walk per instrument (docs/architecture.md, section 10). Each step moves every open market by
 * a normally distributed amount scaled to its volatility, and its spread around the typical one
 * (spread-walk.ts); closed markets, at night, at the weekend and on their holidays, keep their
 * last price and spread. The open price is the first price of the UTC day.
 */
export class SimulatedQuoteFeed implements QuoteFeed {
  private readonly random: () => number
  /** The spreads draw from their own sequence, so the prices walk as they did before spreads moved. */
  private readonly spreadRandom: () => number
  private readonly states = new Map<string, LiveState>()
  private readonly listeners = new Set<TickListener>()
  private readonly read: ReturnType<typeof readStates>
  /** The number of the last step. */
  seq = 0

  constructor(
    private readonly seed: number,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.random = seededRandom(seed)
    this.spreadRandom = seededRandom(fnv1a('spread', seed))
    const now = clock()
    for (const instrument of instruments) {
      const mid = instrument.start * (1 + (this.random() - 0.5) * 0.004)
      this.states.set(instrument.name, {
        instrument,
        name: instrument.name,
        mid,
        open: mid,
        spread: instrument.spread,
        openSpread: instrument.spread,
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
        state.openSpread = state.spread
        state.openDay = day
      }
      if (!isTrading(state.instrument.name, now)) continue
      const sigma = dailyVolatility[state.instrument.market] * Math.sqrt(seconds / secondsPerDay)
      state.mid *= 1 + sigma * this.gaussian()
      state.spread = nextSpread(state.instrument, state.spread, now, seconds, this.spreadRandom)
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

  /** Carries on from states another instance left (unknown names are ignored; a state without spreads quotes the typical one). */
  resume(states: InstrumentState[], seq: number) {
    for (const saved of states) {
      const state = this.states.get(saved.name)
      if (!state) continue
      const typical = state.instrument.spread
      Object.assign(state, { spread: typical, openSpread: typical }, saved, { instrument: state.instrument })
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
