import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Countries a client may register from: the EEA and Switzerland plus the Asia-Pacific markets the
 * Hong Kong office serves. (The United States and Belgium are not served; see the footer.)
 *
 * The names are catalog messages rather than Intl.DisplayNames: the first Intl object of a page
 * loads the browser's locale data in one task, 15 to 60 ms on a desktop and four times that on a
 * phone, which was the longest task of /register and of the user centre while they hydrated. As
 * messages, the prerendered list and the browser's agree. Each has the explicit id
 * `country.<code>`, so a page that names one country (the user centre) looks it up without
 * shipping the others' ids; the list in each language's order is in country-options.ts, with the
 * sign-up form only.
 */
export const countryNames = {
  AT: msg({ id: 'country.AT', message: 'Austria' }),
  BG: msg({ id: 'country.BG', message: 'Bulgaria' }),
  HR: msg({ id: 'country.HR', message: 'Croatia' }),
  CY: msg({ id: 'country.CY', message: 'Cyprus' }),
  CZ: msg({ id: 'country.CZ', message: 'Czechia' }),
  DK: msg({ id: 'country.DK', message: 'Denmark' }),
  EE: msg({ id: 'country.EE', message: 'Estonia' }),
  FI: msg({ id: 'country.FI', message: 'Finland' }),
  FR: msg({ id: 'country.FR', message: 'France' }),
  DE: msg({ id: 'country.DE', message: 'Germany' }),
  GR: msg({ id: 'country.GR', message: 'Greece' }),
  HU: msg({ id: 'country.HU', message: 'Hungary' }),
  IS: msg({ id: 'country.IS', message: 'Iceland' }),
  IE: msg({ id: 'country.IE', message: 'Ireland' }),
  IT: msg({ id: 'country.IT', message: 'Italy' }),
  LV: msg({ id: 'country.LV', message: 'Latvia' }),
  LI: msg({ id: 'country.LI', message: 'Liechtenstein' }),
  LT: msg({ id: 'country.LT', message: 'Lithuania' }),
  LU: msg({ id: 'country.LU', message: 'Luxembourg' }),
  MT: msg({ id: 'country.MT', message: 'Malta' }),
  NL: msg({ id: 'country.NL', message: 'Netherlands' }),
  NO: msg({ id: 'country.NO', message: 'Norway' }),
  PL: msg({ id: 'country.PL', message: 'Poland' }),
  PT: msg({ id: 'country.PT', message: 'Portugal' }),
  RO: msg({ id: 'country.RO', message: 'Romania' }),
  SK: msg({ id: 'country.SK', message: 'Slovakia' }),
  SI: msg({ id: 'country.SI', message: 'Slovenia' }),
  ES: msg({ id: 'country.ES', message: 'Spain' }),
  SE: msg({ id: 'country.SE', message: 'Sweden' }),
  CH: msg({ id: 'country.CH', message: 'Switzerland' }),
  GB: msg({ id: 'country.GB', message: 'United Kingdom' }),
  HK: msg({ id: 'country.HK', message: 'Hong Kong' }),
  SG: msg({ id: 'country.SG', message: 'Singapore' }),
  MY: msg({ id: 'country.MY', message: 'Malaysia' }),
  TH: msg({ id: 'country.TH', message: 'Thailand' }),
  AU: msg({ id: 'country.AU', message: 'Australia' }),
  NZ: msg({ id: 'country.NZ', message: 'New Zealand' }),
  AE: msg({ id: 'country.AE', message: 'United Arab Emirates' }),
}

export type CountryCode = keyof typeof countryNames

/** The codes again, as a string: derived from countryNames, they would bring its ids into the bundle. */
export const countryCodes =
  'AT BG HR CY CZ DK EE FI FR DE GR HU IS IE IT LV LI LT LU MT NL NO PL PT RO SK SI ES SE CH GB HK SG MY TH AU NZ AE'.split(
    ' ',
  ) as CountryCode[]

function isCountryCode(code: string): code is CountryCode {
  return (countryCodes as string[]).includes(code)
}

/** The country's name in the active language; a code outside the list is shown as it is. */
export function countryName(code: string, i18n: I18n): string {
  if (!isCountryCode(code)) return code
  // The id written out (countryNames, which the test holds to it): the map itself stays out of the bundle.
  const id = `country.${code}`
  return i18n._(id)
}
