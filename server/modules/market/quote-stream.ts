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

const encoder = new TextEncoder()
const heartbeatBytes = encoder.encode(': keep-alive\n\n')

const frame = (seq: number, quotes: Quote[]) => `id: ${seq}\nevent: ticks\ndata: ${JSON.stringify(quotes)}\n\n`

/**
 * One reader of the stream. It is sent a frame only when it has taken the last one (the response
 * pulls from it as the socket drains); in between, ticks are merged into one pending frame holding
 * the latest price per instrument, so a slow reader costs at most one quote per instrument. One
 * that falls too far behind is disconnected.
 */
class StreamClient {
  private controller!: ReadableStreamDefaultController<Uint8Array>
  /** Asked for data that has not been sent yet. */
  private wanting = false
  private readonly pending = new Map<string, Quote>()
  private pendingSeq = 0
  private behind = 0
  private closed = false
  readonly body: ReadableStream<Uint8Array>

  constructor(
    readonly names: ReadonlySet<string>,
    readonly address: string,
    private readonly maxFramesBehind: number,
    /** Ends the connection when the reader stopped reading (a closed stream would wait for it forever). */
    private readonly disconnect: () => void,
    private readonly onClose: (client: StreamClient) => void,
  ) {
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller
        },
        pull: () => {
          if (this.pending.size > 0) this.flush()
          else this.wanting = true
        },
        cancel: () => this.close(),
      },
      // One frame waits in the stream at most: the rest of the backlog is the pending merge.
      { highWaterMark: 1 },
    )
  }

  /** Sends bytes at once when the reader waits, else keeps the quotes for the next frame. */
  offer(bytes: Uint8Array, quotes: Quote[], seq: number) {
    if (this.closed) return
    if (this.wanting) {
      this.wanting = false
      this.behind = 0
      this.controller.enqueue(bytes)
      return
    }
    for (const quote of quotes) this.pending.set(quote.name, quote)
    this.pendingSeq = seq
    if (++this.behind > this.maxFramesBehind) this.drop()
  }

  /** The first frame, which the new stream holds until the reader takes it. */
  start(bytes: Uint8Array) {
    this.controller.enqueue(bytes)
  }

  /** Raw text (the retry hint, a heartbeat) for a reader that waits; nothing piles up for one that does not. */
  send(bytes: Uint8Array) {
    if (this.closed || !this.wanting) return
    this.wanting = false
    this.controller.enqueue(bytes)
  }

  /** Ends the stream after the given last words (the retry hint on shutdown). */
  end(lastBytes?: Uint8Array) {
    if (this.closed) return
    if (lastBytes) this.controller.enqueue(lastBytes)
    this.controller.close()
    this.close()
  }

  get pendingQuotes() {
    return this.pending.size
  }

  private flush() {
    this.behind = 0
    const quotes = [...this.pending.values()]
    this.pending.clear()
    this.controller.enqueue(encoder.encode(frame(this.pendingSeq, quotes)))
  }

  private drop() {
    this.pending.clear()
    this.disconnect()
    try {
      this.controller.close()
    } catch {}
    this.close()
  }

  close() {
    if (this.closed) return
    this.closed = true
    this.pending.clear()
    this.onClose(this)
  }
}

/**
 * The quote stream of one instance: every client of the same instruments shares one encoded frame
 * per tick, so a tick costs one JSON encoding per distinct subscription, not one per client.
 */
export function createQuoteStream(feed: QuoteFeed, limits: QuoteStreamLimits) {
  const { maxFramesBehind = 60, heartbeatMs = 15_000, retryMs = 2000 } = limits
  /** Clients by their instruments (sorted names as the key): one encoded frame per group and tick. */
  const groups = new Map<string, { names: ReadonlySet<string>; clients: Set<StreamClient> }>()
  const perAddress = new Map<string, number>()
  let total = 0

  const unsubscribe = feed.subscribe((ticks, seq) => {
    for (const { names, clients } of groups.values()) {
      const mine = ticks.filter((tick) => names.has(tick.name))
      if (mine.length === 0) continue
      const bytes = encoder.encode(frame(seq, mine))
      for (const client of clients) client.offer(bytes, mine, seq)
    }
  })
  const heartbeat = setInterval(() => {
    for (const { clients } of groups.values()) for (const client of clients) client.send(heartbeatBytes)
  }, heartbeatMs)
  heartbeat.unref?.()

  function forget(client: StreamClient, key: string) {
    const group = groups.get(key)
    group?.clients.delete(client)
    if (group?.clients.size === 0) groups.delete(key)
    total--
    const left = (perAddress.get(client.address) ?? 1) - 1
    if (left > 0) perAddress.set(client.address, left)
    else perAddress.delete(client.address)
  }

  return {
    /**
     * A new stream of the given instruments: first what moved since `lastEventId` (everything for a
     * new client), then each tick. Refused when the instance or the address has too many.
     */
    open(
      names: string[],
      {
        address,
        lastEventId,
        signal,
        disconnect,
      }: { address: string; lastEventId?: number; signal?: AbortSignal; disconnect?: () => void },
    ): ReadableStream<Uint8Array> | StreamRefusal {
      if (total >= limits.maxClients) return 'busy'
      if ((perAddress.get(address) ?? 0) >= limits.maxClientsPerAddress) return 'address'
      const key = [...names].sort().join(',')
      const client = new StreamClient(new Set(names), address, maxFramesBehind, disconnect ?? (() => {}), () =>
        forget(client, key),
      )
      total++
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1)
      const group = groups.get(key) ?? { names: client.names, clients: new Set<StreamClient>() }
      groups.set(key, group)
      group.clients.add(client)
      signal?.addEventListener('abort', () => client.close(), { once: true })
      const first = lastEventId === undefined ? feed.quotes(names) : feed.movedSince(names, lastEventId)
      const retry = `retry: ${retryMs}\n`
      client.start(encoder.encode(first.length > 0 ? retry + frame(feed.seq, first) : `${retry}\n`))
      return client.body
    },

    /** Ends every stream with a hint to reconnect soon (elsewhere, behind a balancer). */
    endAll(reconnectMs = 500) {
      const bytes = encoder.encode(`retry: ${reconnectMs}\n: the server is restarting\n\n`)
      for (const { clients } of [...groups.values()]) for (const client of [...clients]) client.end(bytes)
    },

    stats() {
      let pendingQuotes = 0
      for (const { clients } of groups.values()) for (const client of clients) pendingQuotes += client.pendingQuotes
      return { clients: total, addresses: perAddress.size, groups: groups.size, pendingQuotes }
    },

    stop() {
      clearInterval(heartbeat)
      unsubscribe()
    },
  }
}

export type QuoteStream = ReturnType<typeof createQuoteStream>
