import { isTradingAt } from '../../src/config/market-closures'
import type { InstrumentName } from '../../src/contract/instruments'
import type { MarketClosure } from '../../src/contract/market-closures'
import { marketClosures } from './closures'

const dayMs = 86_400_000

/** The closures that can touch the current UTC day, and which day that is. */
let current: { day: number; closures: MarketClosure[] } | undefined

/**
 * The closures of a UTC day and of the next one: a closed day of a market that trades through the
 * week starts the evening before (closureSpan in src/config/market-closures.ts). Worked out once
 * per UTC day, not per tick: the feed asks for some 30 instruments every second.
 */
function closuresAround(at: number): MarketClosure[] {
  const day = Math.floor(at / dayMs) * dayMs
  if (current?.day !== day) {
    const tomorrow = new Date(day + dayMs).toISOString().slice(0, 10)
    current = { day, closures: marketClosures(new Date(day)).filter((closure) => closure.date <= tomorrow) }
  }
  return current.closures
}

/**
 * Whether an instrument trades at a moment: its weekly session less the holidays and early closes
 * of server/feeds/closures.ts, by the same rule (isTradingAt) as the hours page's and the
 * instrument page's "open now". The feed moves only what trades, and quotes the rest as closed.
 */
export function isTrading(name: InstrumentName, at: Date): boolean {
  return isTradingAt(name, at.getTime(), closuresAround(at.getTime()))
}
