/**
 * The commission figures of the partner pages, in one place: the tables print them and the heroes'
 * charts are drawn from them (partner-content.tsx, earnings-chart.tsx), so a change of terms
 * changes both.
 */

/** Introducing brokers: the per-lot rebate on forex and metals, in USD per round-turn standard lot (the minimum). */
export const perLotRebateUsd = 4

/** Monthly volumes the introducing-broker chart shows the rebate for: examples, not a forecast. */
export const exampleMonthlyLots = [50, 100, 250, 500] as const

/** Affiliates: CPA tiers by qualified first-time depositors in a calendar month; `to` absent for the open top tier. */
export const cpaTiers: ReadonlyArray<{ from: number; to?: number; cpaUsd: number }> = [
  { from: 1, to: 10, cpaUsd: 250 },
  { from: 11, to: 30, cpaUsd: 350 },
  { from: 31, to: 60, cpaUsd: 450 },
  { from: 61, cpaUsd: 600 },
]
