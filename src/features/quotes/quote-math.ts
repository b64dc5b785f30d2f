import { quotePollIntervalMs as pollIntervalMs } from '~/config/constants'
import type { Quote } from '~/contract/market-data'

/** A quote with its change against the previous poll's bid (spec section 3). */
export type QuoteWithDiff = Quote & { diff: number }

/** Each quote's change of bid against the previous list; 0 when there is no previous quote (spec section 4). */
export function withDiffs(next: readonly Quote[], previous: readonly QuoteWithDiff[] | undefined): QuoteWithDiff[] {
  const before = new Map(previous?.map((q) => [q.name, q.bid]))
  return next.map((quote) => {
    const last = before.get(quote.name)
    return { ...quote, diff: last === undefined ? 0 : quote.bid - last }
  })
}

/** Change of the bid against the day's open, as a value and a percentage. */
export function changeAgainstOpen(bid: number, open: number | undefined): { value: number; percent: number } | undefined {
  if (open === undefined || open === 0) return undefined
  return { value: bid - open, percent: ((bid - open) / open) * 100 }
}

const maxBackoffMs = 60_000

/**
 * When to poll next: every 5 s while answers arrive; after failures, back off (10 s, 20 s, 40 s,
 * at most a minute) with jitter, so a server coming back is not hit by every open tab at once.
 */
export function nextPollDelay(failures: number, random: () => number = Math.random): number {
  if (failures === 0) return pollIntervalMs
  const base = Math.min(pollIntervalMs * 2 ** failures, maxBackoffMs)
  return Math.round(base * (0.8 + random() * 0.4))
}

/** Prices older than two poll intervals are marked stale, with their age. */
export function staleness(updatedAt: number, now: number): { stale: boolean; ageSeconds: number } {
  const ageSeconds = Math.max(0, Math.round((now - updatedAt) / 1000))
  return { stale: now - updatedAt > 2 * pollIntervalMs, ageSeconds }
}

/** How stale the server says its prices are (the most of any quote's `staleSeconds`); undefined when they are live. */
export function serverStaleness(quotes: readonly Quote[] | undefined): number | undefined {
  const marked = quotes?.flatMap((quote) => (quote.staleSeconds === undefined ? [] : [quote.staleSeconds])) ?? []
  return marked.length > 0 ? Math.max(...marked) : undefined
}

/**
 * Splits a formatted price into the part that stayed and the part that changed since the last
 * price, so only the changed digits flash.
 */
export function changedDigits(previous: string | undefined, current: string): { same: string; changed: string } {
  if (previous === undefined || previous.length !== current.length) return { same: '', changed: current }
  let i = 0
  while (i < current.length && current[i] === previous[i]) i++
  return { same: current.slice(0, i), changed: current.slice(i) }
}
