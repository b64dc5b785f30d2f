import type { CalendarEvent } from '~/contract/market-data'

export type Outcome = 'better' | 'worse' | 'as-expected'

/**
 * Whether a published figure beat the forecast for its currency: a higher figure is better for
 * payrolls and worse for unemployment, so the direction comes with each indicator. The surprise is
 * actual minus forecast, as traders read it. Null until there is an actual and a forecast.
 */
export function surprise(
  event: Pick<CalendarEvent, 'actual' | 'forecast' | 'better'>,
): { outcome: Outcome; difference: number } | null {
  if (event.actual === null || event.forecast === null || event.better === null) return null
  // Figures carry at most three decimals; rounding drops the float noise of the subtraction.
  const difference = Number((event.actual - event.forecast).toFixed(4))
  if (difference === 0) return { outcome: 'as-expected', difference }
  return { outcome: difference > 0 === (event.better === 'higher') ? 'better' : 'worse', difference }
}
