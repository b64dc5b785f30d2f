import type { ReactNode } from 'react'
import { instruments } from '~/config/instruments'
import { useThrottled } from '~/lib/use-throttled'
import { useLiveQuotes } from '../use-live-quotes'

const allNames = instruments.map((i) => i.name)

export type LiveQuotesState = ReturnType<typeof useLiveQuotes>

/**
 * All 30 prices, live from the stream or polled, in the same query cache as the quotes board, for
 * other features to show through a render prop (an instrument page's calculator and chart).
 *
 * With `refreshMs`, the prices are polled and handed on at most once in that time: for amounts
 * converted at the current price (the costs table, the calculators), which need not follow every
 * tick, and whose tables would otherwise re-render several times a second. Whether the prices are
 * stale still follows the feed as it is.
 */
export function LiveQuotes({ children, refreshMs }: { children: (live: LiveQuotesState) => ReactNode; refreshMs?: number }) {
  const live = useLiveQuotes(allNames, { stream: refreshMs === undefined })
  const quotes = useThrottled(live.quotes, refreshMs ?? 0)
  return <>{children(refreshMs === undefined ? live : { ...live, quotes })}</>
}
