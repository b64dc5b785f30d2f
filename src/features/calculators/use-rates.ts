import { startTransition, useEffect, useRef, useState } from 'react'
import { findInstrument } from '~/config/instruments'
import type { Quote } from '~/contract/market-data'
import type { MidPrice } from '~/lib/currency-conversion'
import { storage } from '~/lib/storage'

/** Where the calculators' prices come from, which the page says beside the results. */
type RatesSource = 'live' | 'saved' | 'reference'

interface SavedRates {
  /** When the newest of the prices was quoted (ms since the epoch). */
  time: number
  mids: Record<string, number>
}

/** The last live rates, kept in IndexedDB so the calculators work offline with their time. */
const savedRatesKey = 'calculator-rates'
/** The saved copy needs to be a minute fresh at most, as fresh as the rates the page shows (conversionRefreshMs). */
const saveEvery = 60_000

function ratesOf(quotes: readonly Quote[]): SavedRates {
  const mids: Record<string, number> = {}
  let time = 0
  for (const quote of quotes) {
    mids[quote.name] = (quote.bid + quote.ask) / 2
    time = Math.max(time, Date.parse(quote.time))
  }
  return { time, mids }
}

/**
 * The mid prices the calculators convert with: live from the quote list while it answers, else the
 * last rates saved on this device (offline), else the instruments' reference prices (the
 * prerendered page, and a first visit before the first price arrives).
 */
export function useRates(
  quotes: readonly Quote[] | undefined,
  stale: boolean,
): { mid: MidPrice; source: RatesSource; time?: number } {
  const [saved, setSaved] = useState<SavedRates>()
  const lastSave = useRef(0)
  useEffect(() => {
    let mounted = true
    // Rates saved on an earlier visit re-render every calculator: as a transition, in slices.
    void storage.getItem<SavedRates>(savedRatesKey).then((rates) => mounted && rates && startTransition(() => setSaved(rates)))
    return () => {
      mounted = false
    }
  }, [])
  useEffect(() => {
    if (!quotes?.length || stale || Date.now() - lastSave.current < saveEvery) return
    lastSave.current = Date.now()
    void storage.setItem(savedRatesKey, ratesOf(quotes))
  }, [quotes, stale])

  const reference: MidPrice = (name) => findInstrument(name)?.start
  const fromRates =
    (rates: SavedRates): MidPrice =>
    (name) =>
      rates.mids[name] ?? reference(name)
  if (quotes?.length && !stale) {
    const live = ratesOf(quotes)
    return { mid: fromRates(live), source: 'live', time: live.time }
  }
  // Prices that stopped updating are still the latest this device has seen, whichever copy is newer.
  const latest = [quotes?.length ? ratesOf(quotes) : undefined, saved]
    .filter((rates): rates is SavedRates => rates !== undefined)
    .sort((a, b) => b.time - a.time)[0]
  if (latest) return { mid: fromRates(latest), source: 'saved', time: latest.time }
  return { mid: reference, source: 'reference' }
}
