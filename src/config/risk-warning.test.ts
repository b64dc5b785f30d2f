import { describe, expect, it } from 'vitest'
import { locales } from '../contract/locales'
import { brand } from './brand'
import { lossPercentText, riskWarningSentences, riskWarningText } from './risk-warning'

describe('the risk warning', () => {
  it.each(locales)('names the brand percentage in %s, never split from its sign', (locale) => {
    for (const form of ['full', 'short'] as const) {
      const text = riskWarningText(locale, form)
      expect(text).toContain(lossPercentText(locale, brand.retailLossPercent))
      expect(text).not.toMatch(/\d[ \t\n]%/)
    }
  })

  it('writes the percentage as the number format of each language does', () => {
    for (const locale of locales) {
      const intl = { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' }[locale]
      const formatted = new Intl.NumberFormat(intl, { style: 'percent' }).format(brand.retailLossPercent / 100)
      expect(lossPercentText(locale, brand.retailLossPercent)).toBe(formatted)
    }
  })

  it('keeps the official German wording of the second sentence', () => {
    expect(riskWarningSentences('de').lossShare).toBe(
      `${brand.retailLossPercent}\u00a0% der Kleinanlegerkonten verlieren Geld beim CFD-Handel mit diesem Anbieter.`,
    )
  })

  it('gives the abbreviated form as ESMA words it (Annex II, section C): the share of accounts alone', () => {
    expect(riskWarningText('en', 'short')).toBe(`${brand.retailLossPercent}% of retail CFD accounts lose money.`)
    expect(riskWarningText('de', 'short')).toBe(
      `${brand.retailLossPercent}\u00a0% der CFD-Konten von Kleinanlegern verlieren Geld.`,
    )
    expect(riskWarningText('pl', 'short')).toBe(
      `${brand.retailLossPercent}% rachunków CFD inwestorów detalicznych odnotowuje straty pieniężne.`,
    )
  })

  it.each(locales)('gives the full form in %s as three sentences, the short one as one', (locale) => {
    const full = riskWarningSentences(locale, 'full')
    expect([full.complexity, full.lossShare, full.consider].every(Boolean)).toBe(true)
    const short = riskWarningSentences(locale, 'short')
    expect(short.complexity).toBeUndefined()
    expect(short.consider).toBeUndefined()
  })
})
