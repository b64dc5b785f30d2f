import { describe, expect, it } from 'vitest'
import { locales } from '~/contract/locales'
import { activateLocale, i18n, intlLocale } from '~/lib/i18n'
import { countryCodes, countryName, countryNames } from './countries'
import { countryOptions, countryOrder } from './country-options'

describe('the countries a client may register from', () => {
  it.each(locales)('are listed in %s in the order its collation gives their names', async (locale) => {
    await activateLocale(locale)
    const names = countryOptions(locale, i18n).map((country) => country.name)
    // Node has the full ICU data; the browser would pay for loading it at hydration (countries.ts).
    const collator = new Intl.Collator(intlLocale[locale])
    expect(names).toEqual([...names].sort(collator.compare))
    expect([...countryOrder[locale]].sort()).toEqual([...countryCodes].sort())
  })

  it('have the explicit id their names are looked up by, one per code', () => {
    expect(Object.entries(countryNames).map(([code, name]) => [code, name.id])).toEqual(
      countryCodes.map((code) => [code, `country.${code}`]),
    )
  })

  it('are named in the reader’s language, and a code outside the list as it is', async () => {
    await activateLocale('de')
    expect(countryName('AT', i18n)).toBe('Österreich')
    expect(countryName('US', i18n)).toBe('US')
    await activateLocale('pl')
    expect(
      countryOptions('pl', i18n)
        .slice(17, 20)
        .map((c) => c.name),
    ).toEqual(['Litwa', 'Luksemburg', 'Łotwa'])
  })
})
