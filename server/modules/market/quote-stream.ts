import type { Quote } from '../../../src/contract/market-data'
import type { QuoteFeed } from '../../feeds/quote-feed'

export interface QuoteStreamLimits {
  /** Clients one instance serves at once, and from one address. */
  maxClients: number
  maxClientsPerAddress: number
  /** Frames a client may fall behind (not read while a write waits) before it is closed. */
  maxFramesBehind?: number
  /** A comment this often keeps proxies and browsers from closing an idle stream. */
  heartbeatMs?: number
  /** How soon a browser reconnects after the stream ends (the `retry` field). */
  retryMs?: number
}

export type StreamRefusal = 'busy' | 'address'

/**
 * Where a client's bytes go: on the real server the Node response itself (stream-sinks.ts), so a
 * connection costs no web stream, reader or promise chain; in-process, a web stream.
 */
export interface FrameSink {
  /** Writes the bytes; false when the reader has not taken them yet: `drained` is called once it has. */
  write(bytes: Uint8Array, drained: () => void): boolean
  /** Ends the stream after the given last words. */
  end(lastBytes?: Uint8Array): void
  /** Drops the connection (a reader that stopped reading would hold an ended stream forever). */
  destroy(): void
}

const encoder = new TextEncoder()
const heartbeatBytes = encoder.encode(': keep-alive\n\n')

const frameText = (seq: number, quotes: Quote[]) => `id: ${seq}\nevent: ticks\ndata: ${JSON.stringify(quotes)}\n\n`
const frame = (seq: number, quotes: Quote[]) => encoder.encode(frameText(seq, quotes))

interface Group {
  key: string
  names: ReadonlySet<string>
  clients: Set<StreamClient>
}

/**
 * One reader of the stream, kept small: one of these per connection is what the server holds
 * besides Node's own socket and response (docs/architecture.md, section 9). Frames are shared by
 * every client of its group; a client is written to while its sink takes the bytes. When a write
 * waits, ticks are merged into one pending frame holding the latest price per instrument (a map
 * made only then), so a slow reader costs at most one quote per instrument; one that falls too far
 * behind is disconnected.
 */
class StreamClient {
  sink: FrameSink | undefined
  /** The latest quote per instrument while a write waits; absent while the reader keeps up. */
  private pending: Map<string, Quote> | undefined
  private pendingSeq = 0
  private behind = 0
  private waiting = false
  closed = false

  constructor(
    readonly group: Group,
    readonly address: string,
    private readonly forget: (client: StreamClient) => void,
  ) {}

  /** Starts writing to the sink with the first frame. */
  attach(sink: FrameSink, first: Uint8Array) {
    if (this.closed) {
      sink.destroy()
      return
    }
    this.sink = sink
    this.write(first)
  }

  /** Sends the shared frame while the reader keeps up, else keeps the quotes for a merged one. */
  offer(bytes: Uint8Array, quotes: Quote[], seq: number, maxFramesBehind: number) {
    if (this.closed || !this.sink) return
    if (!this.waiting) {
      this.write(bytes)
      return
    }
    this.pending ??= new Map()
    for (const quote of quotes) this.pending.set(quote.name, quote)
    this.pendingSeq = seq
    if (++this.behind > maxFramesBehind) this.drop()
  }

  /** A heartbeat: only for a reader that has taken everything, so nothing piles up for one that has not. */
  nudge(bytes: Uint8Array) {
    if (!this.closed && this.sink && !this.waiting) this.write(bytes)
  }

  /** Ends the stream after the given last words (the retry hint on shutdown). */
  end(lastBytes?: Uint8Array) {
    if (this.closed) return
    const sink = this.sink
    this.close()
    sink?.end(lastBytes)
  }

  get pendingQuotes() {
    return this.pending?.size ?? 0
  }

  private write(bytes: Uint8Array) {
    if (!this.sink!.write(bytes, this.drained)) this.waiting = true
  }

  /** The reader took what was written: what merged meanwhile goes as one frame. */
  private readonly drained = () => {
    this.waiting = false
    this.behind = 0
    if (this.closed || !this.pending || this.pending.size === 0) return
    const quotes = [...this.pending.values()]
    this.pending = undefined
    this.write(frame(this.pendingSeq, quotes))
  }

  private drop() {
    const sink = this.sink
    this.close()
    sink?.destroy()
  }

  close() {
    if (this.closed) return
    this.closed = true
    this.pending = undefined
    this.forget(this)
  }
}

/** A client admitted to the stream: `attach` starts it on a sink; `close` lets it go. */
export interface StreamConnection {
  attach(sink: FrameSink): void
  close(): void
}

/**
 * The quote stream of one instance: every client of the same instruments shares one encoded frame
 * per tick, so a tick costs one JSON encoding per distinct subscription, not one per client, and
 * one heartbeat timer serves every client.
 */
export function createQuoteStream(feed: QuoteFeed, limits: QuoteStreamLimits) {
  const { maxFramesBehind = 60, heartbeatMs = 15_000, retryMs = 2000 } = limits
  /** Clients by their instruments (sorted names as the key): one encoded frame per group and tick. */
  const groups = new Map<string, Group>()
  const perAddress = new Map<string, number>()
  let total = 0
  let encodings = 0

  const unsubscribe = feed.subscribe((ticks, seq) => {
    for (const { names, clients } of groups.values()) {
      const mine = ticks.filter((tick) => names.has(tick.name))
      if (mine.length === 0) continue
      const bytes = frame(seq, mine)
      encodings++
      for (const client of clients) client.offer(bytes, mine, seq, maxFramesBehind)
    }
  })
  const heartbeat = setInterval(() => {
    for (const { clients } of groups.values()) for (const client of clients) client.nudge(heartbeatBytes)
  }, heartbeatMs)
  heartbeat.unref?.()

  function forget(client: StreamClient) {
    const { group } = client
    group.clients.delete(client)
    if (group.clients.size === 0 && groups.get(group.key) === group) groups.delete(group.key)
    total--
    const left = (perAddress.get(client.address) ?? 1) - 1
    if (left > 0) perAddress.set(client.address, left)
    else perAddress.delete(client.address)
  }

  return {
    /**
     * Admits a client of the given instruments, counted at once against the limits; once attached
     * to a sink it is sent what moved since `lastEventId` (everything for a new client), then each
     * tick. Refused when the instance or the address has too many.
     */
    open(names: string[], { address, lastEventId }: { address: string; lastEventId?: number }): StreamConnection | StreamRefusal {
      if (total >= limits.maxClients) return 'busy'
      if ((perAddress.get(address) ?? 0) >= limits.maxClientsPerAddress) return 'address'
      const key = [...names].sort().join(',')
      let group = groups.get(key)
      if (!group) {
        group = { key, names: new Set(names), clients: new Set() }
        groups.set(key, group)
      }
      const client = new StreamClient(group, address, forget)
      group.clients.add(client)
      total++
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
      return {
        attach(sink) {
          // What the client lacks is taken when it starts, so no tick between admission and start is lost.
          const first = lastEventId === undefined ? feed.quotes(names) : feed.movedSince(names, lastEventId)
          const retry = `retry: ${retryMs}\n`
          client.attach(sink, encoder.encode(first.length > 0 ? retry + frameText(feed.seq, first) : `${retry}\n`))
        },
        close: () => client.close(),
      }
    },

    /** Ends every stream with a hint to reconnect soon (elsewhere, behind a balancer). */
    endAll(reconnectMs = 500) {
      const bytes = encoder.encode(`retry: ${reconnectMs}\n: the server is restarting\n\n`)
      for (const { clients } of [...groups.values()]) for (const client of [...clients]) client.end(bytes)
    },

    stats() {
      let pendingQuotes = 0
      for (const { clients } of groups.values()) for (const client of clients) pendingQuotes += client.pendingQuotes
      return { clients: total, addresses: perAddress.size, groups: groups.size, pendingQuotes, encodings }
    },

    stop() {
      clearInterval(heartbeat)
      unsubscribe()
    },
  }
}

export type QuoteStream = ReturnType<typeof createQuoteStream>
