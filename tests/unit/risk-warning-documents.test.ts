// @vitest-environment node

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { brandValues } from '../../scripts/legal/brand-values'
import { riskWarningText } from '../../src/config/risk-warning'

/** The documents whose opening states the risk warning (the KIDs state it too, in their own layout). */
const documentsWithTheWarning = ['risk-disclosure', 'leverage-policy', 'trading-terms']

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
  it('is filled in from its one source, in full', () => {
    expect(brandValues.riskWarning).toBe(riskWarningText('en', 'full'))
  })

  it.each(documentsWithTheWarning)('is the {{riskWarning}} placeholder in the English %s, never written by hand', (slug) => {
    const source = readFileSync(`content/legal/en/${slug}.md`, 'utf8')
    expect(source).toContain('{{riskWarning}}')
    expect(handWritten.filter((words) => words.test(source)).map(String)).toEqual([])
  })
})
