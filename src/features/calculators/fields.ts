import { findSpec, type Weekday } from '~/config/instrument-specs'
import { type InstrumentName, isInstrumentName } from '~/contract/instruments'
import type { Locale } from '~/contract/locales'
import { type AccountCurrency, isAccountCurrency } from '~/lib/currency-conversion'
import type { Side } from '~/lib/trade-math'
import type { CalculatorSearch } from './search'

type ClientCategory = 'retail' | 'professional'

/** Every input of the calculators as the visitor sees it: numbers stay the text they typed. */
export interface CalculatorFields {
  symbol: InstrumentName
  account: AccountCurrency
  lots: string
  side: Side
  balance: string
  risk: string
  stop: string
  open: string
  close: string
  client: ClientCategory
  nights: string
  from: Weekday
}

export const weekdays: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']

/** A number written the way the language writes it, without grouping, so it reads back the same. */
function typed(value: number, digits: number, locale: Locale): string {
  const text = value.toFixed(digits)
  return locale === 'en' ? text : text.replace('.', ',')
}

/**
 * The example prices of an instrument: opened at its reference price and closed 50 pips (points)
 * higher, so the first result is a readable profit.
 */
export function examplePrices(symbol: InstrumentName, locale: Locale): Pick<CalculatorFields, 'open' | 'close'> {
  const { start, pipSize, digits } = findSpec(symbol)!
  return { open: typed(start, digits, locale), close: typed(start + 50 * pipSize, digits, locale) }
}

export function defaultFields(locale: Locale): CalculatorFields {
  return {
    symbol: 'EURUSD',
    account: locale === 'pl' ? 'PLN' : locale === 'en' ? 'USD' : 'EUR',
    lots: '1',
    side: 'buy',
    balance: '10000',
    risk: '1',
    stop: '20',
    ...examplePrices('EURUSD', locale),
    client: 'retail',
    nights: '1',
    from: 'monday',
  }
}

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback

/** The fields an address names, each unknown or missing one at its default (prices follow the instrument). */
export function fieldsFromSearch(search: CalculatorSearch, locale: Locale): CalculatorFields {
  const defaults = defaultFields(locale)
  const symbol = search.symbol !== undefined && isInstrumentName(search.symbol) ? search.symbol : defaults.symbol
  const prices = examplePrices(symbol, locale)
  return {
    symbol,
    account: isAccountCurrency(search.account) ? search.account : defaults.account,
    lots: search.lots ?? defaults.lots,
    side: pick(search.side, ['buy', 'sell'], defaults.side),
    balance: search.balance ?? defaults.balance,
    risk: search.risk ?? defaults.risk,
    stop: search.stop ?? defaults.stop,
    open: search.open ?? prices.open,
    close: search.close ?? prices.close,
    client: pick(search.client, ['retail', 'professional'], defaults.client),
    nights: search.nights ?? defaults.nights,
    from: pick(search.from, weekdays, defaults.from),
  }
}

/** The address of the fields: only what differs from the defaults, so a shared link stays short. */
export function searchFromFields(fields: CalculatorFields, locale: Locale): CalculatorSearch {
  const defaults = { ...defaultFields(locale), ...examplePrices(fields.symbol, locale) }
  const search: CalculatorSearch = {}
  for (const key of Object.keys(fields) as Array<keyof CalculatorFields>) {
    if (fields[key] !== defaults[key]) search[key] = fields[key]
  }
  return search
}
