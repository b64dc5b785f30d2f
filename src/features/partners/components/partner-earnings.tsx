import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { intlLocale } from '~/lib/locale-path'
import { countFormat, numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { cpaTiers, exampleMonthlyLots, perLotRebateUsd } from '../commission'
import { type EarningsBar, EarningsChart } from './earnings-chart'

/** An amount in US dollars, its number written as the page's language writes numbers. */
export function useUsd() {
  const { t } = useLingui()
  const number = numberFormat(intlLocale[useLocale()], {})
  return (amount: number) => {
    const formatted = number.format(amount)
    return t`${formatted} USD`
  }
}

/** The text alternative: the title and every bar's label and value. */
function summarise(title: string, bars: readonly EarningsBar[]): string {
  return `${title}: ${bars.map((bar) => `${bar.label}: ${bar.valueText}`).join('; ')}.`
}

/** The range of a CPA tier as the table and the chart write it. */
export function useTierLabel() {
  const { t } = useLingui()
  return ({ from, to }: { from: number; to?: number }) => {
    const below = from - 1
    return to === undefined ? t`More than ${below}` : t`${from} to ${to}`
  }
}

/** The introducing-broker hero: the monthly rebate at the table's per-lot rate for a few example volumes. */
export function RebateChart() {
  const { t } = useLingui()
  const usd = useUsd()
  const count = countFormat(intlLocale[useLocale()])
  const bars = exampleMonthlyLots.map((lots) => {
    const lotCount = count.format(lots)
    return {
      label: t`${plural(lots, { one: `${lotCount} lot`, other: `${lotCount} lots` })}`,
      value: lots * perLotRebateUsd,
      valueText: usd(lots * perLotRebateUsd),
    }
  })
  const title = t`Example: your monthly rebate at ${perLotRebateUsd} USD per lot your clients trade`
  return <EarningsChart title={title} summary={summarise(title, bars)} bars={bars} />
}

/** The affiliate hero: the CPA of each tier of the table. */
export function CpaChart() {
  const { t } = useLingui()
  const usd = useUsd()
  const tierLabel = useTierLabel()
  const bars = cpaTiers.map((tier) => ({ label: tierLabel(tier), value: tier.cpaUsd, valueText: usd(tier.cpaUsd) }))
  const title = t`CPA per qualified depositor, by qualified first-time depositors in the month`
  return <EarningsChart title={title} summary={summarise(title, bars)} bars={bars} />
}
