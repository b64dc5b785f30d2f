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

  it('keeps the official German wording of the second sentence', () => {
    expect(riskWarningSentences('de').lossShare).toBe(
      `${brand.retailLossPercent}\u00a0% der Kleinanlegerkonten verlieren Geld beim CFD-Handel mit diesem Anbieter.`,
    )
  })

  it.each(locales)('gives the short form in %s without the complexity sentence', (locale) => {
    expect(riskWarningSentences(locale, 'short').complexity).toBeUndefined()
    expect(riskWarningText(locale, 'short').length).toBeLessThan(riskWarningText(locale, 'full').length)
  })
})
