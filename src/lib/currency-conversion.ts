/**
 * Converting between currencies at the mid prices of the quote list. Its own module because the
 * instrument page's specification table needs it on first load, while the rest of the trade
 * arithmetic (trade-math.ts) loads only with a calculator.
 */

/** The currencies a visitor can hold an account in. */
export const accountCurrencies = ['EUR', 'USD', 'PLN', 'GBP'] as const
export type AccountCurrency = (typeof accountCurrencies)[number]

export function isAccountCurrency(value: unknown): value is AccountCurrency {
  return (accountCurrencies as readonly unknown[]).includes(value)
}

/**
 * None of the 30 instruments prices the zloty (no EURPLN or USDPLN in the quote list), so PLN
 * amounts go through the euro at a fixed reference rate, which every calculator names.
 */
export const eurPlnReferenceRate = 4.3

/**
 * How often pages that convert at live prices (the costs table, the calculators) take the newest
 * ones: an amount per lot moves in its last digits from tick to tick, and following every tick
 * re-rendered the costs table several times a second. Their notes give the prices' time in minutes.
 */
export const conversionRefreshMs = 60_000

/** The mid price of an instrument by name, live when known. */
export type MidPrice = (name: string) => number | undefined

/** What one unit of a currency is worth in US dollars, from a USD pair of the list (EURUSD, USDJPY …). */
function inDollars(currency: string, mid: MidPrice): number | undefined {
  if (currency === 'USD') return 1
  if (currency === 'PLN') {
    const euro = inDollars('EUR', mid)
    return euro === undefined ? undefined : euro / eurPlnReferenceRate
  }
  const direct = mid(`${currency}USD`)
  if (direct !== undefined) return direct
  const inverse = mid(`USD${currency}`)
  return inverse === undefined ? undefined : 1 / inverse
}

/** How many units of `to` one unit of `from` buys (cross rates through the US dollar). */
export function conversionRate(from: string, to: string, mid: MidPrice): number | undefined {
  if (from === to) return 1
  const source = inDollars(from, mid)
  const target = inDollars(to, mid)
  return source === undefined || target === undefined ? undefined : source / target
}
