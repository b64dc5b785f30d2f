/**
 * A price level as a visitor types it: "1.0860", "1,0860" (German and Polish write a decimal
 * comma), with spaces or thin spaces between thousands ("19 850,5"). Anything else is refused
 * rather than guessed, so an alert is never set at a level the visitor did not mean.
 */
export function parseLevel(text: string): number | undefined {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '')
  if (!/^\d+([.,]\d+)?$/.test(compact)) return undefined
  const value = Number(compact.replace(',', '.'))
  return Number.isFinite(value) && value > 0 && value < 1_000_000 ? value : undefined
}
