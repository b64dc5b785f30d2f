import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '~/lib/i18n'
import { renderWithRouter } from '~/test/render'
import { AffiliateContent, IntroducingBrokerContent } from './partner-content'
import { CpaChart, RebateChart } from './partner-earnings'

beforeAll(() => activateLocale('en'))

/** Each bar of a rendered chart: its labels and its drawn height. */
function bars(container: HTMLElement) {
  return [...container.querySelectorAll('.earnings-bar')].map((bar) => ({
    value: Number(bar.getAttribute('data-value')),
    height: Number(bar.querySelector('rect')!.getAttribute('height')),
    valueText: bar.querySelector('.earnings-value')!.textContent,
    label: bar.querySelector('.earnings-label')!.textContent,
  }))
}

/** Heights in proportion to values, to the pixel the chart rounds to. */
function expectProportional(drawn: ReturnType<typeof bars>) {
  const tallest = drawn.reduce((a, b) => (b.value > a.value ? b : a))
  for (const bar of drawn) expect(Math.abs(bar.height - (bar.value / tallest.value) * tallest.height)).toBeLessThanOrEqual(1)
}

describe('the partner heroes’ earnings charts follow the commission tables', () => {
  it('the affiliate chart has one bar per CPA tier of the table, with its range and amount, heights in proportion', async () => {
    const page = await renderWithRouter(<AffiliateContent />, '/partner/affiliate')
    const table = await screen.findByRole('table', { name: 'CPA tiers per calendar month' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => ({
        range: within(row).getByRole('rowheader').textContent,
        amount: within(row).getByRole('cell').textContent,
      }))
    page.unmount()

    const chart = await renderWithRouter(<CpaChart />, '/partner/affiliate')
    const drawn = bars(chart.container)
    expect(drawn.map((bar) => ({ range: bar.label, amount: bar.valueText }))).toEqual(rows)
    expect(rows).toHaveLength(4)
    expect(drawn.map((bar) => bar.value)).toEqual(rows.map((row) => Number(row.amount!.replace(/\D/g, ''))))
    expectProportional(drawn)
    // The text alternative names every tier and its amount.
    const figure = chart.getByRole('img')
    for (const row of rows) expect(figure.getAttribute('aria-label')).toContain(`${row.range}: ${row.amount}`)
  })

  it('the introducing-broker chart multiplies example volumes by the per-lot rebate the table states', async () => {
    const page = await renderWithRouter(<IntroducingBrokerContent />, '/partner')
    const table = await screen.findByRole('table', { name: 'Commission models for introducing brokers' })
    const rebateRow = within(table).getByRole('row', { name: /Per-lot rebate/ })
    const rate = Number(/From (\d+) USD for every standard lot/.exec(rebateRow.textContent ?? '')![1])
    page.unmount()

    const chart = await renderWithRouter(<RebateChart />, '/partner')
    const drawn = bars(chart.container)
    expect(drawn.length).toBeGreaterThan(1)
    for (const bar of drawn) {
      const lots = Number(bar.label!.replace(/\D/g, ''))
      expect(bar.value).toBe(lots * rate)
      expect(bar.valueText).toBe(`${(lots * rate).toLocaleString('en-GB')} USD`)
    }
    expectProportional(drawn)
    expect(chart.getByText(`Example: your monthly rebate at ${rate} USD per lot your clients trade`)).toBeInTheDocument()
  })
})
