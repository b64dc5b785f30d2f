/**
 * The calculators' inputs in the address, so a result can be shared. The route's `validateSearch`
 * runs with every page's first load, so it only keeps the known keys as the text they carry
 * (bounded); what each text means is read with the page's code (`fields.ts`).
 */
const calculatorSearchKeys = [
  'symbol',
  'account',
  'lots',
  'side',
  'balance',
  'risk',
  'stop',
  'open',
  'close',
  'client',
  'nights',
  'from',
] as const

export type CalculatorSearch = Partial<Record<(typeof calculatorSearchKeys)[number], string>>

export function readCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  const read: CalculatorSearch = {}
  for (const key of calculatorSearchKeys) {
    const value = search[key]
    if (typeof value === 'string') read[key] = value.slice(0, 40)
  }
  return read
}
