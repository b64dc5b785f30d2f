import type { ReactNode } from 'react'
import { instruments } from '~/config/instruments'
import { useLiveQuotes } from '../use-live-quotes'

const allNames = instruments.map((i) => i.name)

export type LiveQuotesState = ReturnType<typeof useLiveQuotes>

/**
 * All 30 prices, live from the stream or polled, in the same query cache as the quotes board, for
 * other features to show through a render prop (an instrument page's calculator and chart).
 */
export function LiveQuotes({ children }: { children: (live: LiveQuotesState) => ReactNode }) {
  return <>{children(useLiveQuotes(allNames, { stream: true }))}</>
}
