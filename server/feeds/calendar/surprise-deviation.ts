/**
 * How big a release's surprise was for that indicator, as FXStreet's "deviation" measures it: the
 * surprise (actual minus forecast) divided by the standard deviation of the indicator's earlier
 * surprises. A deviation of +2 is a figure two usual forecast errors above the forecast, whatever
 * the indicator's unit; traders read beyond ±1 as a real surprise.
 */

/** How many earlier releases measure an indicator's usual forecast error. */
export const deviationSample = 24
/** With fewer earlier surprises than this the usual error is not known well enough to scale by. */
export const minimumDeviationSample = 12

/** Figures carry at most three decimals; rounding drops the float noise of the subtraction. */
const surpriseOf = (actual: number, forecast: number) => Number((actual - forecast).toFixed(6))

/**
 * The sample standard deviation (n − 1) of earlier surprises: the usual forecast error. Null with
 * too few of them, or when the forecasts were always exactly right (a central bank that never
 * surprised), as there is then no scale to measure by.
 */
export function usualForecastError(surprises: readonly number[]): number | null {
  if (surprises.length < minimumDeviationSample) return null
  const mean = surprises.reduce((sum, s) => sum + s, 0) / surprises.length
  const variance = surprises.reduce((sum, s) => sum + (s - mean) ** 2, 0) / (surprises.length - 1)
  const deviation = Math.sqrt(variance)
  return deviation > 1e-9 ? deviation : null
}

/**
 * A release's surprise in units of the usual forecast error of the releases before it (never its
 * own), to two decimals; null without an actual, a forecast or a usable history.
 */
export function surpriseDeviation(
  actual: number | null,
  forecast: number | null,
  earlier: ReadonlyArray<{ actual: number; forecast: number }>,
): number | null {
  if (actual === null || forecast === null) return null
  const usual = usualForecastError(earlier.map((release) => surpriseOf(release.actual, release.forecast)))
  if (usual === null) return null
  return Number((surpriseOf(actual, forecast) / usual).toFixed(2))
}
