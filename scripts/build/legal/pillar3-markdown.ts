/**
 * The figures of a Pillar III disclosure as the values of the {{placeholders}} in
 * content/legal/pillar-3-disclosures-<year>.md: tables in EUR thousand and the ratios computed
 * from them.
 */
import { amount, markdownTable, percent } from './format'
import { minimumRatios, pillar3Figures } from './pillar3'
import { round } from './seeded-random'

const bold = (text: string) => `**${text}**`

export function pillar3Values(year: number): Record<string, string> {
  const f = pillar3Figures(year)
  const o = f.ownFunds
  const r = f.results
  const ownFundsTable = markdownTable(
    ['Own funds (EUR thousand)', `31 December ${year}`],
    [
      ['Paid-up share capital', amount(o.shareCapital)],
      ['Share premium', amount(o.sharePremium)],
      ['Retained earnings (audited)', amount(o.retainedEarnings)],
      ['Less: intangible assets', amount(-o.intangibleAssets)],
      ['Less: Investor Compensation Fund deduction', amount(-o.icfDeduction)],
      [bold('Common Equity Tier 1 capital'), bold(amount(o.cet1))],
      ['Additional Tier 1 capital', amount(o.additionalTier1)],
      [bold('Tier 1 capital'), bold(amount(o.tier1))],
      ['Tier 2 capital', amount(o.tier2)],
      [bold('Total own funds'), bold(amount(o.total))],
    ],
    [1],
  )
  const resultsTable = markdownTable(
    ['Results and retained earnings (EUR thousand)', String(year)],
    [
      ['Revenue (net trading income, fees and commissions)', amount(r.revenue)],
      ['Staff costs', amount(-r.staffCosts)],
      ['Other operating costs', amount(-r.otherCosts)],
      [bold('Profit (loss) before tax'), bold(amount(r.profitBeforeTax))],
      ['Tax', amount(-r.tax)],
      [bold('Profit (loss) after tax'), bold(amount(r.profitAfterTax))],
      ['Retained earnings at 1 January', amount(r.openingRetainedEarnings)],
      ['Dividends paid', amount(-r.dividends)],
      [bold('Retained earnings at 31 December'), bold(amount(r.retainedEarnings))],
    ],
    [1],
  )
  const lines = [...f.creditRisk, ...f.marketRisk, f.operationalRisk, f.cva]
  const requirementsTable = markdownTable(
    ['Risk (EUR thousand)', 'Risk exposure amount', 'Own funds requirement (8%)'],
    [
      ...f.creditRisk.map((l) => [`Credit risk: ${l.label.toLowerCase()}`, amount(l.riskExposureAmount), amount(l.requirement)]),
      ...f.marketRisk.map((l) => [
        `Market risk: ${l.label.charAt(0).toLowerCase()}${l.label.slice(1)}`,
        amount(l.riskExposureAmount),
        amount(l.requirement),
      ]),
      [f.operationalRisk.label, amount(f.operationalRisk.riskExposureAmount), amount(f.operationalRisk.requirement)],
      [f.cva.label, amount(f.cva.riskExposureAmount), amount(f.cva.requirement)],
      [bold('Total'), bold(amount(f.totalRiskExposure)), bold(amount(lines.reduce((a, l) => a + l.requirement, 0)))],
    ],
    [1, 2],
  )
  const creditRiskTable = markdownTable(
    ['Exposure class (EUR thousand)', 'Exposure value', 'Average risk weight', 'Risk-weighted exposure amount'],
    f.creditRisk.map((l) => [
      l.label,
      amount(l.exposure!),
      percent(round((100 * l.riskExposureAmount) / l.exposure!, 0), 0),
      amount(l.riskExposureAmount),
    ]),
    [1, 2, 3],
  )
  const marketRiskTable = markdownTable(
    ['Market risk (EUR thousand)', 'Net position', 'Own funds requirement'],
    f.marketRisk.map((l) => [l.label, amount(l.exposure!), amount(l.requirement)]),
    [1, 2],
  )
  const operationalRiskTable = markdownTable(
    ['Year', 'Relevant indicator (EUR thousand)', 'Basis'],
    [
      ...f.indicatorYears.map((y) => [
        String(y.year),
        amount(y.revenue),
        y.estimate ? 'Business plan estimate' : 'Audited accounts',
      ]),
      ['Average', amount(f.averageIndicator), ''],
      ['Own funds requirement (15% of the average)', amount(f.operationalRisk.requirement), ''],
    ],
    [1],
  )
  const ratiosTable = markdownTable(
    ['Capital ratio', String(year), 'Minimum (Article 92 CRR)', 'Surplus (EUR thousand)'],
    [
      [
        'Common Equity Tier 1 ratio',
        percent(f.ratios.cet1),
        percent(minimumRatios.cet1, 1),
        amount(o.cet1 - Math.round((f.totalRiskExposure * minimumRatios.cet1) / 100)),
      ],
      [
        'Tier 1 ratio',
        percent(f.ratios.tier1),
        percent(minimumRatios.tier1, 1),
        amount(o.tier1 - Math.round((f.totalRiskExposure * minimumRatios.tier1) / 100)),
      ],
      ['Total capital ratio', percent(f.ratios.total), percent(minimumRatios.total, 1), amount(f.surplus)],
    ],
    [1, 2, 3],
  )
  const l = f.leverage
  const leverageTable = markdownTable(
    ['Leverage ratio (EUR thousand)', `31 December ${year}`],
    [
      ['Total assets in the balance sheet', amount(l.totalAssets)],
      ['Less: amounts deducted from Tier 1 capital', amount(-l.deductions)],
      ['Add: potential future exposure of derivatives', amount(l.derivativesAddOn)],
      [bold('Total exposure measure'), bold(amount(l.exposure))],
      ['Tier 1 capital', amount(o.tier1)],
      [bold('Leverage ratio'), bold(percent(l.ratio))],
    ],
    [1],
  )
  const g = f.governance
  const boardTable = markdownTable(
    ['Member of the board', 'Type', 'Appointed', 'Executive directorships', 'Non-executive directorships'],
    g.directors.map((d) => [
      d.role,
      d.kind,
      String(d.appointed),
      String(d.executiveDirectorships),
      String(d.nonExecutiveDirectorships),
    ]),
    [2, 3, 4],
  )
  const m = f.remuneration
  const areaRows = m.byArea.map((a) => [
    a.area,
    String(a.staff),
    amount(a.fixed),
    amount(a.variable),
    amount(a.fixed + a.variable),
  ])
  const sum = (pick: (a: (typeof m.byArea)[number]) => number) => m.byArea.reduce((t, a) => t + pick(a), 0)
  const remunerationByAreaTable = markdownTable(
    ['Business area (EUR thousand)', 'Staff', 'Fixed', 'Variable', 'Total'],
    [
      ...areaRows,
      [
        bold('Total'),
        bold(String(sum((a) => a.staff))),
        bold(amount(sum((a) => a.fixed))),
        bold(amount(sum((a) => a.variable))),
        bold(amount(sum((a) => a.fixed + a.variable))),
      ],
    ],
    [1, 2, 3, 4],
  )
  const remunerationSeniorTable = markdownTable(
    ['Senior management and material risk takers (EUR thousand)', 'Beneficiaries', 'Fixed', 'Variable (cash)', 'Deferred'],
    m.seniorManagement.map((s) => [s.group, String(s.beneficiaries), amount(s.fixed), amount(s.variable), amount(0)]),
    [1, 2, 3, 4],
  )
  return {
    year: String(year),
    nextYear: String(year + 1),
    ownFundsTable,
    resultsTable,
    requirementsTable,
    creditRiskTable,
    marketRiskTable,
    operationalRiskTable,
    ratiosTable,
    leverageTable,
    boardTable,
    remunerationByAreaTable,
    remunerationSeniorTable,
    ownFunds: amount(o.total),
    cet1: amount(o.cet1),
    totalRiskExposure: amount(f.totalRiskExposure),
    totalRequirement: amount(f.totalRequirement),
    cet1Ratio: percent(f.ratios.cet1),
    totalCapitalRatio: percent(f.ratios.total),
    capitalSurplus: amount(f.surplus),
    leverageRatio: percent(l.ratio),
    revenue: amount(r.revenue),
    resultAfterTax:
      r.profitAfterTax >= 0
        ? `a profit after tax of EUR ${amount(r.profitAfterTax)} thousand`
        : `a loss after tax of EUR ${amount(-r.profitAfterTax)} thousand`,
    dividends: amount(r.dividends),
    staff: String(m.staff),
    totalPay: amount(m.totalPay),
    directors: String(g.directors.length),
    women: String(g.women),
    womenShare: percent((100 * g.women) / g.directors.length, 0),
    boardMeetings: String(g.boardMeetings),
    riskCommitteeMeetings: String(g.riskCommitteeMeetings),
    auditCommitteeMeetings: String(g.auditCommitteeMeetings),
  }
}
