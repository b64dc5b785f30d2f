import { useQueryClient } from '@tanstack/react-query'
import { startTransition, useEffect, useState } from 'react'
import type { Quote } from '~/contract/market-data'
import { apiPaths } from '~/contract/paths'
import { quoteKeys } from './queries'
import { nextPollDelay, type QuoteWithDiff, withDiffs } from './quote-math'

export type StreamState = 'connecting' | 'live' | 'unavailable'

/** Merges the instruments that ticked into the last list, so untouched instruments keep their diff. */
function merge(previous: QuoteWithDiff[] | undefined, ticks: Quote[]): QuoteWithDiff[] {
  const ticked = withDiffs(ticks, previous)
  if (!previous) return ticked
  const byName = new Map(ticked.map((q) => [q.name, q]))
  return previous.map((q) => byName.get(q.name) ?? q)
}

/**
 * Live ticks from the server (server-sent events) written into the same query cache the poller
 * fills. While the stream is down the caller polls instead; the stream retries with jittered
 * backoff, so a restarted server is picked up again by itself.
 */
export function useQuoteStream(goods: readonly string[], enabled: boolean): StreamState {
  const queryClient = useQueryClient()
  const [state, setStateNow] = useState<StreamState>('connecting')
  const key = goods.join(',')

  useEffect(() => {
    // The stream's state re-renders the whole part that shows the prices (the quotes board, the costs
    // page): set from an effect or the stream's events, an ordinary update is one synchronous render
    // of it; as a transition it renders in slices that yield to the browser, as the prices do.
    const setState = (next: StreamState) => startTransition(() => setStateNow(next))
    if (!enabled || typeof EventSource === 'undefined') {
      setState('unavailable')
      return
    }
    let source: EventSource | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    let failures = 0
    let closed = false
    const names = key.split(',')

    const connect = () => {
      setState(failures === 0 ? 'connecting' : 'unavailable')
      source = new EventSource(`${apiPaths.quoteStream}?goods=${encodeURIComponent(key)}`)
      source.addEventListener('ticks', (event) => {
        failures = 0
        setState('live')
        const ticks = JSON.parse((event as MessageEvent<string>).data) as Quote[]
        queryClient.setQueryData<QuoteWithDiff[]>(quoteKeys.list(names), (previous) => merge(previous, ticks))
      })
      source.addEventListener('open', () => setState('live'))
      source.onerror = () => {
        source?.close()
        if (closed) return
        failures++
        setState('unavailable')
        retry = setTimeout(connect, nextPollDelay(failures))
      }
    }
    connect()
    return () => {
      closed = true
      source?.close()
      if (retry) clearTimeout(retry)
    }
  }, [enabled, key, queryClient])

  return state
}
