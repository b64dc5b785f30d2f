import { startTransition, useEffect, useState } from 'react'
import { whenInteractive } from '~/lib/page-interactive'
import { useNow } from '~/lib/use-now'
import { useQueryInTransition } from '~/lib/use-query-in-transition'
import { quoteQueries } from './queries'
import { serverStaleness, staleness } from './quote-math'
import { useQuoteStream } from './use-quote-stream'

/**
 * Prices for a set of instruments: the start action (after the page is interactive) begins
 * polling every 5 s, the pause control is the stop action. With `stream`, live ticks replace the
 * polling while the server's stream is up.
 */
export function useLiveQuotes(goods: readonly string[], { stream = false }: { stream?: boolean } = {}) {
  const [started, setStarted] = useState(false)
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    // Live parts start once the page is interactive, so they never compete with hydration; the
    // start renders as a transition, in slices, as the prices that follow it do.
    let mounted = true
    void whenInteractive(() => mounted && startTransition(() => setStarted(true)))
    return () => {
      mounted = false
    }
  }, [])
  const active = started && !paused
  const streamState = useQuoteStream(goods, stream && active)
  const polling = active && (!stream || streamState !== 'live')
  const quotes = useQueryInTransition({ ...quoteQueries.list(goods, polling), enabled: active })
  const opens = useQueryInTransition({ ...quoteQueries.openPrices(goods), enabled: started })
  const failing = quotes.isError || quotes.errorUpdatedAt > quotes.dataUpdatedAt
  const now = useNow(1000, quotes.data !== undefined)
  const { stale, ageSeconds } = staleness(quotes.dataUpdatedAt, now)
  // The server marks the prices it answers from memory while its own feed is lost.
  const serverStaleSeconds = serverStaleness(quotes.data)
  return {
    quotes: quotes.data,
    opens: opens.data,
    updatedAt: quotes.dataUpdatedAt,
    stale: quotes.data !== undefined && (stale || serverStaleSeconds !== undefined || (failing && !paused)),
    ageSeconds: Math.max(ageSeconds, serverStaleSeconds ?? 0),
    paused,
    live: streamState === 'live' && active,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
  }
}
