import type { InstrumentSpec, Weekday } from '~/config/instrument-specs'
import { type AccountCurrency, conversionRate, type MidPrice } from './currency-conversion'

/**
 * The arithmetic of a trade: pip value, margin, position size, profit and loss, and swap, converted
 * into the account currency (currency-conversion.ts). One module for the instrument page's calculator and the calculators
 * page (a feature may not import another, so it lives here, below both). Pure: prices come in
 * through `MidPrice`, texts are parsed here and the pages only format.
 */

/** An amount in the instrument's quote currency and the same amount in the account's currency. */
export interface Converted {
  /** In the quote currency of the instrument, where profit and loss arise. */
  inQuote: number
  /** In the account currency. */
  inAccount: number
  /** Units of the account currency per unit of the quote currency. */
  rate: number
}

type Terms = Pick<InstrumentSpec, 'contractSize' | 'pipSize' | 'quote'>

function converted(inQuote: number, rate: number): Converted {
  return { inQuote, inAccount: inQuote * rate, rate }
}

/** The account-currency rate of an instrument's quote currency, or undefined without the linking price. */
function accountRate(instrument: Terms, account: AccountCurrency, mid: MidPrice): number | undefined {
  return conversionRate(instrument.quote, account, mid)
}

/** What a move of one pip (one point) is worth on a position of `lots`. */
export function pipValue(instrument: Terms, lots: number, account: AccountCurrency, mid: MidPrice): Converted | undefined {
  const rate = accountRate(instrument, account, mid)
  return rate === undefined ? undefined : converted(lots * instrument.contractSize * instrument.pipSize, rate)
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
  instrument: Terms,
  {
    lots,
    price,
    leverage,
    account,
    mid,
  }: { lots: number; price: number; leverage: number; account: AccountCurrency; mid: MidPrice },
): PositionFigures | undefined {
  const rate = accountRate(instrument, account, mid)
  if (rate === undefined) return undefined
  const exposure = lots * instrument.contractSize * price * rate
  return {
    exposure,
    margin: exposure / leverage,
    pipValue: lots * instrument.contractSize * instrument.pipSize * rate,
  }
}

export type Side = 'buy' | 'sell'

/** Profit (positive) or loss of a position from `open` to `close`, and the move in pips (points). */
export function profitLoss(
  instrument: Terms,
  {
    lots,
    side,
    open,
    close,
    account,
    mid,
  }: { lots: number; side: Side; open: number; close: number; account: AccountCurrency; mid: MidPrice },
): (Converted & { pips: number }) | undefined {
  const rate = accountRate(instrument, account, mid)
  if (rate === undefined) return undefined
  const move = side === 'buy' ? close - open : open - close
  return { ...converted(lots * instrument.contractSize * move, rate), pips: move / instrument.pipSize }
}

/**
 * The size that loses `risk` % of the balance if the stop, `stopPips` away, is hit: the amount at
 * risk divided by the loss per lot. Rounded down to the instrument's step, so the risk is never
 * exceeded; `tooSmall` when even the smallest size would risk more.
 */
export function positionSize(
  instrument: Terms & Pick<InstrumentSpec, 'minLots' | 'maxLots' | 'lotStep'>,
  {
    balance,
    riskPercent,
    stopPips,
    account,
    mid,
  }: { balance: number; riskPercent: number; stopPips: number; account: AccountCurrency; mid: MidPrice },
): { riskAmount: number; lossPerLot: number; exactLots: number; lots: number; tooSmall: boolean; capped: boolean } | undefined {
  const perLot = pipValue(instrument, 1, account, mid)
  if (perLot === undefined) return undefined
  const riskAmount = (balance * riskPercent) / 100
  const lossPerLot = perLot.inAccount * stopPips
  const exactLots = riskAmount / lossPerLot
  // Whole steps, with a little slack so 0.3 / 0.1 = 2.9999999999999996 still counts as 3 steps.
  const stepped = Math.floor(exactLots / instrument.lotStep + 1e-9) * instrument.lotStep
  const lots = Number(Math.min(stepped, instrument.maxLots).toFixed(6))
  return { riskAmount, lossPerLot, exactLots, lots, tooSmall: lots < instrument.minLots, capped: stepped > instrument.maxLots }
}

const weekdays: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']

/**
 * How many days of swap `nights` rollovers book, from the night of `from` on: rollovers happen on
 * trading days only (Monday to Friday nights), and the triple-swap night books three to cover the
 * weekend.
 */
export function swapDays(nights: number, from: Weekday, tripleSwapDay: Weekday): number {
  let days = 0
  for (let night = 0; night < nights; night += 1) {
    const weekday = weekdays[(weekdays.indexOf(from) + night) % weekdays.length]
    days += weekday === tripleSwapDay ? 3 : 1
  }
  return days
}

/** Swap credited (positive) or charged over `nights` rollovers, from the specification's points per lot and night. */
export function swapCost(
  instrument: Terms & Pick<InstrumentSpec, 'swapLong' | 'swapShort' | 'tripleSwapDay'>,
  {
    lots,
    side,
    nights,
    from,
    account,
    mid,
  }: { lots: number; side: Side; nights: number; from: Weekday; account: AccountCurrency; mid: MidPrice },
): (Converted & { days: number; pipsPerNight: number }) | undefined {
  const rate = accountRate(instrument, account, mid)
  if (rate === undefined) return undefined
  const pipsPerNight = side === 'buy' ? instrument.swapLong : instrument.swapShort
  const days = swapDays(nights, from, instrument.tripleSwapDay)
  return { ...converted(lots * instrument.contractSize * instrument.pipSize * pipsPerNight * days, rate), days, pipsPerNight }
}

/** How a typed number is wrong, if it is. */
export type NumberProblem = 'not-a-number' | 'not-positive' | 'too-large'

/**
 * The value of a number as a visitor types it, in any of the site's languages: "1234.5",
 * "1234,5", "1 234,5", "1.234,5", "1,234.5". With both marks the last one is the decimal mark; a
 * mark repeated is grouping; a lone comma before exactly three digits ("10,000") groups thousands
 * where `commaGroups` (English), and is a decimal comma elsewhere. Undefined when it is not a number.
 */
function readDecimal(text: string, commaGroups: boolean): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '')
  if (!/^\d[\d.,]*$/.test(compact)) return undefined
  const dots = compact.split('.').length - 1
  const commas = compact.split(',').length - 1
  let decimal: '.' | ',' | undefined
  if (dots > 0 && commas > 0) decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ','
  else if (dots === 1) decimal = '.'
  else if (commas === 1) decimal = commaGroups && /^\d{1,3},\d{3}$/.test(compact) ? undefined : ','
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : dots > 0 ? '.' : ','
  const [whole = '', fraction, ...more] = decimal ? compact.split(decimal) : [compact]
  if (more.length > 0 || (fraction !== undefined && !/^\d+$/.test(fraction))) return undefined
  if (whole.includes(group) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(whole)) return undefined
  return Number(`${whole.split(group).join('')}${fraction === undefined ? '' : `.${fraction}`}`)
}

/**
 * A number that must be above zero and at most `max` (a balance, a percentage, a distance, a
 * price), as typed. A minus sign is named as such rather than as "not a number".
 */
export function parsePositive(
  text: string,
  { max = Number.POSITIVE_INFINITY, commaGroups = false }: { max?: number; commaGroups?: boolean } = {},
): { value: number } | { problem: NumberProblem } {
  const trimmed = text.trim()
  const negative = /^[-\u2212]/.test(trimmed)
  const value = readDecimal(negative ? trimmed.slice(1) : trimmed, commaGroups)
  if (value === undefined) return { problem: 'not-a-number' }
  if (negative || value <= 0) return { problem: 'not-positive' }
  if (value > max) return { problem: 'too-large' }
  return { value }
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
