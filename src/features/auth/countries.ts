import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '~/contract/locales'

/**
 * Countries a client may register from: the EEA and Switzerland plus the Asia-Pacific markets the
 * Hong Kong office serves. (The United States and Belgium are not served; see the footer.)
 *
 * The names are catalog messages rather than Intl.DisplayNames, and each language's order is written
 * out rather than sorted with Intl.Collator: the first use of either on a page loads the browser's
 * locale data in one task, 15 to 60 ms on a desktop and four times that on a phone, which was the
 * longest task of /register while it hydrated. As messages, the prerendered list and the browser's
 * agree, so the list is in the page's HTML; countries.test.ts holds each order to what that
 * language's collation gives for its names.
 */
export const countryNames = {
  AT: msg`Austria`,
  BG: msg`Bulgaria`,
  HR: msg`Croatia`,
  CY: msg`Cyprus`,
  CZ: msg`Czechia`,
  DK: msg`Denmark`,
  EE: msg`Estonia`,
  FI: msg`Finland`,
  FR: msg`France`,
  DE: msg`Germany`,
  GR: msg`Greece`,
  HU: msg`Hungary`,
  IS: msg`Iceland`,
  IE: msg`Ireland`,
  IT: msg`Italy`,
  LV: msg`Latvia`,
  LI: msg`Liechtenstein`,
  LT: msg`Lithuania`,
  LU: msg`Luxembourg`,
  MT: msg`Malta`,
  NL: msg`Netherlands`,
  NO: msg`Norway`,
  PL: msg`Poland`,
  PT: msg`Portugal`,
  RO: msg`Romania`,
  SK: msg`Slovakia`,
  SI: msg`Slovenia`,
  ES: msg`Spain`,
  SE: msg`Sweden`,
  CH: msg`Switzerland`,
  GB: msg`United Kingdom`,
  HK: msg`Hong Kong`,
  SG: msg`Singapore`,
  MY: msg`Malaysia`,
  TH: msg`Thailand`,
  AU: msg`Australia`,
  NZ: msg`New Zealand`,
  AE: msg`United Arab Emirates`,
} as const satisfies Record<string, MessageDescriptor>

export type CountryCode = keyof typeof countryNames

/** The codes in the alphabetical order of their names in each language. */
export const countryOrder: Record<Locale, readonly CountryCode[]> = {
  de: [
    'AU',
    'BG',
    'DK',
    'DE',
    'EE',
    'FI',
    'FR',
    'GR',
    'HK',
    'IE',
    'IS',
    'IT',
    'HR',
    'LV',
    'LI',
    'LT',
    'LU',
    'MY',
    'MT',
    'NZ',
    'NL',
    'NO',
    'AT',
    'PL',
    'PT',
    'RO',
    'SE',
    'CH',
    'SG',
    'SK',
    'SI',
    'ES',
    'TH',
    'CZ',
    'HU',
    'AE',
    'GB',
    'CY',
  ],
  en: [
    'AU',
    'AT',
    'BG',
    'HR',
    'CY',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'GR',
    'HK',
    'HU',
    'IS',
    'IE',
    'IT',
    'LV',
    'LI',
    'LT',
    'LU',
    'MY',
    'MT',
    'NL',
    'NZ',
    'NO',
    'PL',
    'PT',
    'RO',
    'SG',
    'SK',
    'SI',
    'ES',
    'SE',
    'CH',
    'TH',
    'AE',
    'GB',
  ],
  pl: [
    'AU',
    'AT',
    'BG',
    'HR',
    'CY',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'GR',
    'ES',
    'NL',
    'HK',
    'IE',
    'IS',
    'LI',
    'LT',
    'LU',
    'LV',
    'MY',
    'MT',
    'DE',
    'NO',
    'NZ',
    'PL',
    'PT',
    'RO',
    'SG',
    'SK',
    'SI',
    'CH',
    'SE',
    'TH',
    'HU',
    'GB',
    'IT',
    'AE',
  ],
}

export const countryCodes = Object.keys(countryNames) as CountryCode[]

export function isCountryCode(code: string): code is CountryCode {
  return Object.hasOwn(countryNames, code)
}

/** The country's name in the active language; a code outside the list is shown as it is. */
export function countryName(code: string, i18n: I18n): string {
  return isCountryCode(code) ? i18n._(countryNames[code]) : code
}

export function countryOptions(locale: Locale, i18n: I18n): Array<{ code: CountryCode; name: string }> {
  return countryOrder[locale].map((code) => ({ code, name: i18n._(countryNames[code]) }))
}
