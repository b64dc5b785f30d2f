import type { I18n } from '@lingui/core'
import type { Locale } from '~/contract/locales'
import { type CountryCode, countryName } from './countries'

/**
 * The codes in the alphabetical order of their names in each language, written out rather than
 * sorted with Intl.Collator, whose first use on a page loads the browser's locale data in one long
 * task (countries.ts). countries.test.ts holds each order to what Node's collation gives.
 */
export const countryOrder: Record<Locale, readonly CountryCode[]> = {
  de: 'AU BG DK DE EE FI FR GR HK IE IS IT HR LV LI LT LU MY MT NZ NL NO AT PL PT RO SE CH SG SK SI ES TH CZ HU AE GB CY'.split(
    ' ',
  ) as CountryCode[],
  en: 'AU AT BG HR CY CZ DK EE FI FR DE GR HK HU IS IE IT LV LI LT LU MY MT NL NZ NO PL PT RO SG SK SI ES SE CH TH AE GB'.split(
    ' ',
  ) as CountryCode[],
  pl: 'AU AT BG HR CY CZ DK EE FI FR GR ES NL HK IE IS LI LT LU LV MY MT DE NO NZ PL PT RO SG SK SI CH SE TH HU GB IT AE'.split(
    ' ',
  ) as CountryCode[],
}

/** The sign-up form's list of countries, named and ordered in the page's language. */
export function countryOptions(locale: Locale, i18n: I18n): Array<{ code: CountryCode; name: string }> {
  return countryOrder[locale].map((code) => ({ code, name: countryName(code, i18n) }))
}
