import { isTradingAt } from '../../src/config/market-closures'
import type { InstrumentName } from '../../src/contract/instruments'
import type { MarketClosure } from '../../src/contract/market-closures'
import { closuresOn } from './closures'

const dayMs = 86_400_000

/**
 * The closures that can touch each UTC day lately asked about. The feed asks about the current day
 * (some 30 instruments every second); the spreads' session look-back walks a few days back from it,
 * so a handful of days are kept rather than one, which that walk would throw out at every midnight.
 * The chart history walks years back, a day at a time, and works each day out once per walk (the
 * oldest day kept goes first, so the current day is worked out again after a walk: it is cheap).
 */
const closuresByDay = new Map<number, MarketClosure[]>()
const daysKept = 16

/**
 * The closures of a UTC day and of the next one: a closed day of a market that trades through the
 * week starts the evening before (closureSpan in src/config/market-closures.ts). Worked out once
 * per UTC day, not per tick.
 */
function closuresAround(at: number): MarketClosure[] {
  const day = Math.floor(at / dayMs) * dayMs
  let closures = closuresByDay.get(day)
  if (!closures) {
    closures = [...closuresOn(day), ...closuresOn(day + dayMs)]
    if (closuresByDay.size >= daysKept) closuresByDay.delete(closuresByDay.keys().next().value!)
    closuresByDay.set(day, closures)
  }
  return closures
}

/**
 * Whether an instrument trades at a moment: its weekly session less the holidays and early closes
 * of server/feeds/closures.ts, by the same rule (isTradingAt) as the hours page's and the
 * instrument page's "open now". The feed moves only what trades, and quotes the rest as closed.
 */
export function isTrading(name: InstrumentName, at: Date): boolean {
  return isTradingAt(name, at.getTime(), closuresAround(at.getTime()))
}
