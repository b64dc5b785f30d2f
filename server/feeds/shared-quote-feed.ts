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
  /** Every instrument's state (JSON per name): what a new leader carries on from, what a new instance answers first. */
  states: 'feed:states',
  /** Each step's moved instruments (a TickMessage as JSON). */
  ticks: 'feed:ticks',
}

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

/** A published step: its number and the states it moved (every state when a leader takes over). */
interface TickMessage {
  seq: number
  states: InstrumentState[]
}

/** Renews the lease if the caller still holds it. KEYS: leader. ARGV: instance id, lease ms. */
const renewScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`

export interface SharedFeedOptions {
  /** How long the lease lasts without renewal: the longest a dead leader holds the feed up. */
  leaseMs?: number
  /** How often every instance renews its lease or tries to take the feed over. */
  checkMs?: number
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
  private readonly states = new Map<string, InstrumentState>()
  private readonly listeners = new Set<TickListener>()
  private readonly read: ReturnType<typeof readStates>
  private readonly leaseMs: number
  private readonly checkMs: number
  private readonly clock: () => Date
  private readonly log: (line: string) => void
  private lastSeq = 0
  private leading = false
  private stopStepping: (() => void) | undefined
  private checkTimer: NodeJS.Timeout | undefined
  private publishing: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly source: SimulatedQuoteFeed,
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    { leaseMs = 5000, checkMs = 1000, clock = () => new Date(), log = console.log }: SharedFeedOptions = {},
  ) {
    this.leaseMs = leaseMs
    this.checkMs = checkMs
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

  /** Loads the shared states and starts listening; then takes part in choosing the leader. */
  async start({ stepMs = 1000, lead = true }: { stepMs?: number; lead?: boolean } = {}): Promise<void> {
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message))
    await this.subscriber.subscribe(keys.ticks)
    await this.load()
    if (!lead) return
    const check = () => void this.contend(stepMs).catch((error: Error) => this.report('lease check failed', error))
    await this.contend(stepMs)
    this.checkTimer = setInterval(check, this.checkMs)
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
      await this.redis.eval(releaseScript, 1, keys.leader, this.id)
    }
    await this.subscriber.unsubscribe(keys.ticks).catch(() => {})
  }

  quotes(names: string[]): Quote[] {
    return this.read.quotes(names)
  }

  openPrices(names: string[]) {
    return this.read.openPrices(names)
  }

  movedSince(names: string[], seq: number): Quote[] {
    return this.read.movedSince(names, seq, this.lastSeq)
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
    const taken = await this.redis.set(keys.leader, this.id, 'PX', this.leaseMs, 'NX')
    if (taken !== 'OK') return
    this.leading = true
    // Carry on from the last published states (the first leader of a new Redis starts from its seed),
    // and tell every instance the whole table, so one that started before any leader has it too.
    await this.load()
    if (this.states.size > 0) this.source.resume([...this.states.values()], this.lastSeq)
    await this.publish({ everything: true })
    this.stopStepping = this.source.start(stepMs)
    this.log(JSON.stringify({ t: this.clock().toISOString(), in: 'quote-feed', event: 'runs the feed', instance: this.id }))
  }

  /** Publishes the source's states: every instrument's state, and the moves of its last step (or all of them). */
  private async publish({ everything = false } = {}) {
    if (!this.leading) return
    const all = this.source.snapshot()
    const seq = this.source.seq
    const message: TickMessage = { seq, states: everything ? all : all.filter((state) => state.seq === seq) }
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

  private async load() {
    const [saved, seq] = await Promise.all([this.redis.hgetall(keys.states), this.redis.get(keys.seq)])
    for (const json of Object.values(saved)) {
      const state = JSON.parse(json) as InstrumentState
      this.states.set(state.name, state)
    }
    this.lastSeq = Math.max(this.lastSeq, Number(seq ?? 0))
  }

  /** Keeps what is newer than what this instance has, and tells the local subscribers what changed. */
  private receive(json: string) {
    const message = JSON.parse(json) as TickMessage
    this.lastSeq = Math.max(this.lastSeq, message.seq)
    const now = this.clock()
    const ticks: Quote[] = []
    for (const state of message.states) {
      const known = this.states.get(state.name)
      if (known && (known.seq > state.seq || (known.seq === state.seq && known.mid === state.mid))) continue
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
