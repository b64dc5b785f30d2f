import type { InstrumentSpec } from '~/config/instrument-specs'

/** The currencies a visitor can hold an account in. */
export const accountCurrencies = ['EUR', 'USD', 'PLN'] as const
export type AccountCurrency = (typeof accountCurrencies)[number]

/**
 * None of the 30 instruments prices the zloty, so PLN amounts go through the euro at a fixed
 * reference rate, which the calculator names.
 */
export const eurPlnReferenceRate = 4.3

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

/** How many units of `to` one unit of `from` buys. */
export function conversionRate(from: string, to: string, mid: MidPrice): number | undefined {
  if (from === to) return 1
  const source = inDollars(from, mid)
  const target = inDollars(to, mid)
  return source === undefined || target === undefined ? undefined : source / target
}

export interface PositionFigures {
  /** Value of the position (lots × contract size × price), in the account currency. */
  exposure: number
  /** Margin the position ties up at the given leverage, in the account currency. */
  margin: number
  /** Profit or loss of a one-pip (one-point) move, in the account currency. */
  pipValue: number
}

/**
 * Margin and pip value of a position: both arise in the instrument's quote currency (a EURUSD lot
 * is worth 100,000 × price US dollars; a pip of it is 10 US dollars) and are converted to the
 * account's currency at the mid price of the pair that links them.
 */
export function positionFigures(
  instrument: Pick<InstrumentSpec, 'contractSize' | 'pipSize' | 'quote'>,
  {
    lots,
    price,
    leverage,
    account,
    mid,
  }: { lots: number; price: number; leverage: number; account: AccountCurrency; mid: MidPrice },
): PositionFigures | undefined {
  const rate = conversionRate(instrument.quote, account, mid)
  if (rate === undefined) return undefined
  const exposure = lots * instrument.contractSize * price * rate
  return {
    exposure,
    margin: exposure / leverage,
    pipValue: lots * instrument.contractSize * instrument.pipSize * rate,
  }
}

/** How a size in lots is wrong, if it is. */
export type LotsProblem = 'not-a-number' | 'too-small' | 'too-large' | 'off-step'

/**
 * A size in lots as a visitor types it ("0.5", "0,5" with a decimal comma), checked against the
 * instrument's minimum, maximum and step.
 */
export function parseLots(
  text: string,
  { minLots, maxLots, lotStep }: Pick<InstrumentSpec, 'minLots' | 'maxLots' | 'lotStep'>,
): { lots: number } | { problem: LotsProblem } {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '')
  if (!/^\d+([.,]\d+)?$/.test(compact)) return { problem: 'not-a-number' }
  const lots = Number(compact.replace(',', '.'))
  if (lots < minLots) return { problem: 'too-small' }
  if (lots > maxLots) return { problem: 'too-large' }
  // Compared in whole steps, so 0.07 / 0.01 rounding to 7.000000000000001 is still on the step.
  const steps = lots / lotStep
  if (Math.abs(steps - Math.round(steps)) > 1e-6) return { problem: 'off-step' }
  return { lots }
}
