import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Quote } from '../../src/contract/market-data'
import {
  type InstrumentState,
  type QuoteFeed,
  quoteOf,
  readStates,
  type SimulatedQuoteFeed,
  type TickListener,
} from './quote-feed'

const keys = {
  /** Which instance runs the feed: its id, with a lease that it renews while it lives. */
  leader: 'feed:leader',
  /** The number of the last step, shared so stream clients can resume on any instance. */
  seq: 'feed:seq',
  /** The term of the current leadership: every takeover raises it. */
  term: 'feed:term',
  /** Every instrument's state (JSON per name): what a new leader carries on from, what a new instance answers first. */
  states: 'feed:states',
  /** Each step's moved instruments (a TickMessage as JSON). */
  ticks: 'feed:ticks',
}

/**
 * Takes the lease when it is free and opens a new term: above the stored one and above the
 * caller's floor (ARGV[3]). Returns the term, or 0 when another instance holds the lease.
 * KEYS: leader, term. ARGV: instance id, lease ms, floor.
 */
const takeoverScript = `
if not redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then return 0 end
local term = math.max(tonumber(redis.call('GET', KEYS[2]) or '0') + 1, tonumber(ARGV[3]))
redis.call('SET', KEYS[2], string.format('%.0f', term))
return term`

/**
 * Publishes one step, only while the caller still holds the lease (so an instance that lost it in
 * a pause cannot publish over the new leader): the step's number, every state, and the message.
 * KEYS: leader, seq, states, ticks. ARGV: instance id, step number, message, then name/state pairs.
 */
const publishScript = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
for i = 4, #ARGV, 2 do redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1]) end
redis.call('PUBLISH', KEYS[4], ARGV[3])
return 1`

/** Hands the lease back if the caller still holds it. KEYS: leader. ARGV: instance id. */
const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`

/**
 * An instrument's state as shared: with the term of the leadership that set it. States compare by
 * term first, then by step: a new leader's steps may count from below what the last one reached
 * (it started from its seed because Redis lost everything), and are newer all the same.
 */
interface SharedState extends InstrumentState {
  term: number
}

/** A published step: its leadership's term, its number and the states it moved (every state when a leader takes over). */
interface TickMessage {
  term: number
  seq: number
  states: SharedState[]
}

/** Whether `state` is newer than what is known of its instrument. */
function isNewer(state: SharedState, known: SharedState | undefined): boolean {
  if (!known || state.term !== known.term) return !known || state.term > known.term
  return state.seq > known.seq || (state.seq === known.seq && state.mid !== known.mid)
}

/** Renews the lease if the caller still holds it. KEYS: leader. ARGV: instance id, lease ms. */
const renewScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`

export interface SharedFeedOptions {
  /** How long the lease lasts without renewal: the longest a dead leader holds the feed up. */
  leaseMs?: number
  /** How often every instance renews its lease or tries to take the feed over (or, never leading, checks that Redis answers). */
  checkMs?: number
  /** How long Redis may stay silent before this instance marks the prices it serves stale. */
  staleAfterMs?: number
  clock?: () => Date
  log?: (line: string) => void
}

/**
 * The quote feed shared through Redis by several instances. Exactly one instance, the holder of
 * the lease, steps the simulated feed and publishes each step; every instance (the leader too)
 * keeps the published states and serves quotes, open prices and the stream from them, so all
 * instances answer the same prices. When the leader dies its lease runs out and another instance
 * carries the walk on from the last published states.
 */
export class SharedQuoteFeed implements QuoteFeed {
  readonly id = randomUUID()
  private readonly states = new Map<string, SharedState>()
  private readonly listeners = new Set<TickListener>()
  private readonly read: ReturnType<typeof readStates>
  private readonly leaseMs: number
  private readonly checkMs: number
  private readonly staleAfterMs: number
  private readonly clock: () => Date
  private readonly log: (line: string) => void
  private lastSeq = 0
  /** The newest leadership's term this instance has heard of; its step numbers are `lastSeq`. */
  private term = 0
  private leading = false
  private stopStepping: (() => void) | undefined
  private checkTimer: NodeJS.Timeout | undefined
  private publishing: Promise<unknown> = Promise.resolve()
  /** When Redis last answered this instance or sent it a tick (performance.now(): the tests' clocks do not move it). */
  private lastHeard = performance.now()

  constructor(
    private readonly source: SimulatedQuoteFeed,
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    { leaseMs = 5000, checkMs = 1000, staleAfterMs = 3000, clock = () => new Date(), log = console.log }: SharedFeedOptions = {},
  ) {
    this.leaseMs = leaseMs
    this.checkMs = checkMs
    this.staleAfterMs = staleAfterMs
    this.clock = clock
    this.log = log
    this.read = readStates(this.states, clock)
    // The source's steps are published; local subscribers hear them back from Redis like everyone else.
    source.subscribe(() => {
      this.publishing = this.publish().catch((error: Error) => this.report('publish failed', error))
    })
  }

  get seq(): number {
    return this.lastSeq
  }

  /** Whether this instance runs the feed now. */
  get isLeader(): boolean {
    return this.leading
  }

  /**
   * Loads the shared states and starts listening; then takes part in choosing the leader. While
   * Redis does not answer, every instance goes on serving the last prices it has, marked stale
   * (`staleSeconds`); when Redis is back, a leader takes over (or carries on) and the prices move again.
   */
  async start({ stepMs = 1000, lead = true }: { stepMs?: number; lead?: boolean } = {}): Promise<void> {
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message))
    await this.subscriber.subscribe(keys.ticks)
    await this.load()
    this.heard()
    const check = lead ? () => this.contend(stepMs) : () => this.redis.ping()
    const checked = () =>
      check().then(
        () => this.heard(),
        (error: Error) => this.report('lease check failed', error),
      )
    if (lead) await checked()
    this.checkTimer = setInterval(checked, this.checkMs)
    this.checkTimer.unref?.()
  }

  /** Stops stepping and hands the lease back at once, so another instance takes over without waiting for it to run out. */
  async stop(): Promise<void> {
    clearInterval(this.checkTimer)
    this.stopStepping?.()
    this.stopStepping = undefined
    await this.publishing
    if (this.leading) {
      this.leading = false
      // Without Redis the lease runs out by itself.
      await this.redis.eval(releaseScript, 1, keys.leader, this.id).catch((error: Error) => this.report('release failed', error))
    }
    await this.subscriber.unsubscribe(keys.ticks).catch(() => {})
  }

  /** The seconds since Redis last answered, once that is longer than it should be; undefined while it answers. */
  get staleSeconds(): number | undefined {
    const silentMs = performance.now() - this.lastHeard
    return silentMs > this.staleAfterMs ? Math.round(silentMs / 1000) : undefined
  }

  quotes(names: string[]): Quote[] {
    return this.marked(this.read.quotes(names))
  }

  openPrices(names: string[]) {
    return this.read.openPrices(names)
  }

  movedSince(names: string[], seq: number): Quote[] {
    return this.marked(this.read.movedSince(names, seq, this.lastSeq))
  }

  /** Quotes as they are, or marked stale while Redis is silent. */
  private marked(quotes: Quote[]): Quote[] {
    const staleSeconds = this.staleSeconds
    return staleSeconds === undefined ? quotes : quotes.map((quote) => ({ ...quote, staleSeconds }))
  }

  private heard() {
    this.lastHeard = performance.now()
  }

  /** The simulated history: seeded, so every instance draws the same candles. */
  history(...args: Parameters<SimulatedQuoteFeed['history']>) {
    return this.source.history(...args)
  }

  subscribe(listener: TickListener) {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** Renews the lease, or takes it when it is free; starts or stops stepping to match. */
  private async contend(stepMs: number) {
    if (this.leading) {
      const renewed = await this.redis.eval(renewScript, 1, keys.leader, this.id, String(this.leaseMs))
      if (renewed === 1) return
      this.leading = false
      this.stopStepping?.()
      this.stopStepping = undefined
      this.log(JSON.stringify({ t: this.clock().toISOString(), in: 'quote-feed', event: 'lost the feed', instance: this.id }))
      return
    }
    // The wall clock (in ms, read so that it never runs backwards in this process) is the term's
    // floor besides the stored term and the one heard last: Redis may have lost the stored term,
    // and the new leader may be an instance that never heard the last one. Takeovers are seconds
    // apart; the instances' clocks agree far more closely than that.
    const floor = Math.max(this.term + 1, Math.floor(performance.timeOrigin + performance.now()))
    const term = Number(
      await this.redis.eval(takeoverScript, 2, keys.leader, keys.term, this.id, String(this.leaseMs), String(floor)),
    )
    if (term === 0) return
    this.leading = true
    try {
      // Carry on from the last published states (the first leader of a new Redis starts from its seed),
      // and tell every instance the whole table, so one that started before any leader has it too.
      await this.load()
      this.term = term
      if (this.states.size > 0) {
        this.source.resume(
          [...this.states.values()].map(({ term: _, ...state }) => state),
          this.lastSeq,
        )
      }
      await this.publish({ everything: true })
    } catch (error) {
      // Redis stopped answering halfway through: the lease runs out by itself, and whoever takes it then leads.
      this.leading = false
      throw error
    }
    this.stopStepping = this.source.start(stepMs)
    this.log(JSON.stringify({ t: this.clock().toISOString(), in: 'quote-feed', event: 'runs the feed', instance: this.id }))
  }

  /** Publishes the source's states: every instrument's state, and the moves of its last step (or all of them). */
  private async publish({ everything = false } = {}) {
    if (!this.leading) return
    const term = this.term
    const all = this.source.snapshot().map((state) => ({ ...state, term }))
    const seq = this.source.seq
    const message: TickMessage = { term, seq, states: everything ? all : all.filter((state) => state.seq === seq) }
    const pairs = all.flatMap((state) => [state.name, JSON.stringify(state)])
    await this.redis.eval(
      publishScript,
      4,
      keys.leader,
      keys.seq,
      keys.states,
      keys.ticks,
      this.id,
      String(seq),
      JSON.stringify(message),
      ...pairs,
    )
  }

  /**
   * The shared states and step, where they are newer than what this instance has (Redis may have
   * lost them). The step was published with the states, so it counts in their newest term.
   */
  private async load() {
    const [saved, seq] = await Promise.all([this.redis.hgetall(keys.states), this.redis.get(keys.seq)])
    let term = 0
    for (const json of Object.values(saved)) {
      const state: SharedState = { term: 0, ...(JSON.parse(json) as InstrumentState) }
      term = Math.max(term, state.term)
      if (isNewer(state, this.states.get(state.name))) this.states.set(state.name, state)
    }
    this.advance(term, Number(seq ?? 0))
  }

  /** Moves the last step on: within a term to the larger number, to a newer term's number whatever it is. */
  private advance(term: number, seq: number) {
    if (term > this.term) {
      this.term = term
      this.lastSeq = seq
    } else if (term === this.term) this.lastSeq = Math.max(this.lastSeq, seq)
  }

  /** Keeps what is newer than what this instance has, and tells the local subscribers what changed. */
  private receive(json: string) {
    const message = JSON.parse(json) as TickMessage
    this.heard()
    this.advance(message.term, message.seq)
    const now = this.clock()
    const ticks: Quote[] = []
    for (const state of message.states) {
      if (!isNewer(state, this.states.get(state.name))) continue
      this.states.set(state.name, state)
      const quote = quoteOf(state, now)
      if (quote) ticks.push(quote)
    }
    if (ticks.length > 0) for (const listener of this.listeners) listener(ticks, message.seq)
  }

  private report(what: string, error: Error) {
    console.error(
      JSON.stringify({ t: this.clock().toISOString(), level: 'error', in: 'quote-feed', message: `${what}: ${error.message}` }),
    )
  }
}
