import type { InstrumentSpec, Weekday } from '~/config/instrument-specs'
import type { AccountCurrency, MidPrice } from '~/lib/currency-conversion'
import { type Converted, pipValue, type Side, swapCost } from '~/lib/trade-math'

export interface OvernightCost {
  /** Crossing the typical spread once, on opening (a cost: positive). */
  spread: Converted & { pips: number }
  /** Swap over the nights held: credited positive, charged negative (trade-math.ts's sign). */
  swap: Converted & { days: number; pipsPerNight: number }
  /** What holding the position costs in the account currency: the spread paid minus the swap received. */
  total: number
}

/**
 * The cost of opening a position and holding it overnight: the typical spread of the
 * specification, paid once, and the swap booked at each rollover (the triple-swap night books
 * three days). Both from trade-math.ts: pip value for the spread, its swap for the nights.
 */
export function overnightCost(
  instrument: InstrumentSpec,
  input: { lots: number; side: Side; nights: number; from: Weekday; account: AccountCurrency; mid: MidPrice },
): OvernightCost | undefined {
  const perPip = pipValue(instrument, input.lots, input.account, input.mid)
  const swap = swapCost(instrument, input)
  if (!perPip || !swap) return undefined
  const pips = instrument.spread / instrument.pipSize
  const spread = { inQuote: perPip.inQuote * pips, inAccount: perPip.inAccount * pips, rate: perPip.rate, pips }
  return { spread, swap, total: spread.inAccount - swap.inAccount }
}
