// @vitest-environment node

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { brandValues } from '../../scripts/build/legal/brand-values'
import { legalPolicies } from '../../src/config/legal-documents'
import { riskWarningText } from '../../src/config/risk-warning'
import { locales } from '../../src/contract/locales'

/** The documents that state the risk warning: their opening, and the KIDs' other relevant information. */
const documentsWithTheWarning = [
  'risk-disclosure',
  'leverage-policy',
  'trading-terms',
  'kid-forex',
  'kid-commodities',
  'kid-indices',
]

/** A distinctive part of each sentence of the warning, in each language the documents are written in. */
const handWritten = [
  /high risk of losing money rapidly/,
  /of retail investor accounts/,
  /retail CFD accounts/,
  /schnell Geld zu verlieren/,
  /Kleinanlegerkonten/,
  /szybkiej utraty środków/,
  /rachunków (CFD )?inwestorów detalicznych/,
]

describe('the risk warning in the legal documents', () => {
  it.each(locales)('is filled in from its one source, in full, in %s', (lang) => {
    expect(brandValues(lang).riskWarning).toBe(riskWarningText(lang, 'full'))
  })

  const everySource = locales.flatMap((lang) => legalPolicies.map((slug) => [lang, slug] as const))
  it.each(everySource)('is never written by hand in the %s %s', (lang, slug) => {
    const source = readFileSync(`content/legal/${lang}/${slug}.md`, 'utf8')
    if (documentsWithTheWarning.includes(slug)) expect(source).toContain('{{riskWarning}}')
    expect(handWritten.filter((words) => words.test(source)).map(String)).toEqual([])
  })
})
