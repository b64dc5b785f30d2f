/**
 * The figures of the three key information documents (content/legal/<lang>/kid-*.md), computed from
 * the instrument table of src/config/instrument-specs.ts and formatted as the instrument pages format
 * them (src/features/instruments/components/specification-table.tsx), so a KID never disagrees with
 * the contract specification a client sees beside it.
 */

import { type EsmaClass, findSpec, type InstrumentSpec, retailLeverage, type Weekday } from '../../../src/config/instrument-specs'
import type { LegalPolicy } from '../../../src/config/legal-documents'
import type { InstrumentName } from '../../../src/contract/instruments'
import type { Locale } from '../../../src/contract/locales'
import { intlLocale } from '../../../src/lib/locale-path'
import { numberFormat, priceFormat } from '../../../src/lib/number-format'

export type KidPolicy = Extract<LegalPolicy, `kid-${string}`>

export const kidPolicies: readonly KidPolicy[] = ['kid-forex', 'kid-commodities', 'kid-indices']

export function isKidPolicy(policy: LegalPolicy): policy is KidPolicy {
  return (kidPolicies as readonly string[]).includes(policy)
}

/** The four performance scenarios of Annex IV of Delegated Regulation (EU) 2017/653, most adverse first. */
export const scenarios = ['stress', 'unfavourable', 'moderate', 'favourable'] as const
export type Scenario = (typeof scenarios)[number]

interface KidExample {
  /**
   * The instrument the document's examples use:
   * - EURUSD, the most traded currency pair, a major pair at the highest retail leverage (1:30);
   * - XAUUSD, gold, the most traded commodity CFD, priced in US dollars like all commodities;
   * - GER30, the DAX, priced in euros: the index the site's German-speaking clients know best, and
   *   one whose example needs no currency conversion for a euro account.
   */
  instrument: InstrumentName
  /**
   * The illustrative price moves of the scenarios within one trading day, each about the size of a
   * day's move in that scenario for the market: a currency pair moves least, an index most.
   */
  moves: Record<Scenario, number>
  /** The ESMA class of the market's other instruments, whose lower leverage the document also names. */
  otherClass: EsmaClass
}

export const kidExamples: Record<KidPolicy, KidExample> = {
  'kid-forex': {
    instrument: 'EURUSD',
    moves: { stress: -0.03, unfavourable: -0.01, moderate: 0, favourable: 0.01 },
    otherClass: 'other-pair',
  },
  'kid-commodities': {
    instrument: 'XAUUSD',
    moves: { stress: -0.05, unfavourable: -0.02, moderate: 0, favourable: 0.02 },
    otherClass: 'commodity-other-index',
  },
  'kid-indices': {
    instrument: 'GER30',
    moves: { stress: -0.06, unfavourable: -0.02, moderate: 0, favourable: 0.02 },
    otherClass: 'commodity-other-index',
  },
}

/**
 * A week held from Monday to Monday books seven days of swap: one a night from Monday to Friday and
 * two more on the triple-swap night that covers the weekend.
 */
export const swapDaysInAWeek = 7

/** The triple-swap day as each document's sentence needs it ("on Wednesday", "am Mittwoch", "w środę"). */
const weekdays: Record<Locale, Record<Weekday, string>> = {
  en: { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday' },
  de: { monday: 'Montag', tuesday: 'Dienstag', wednesday: 'Mittwoch', thursday: 'Donnerstag', friday: 'Freitag' },
  // Accusative, after "w".
  pl: { monday: 'poniedziałek', tuesday: 'wtorek', wednesday: 'środę', thursday: 'czwartek', friday: 'piątek' },
}

/** The amounts of one long lot of the example, in its quote currency, before formatting. */
export interface KidAmounts {
  spec: InstrumentSpec
  leverage: number
  notional: number
  initialMargin: number
  pipValue: number
  spreadCost: number
  /** Financing a long lot pays per night (the example's long swap is a charge). */
  swapLongCharge: number
  scenarios: Record<Scenario, { close: number; profit: number }>
  costs: { sameDay: number; oneNight: number; oneWeek: number }
}

export function kidAmounts(policy: KidPolicy): KidAmounts {
  const { instrument, moves } = kidExamples[policy]
  const spec = findSpec(instrument)
  if (!spec) throw new Error(`${policy}: ${instrument} is not in the instrument table`)
  const { contractSize, pipSize, spread, start, digits } = spec
  const leverage = retailLeverage[spec.esma]
  const notional = contractSize * start
  const pipValue = contractSize * pipSize
  // Opened at the ask and closed at the bid: the price move less the whole spread.
  const spreadCost = spread * contractSize
  const swapLongCharge = -spec.swapLong * pipValue
  if (swapLongCharge <= 0) throw new Error(`${policy}: the cost tables show a long ${instrument} position that pays financing`)
  const scenarioOf = (move: number) => {
    const close = Number((start * (1 + move)).toFixed(digits))
    return { close, profit: (close - start) * contractSize - spreadCost }
  }
  return {
    spec,
    leverage,
    notional,
    initialMargin: notional / leverage,
    pipValue,
    spreadCost,
    swapLongCharge,
    scenarios: Object.fromEntries(scenarios.map((s) => [s, scenarioOf(moves[s])])) as KidAmounts['scenarios'],
    costs: {
      sameDay: spreadCost,
      oneNight: spreadCost + swapLongCharge,
      oneWeek: spreadCost + swapDaysInAWeek * swapLongCharge,
    },
  }
}

/** The {{placeholders}} of a KID's figures, written for the document's language. */
export function kidValues(policy: KidPolicy, lang: Locale): Record<string, string> {
  const amounts = kidAmounts(policy)
  const { spec, leverage, initialMargin } = amounts
  const locale = intlLocale[lang]
  const money = (value: number, signed = false) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: spec.quote,
      currencyDisplay: 'code',
      ...(signed ? { signDisplay: 'exceptZero' } : {}),
    }).format(value)
  // As the specification table writes them: plain numbers, pips to two decimals, the margin rate.
  const plain = (value: number) => numberFormat(locale, { maximumFractionDigits: 6 }).format(value)
  const price = priceFormat(locale, spec.digits)
  const percent = (value: number, digits = 2, signed = false) =>
    numberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: digits,
      ...(signed ? { signDisplay: 'exceptZero' } : {}),
    }).format(value)
  const swapPips = (pips: number) => numberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(pips)
  const ofMargin = (value: number) => percent(value / initialMargin, 1)
  const { moves } = kidExamples[policy]

  const values: Record<string, string> = {
    instrument: spec.name,
    base: spec.base,
    quote: spec.quote,
    price: price.format(spec.start),
    contractSize: plain(spec.contractSize),
    pipSize: plain(spec.pipSize),
    pipValue: money(amounts.pipValue),
    notional: money(amounts.notional),
    leverage: `1:${leverage}`,
    otherLeverage: `1:${retailLeverage[kidExamples[policy].otherClass]}`,
    marginRate: percent(1 / leverage),
    initialMargin: money(initialMargin),
    spreadPips: plain(Number((spec.spread / spec.pipSize).toFixed(2))),
    spreadPrice: price.format(spec.spread),
    spreadCost: money(amounts.spreadCost),
    spreadCostRate: percent(amounts.spreadCost / amounts.notional, 3),
    swapLongPips: swapPips(spec.swapLong),
    swapShortPips: swapPips(spec.swapShort),
    swapLongAmount: money(spec.swapLong * amounts.pipValue, true),
    swapShortAmount: money(spec.swapShort * amounts.pipValue, true),
    swapLongCharge: money(amounts.swapLongCharge),
    tripleSwapDay: weekdays[lang][spec.tripleSwapDay],
    swapDaysInAWeek: String(swapDaysInAWeek),
    noCost: money(0),
    costSameDay: money(amounts.costs.sameDay),
    costOneNight: money(amounts.costs.oneNight),
    costOneWeek: money(amounts.costs.oneWeek),
    costSameDayOfMargin: ofMargin(amounts.costs.sameDay),
    costOneNightOfMargin: ofMargin(amounts.costs.oneNight),
    costOneWeekOfMargin: ofMargin(amounts.costs.oneWeek),
  }
  for (const scenario of scenarios) {
    const { close, profit } = amounts.scenarios[scenario]
    values[`${scenario}Move`] = percent(moves[scenario], 1, true)
    values[`${scenario}Close`] = price.format(close)
    values[`${scenario}Result`] = money(profit, true)
    values[`${scenario}OfMargin`] = percent(profit / initialMargin, 1, true)
  }
  return values
}
