/**
 * The 30 instruments of spec section 3 by name: what `goods` may name in every market-data call.
 * Their specification (digits, sizes, sessions …) lives in `src/config/instruments.ts`, keyed by these.
 */
export const instrumentNames = [
  'EURUSD',
  'USDJPY',
  'GBPUSD',
  'USDCHF',
  'AUDUSD',
  'NZDUSD',
  'USDCAD',
  'EURCHF',
  'EURGBP',
  'EURJPY',
  'EURAUD',
  'GBPJPY',
  'GBPCHF',
  'GBPAUD',
  'AUDJPY',
  'AUDNZD',
  'NZDJPY',
  'CADJPY',
  'USDCNH',
  'USDHKD',
  'XAUUSD',
  'XAGUSD',
  'UKOIL',
  'USOIL',
  'US500',
  'US30',
  'NAS100',
  'HK50',
  'JPN225',
  'GER30',
] as const

export type InstrumentName = (typeof instrumentNames)[number]

export function isInstrumentName(value: string): value is InstrumentName {
  return (instrumentNames as readonly string[]).includes(value)
}
