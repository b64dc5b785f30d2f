/**
 * Countries a client may register from: the EEA and Switzerland plus the Asia-Pacific markets the
 * Hong Kong office serves. Names come from Intl.DisplayNames in the page's language, so no list of
 * country names needs translating. (The United States and Belgium are not served; see the footer.)
 */
export const countryCodes = [
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
  'HU',
  'IS',
  'IE',
  'IT',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'CH',
  'GB',
  'HK',
  'SG',
  'MY',
  'TH',
  'AU',
  'NZ',
  'AE',
] as const

export function countryOptions(locale: string): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return countryCodes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale))
}
