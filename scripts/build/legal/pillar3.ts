/**
 * The figures of the Pillar III disclosures (CRR Part Eight; CySEC Directive DI144-2014-14): own
 * funds, capital requirements, capital adequacy and leverage, remuneration and the board. Amounts
 * are in EUR thousand. Illustrative figures for the demonstration brand, drawn from seeded streams
 * and the same business model as the execution reports (revenue follows the orders executed), and
 * internally consistent: every total is the sum of its rounded parts and every ratio is computed
 * from the amounts shown.
 */
import { brand } from '../../../src/config/brand'
import { activeClients, executionActivity, totalsOf } from './execution-activity'
import { apportion, randomStream, round } from './seeded-random'

const shareCapital = 1_000
const sharePremium = 2_500
/** Corporation tax in Cyprus. */
const taxRate = 0.125
/** Employer's social insurance and other contributions on top of pay. */
const employerCosts = 0.12
/** CRR Article 92: CET1 4.5%, Tier 1 6%, total capital 8% of the total risk exposure amount. */
export const minimumRatios = { cet1: 4.5, tier1: 6, total: 8 } as const

export interface Director {
  role: string
  kind: 'executive' | 'non-executive' | 'independent non-executive'
  appointed: number
  woman: boolean
}

/**
 * The board over the years. An independent director was added in 2018 to chair a separate audit
 * committee and to meet the board's diversity target of one third for the under-represented gender.
 */
const board: Director[] = [
  { role: 'Chief executive officer', kind: 'executive', appointed: 2016, woman: false },
  { role: 'Finance and risk director', kind: 'executive', appointed: 2016, woman: true },
  { role: 'Non-executive director (shareholder representative)', kind: 'non-executive', appointed: 2016, woman: false },
  { role: 'Chair of the board', kind: 'independent non-executive', appointed: 2016, woman: false },
  { role: 'Chair of the risk committee', kind: 'independent non-executive', appointed: 2016, woman: false },
  { role: 'Chair of the audit committee', kind: 'independent non-executive', appointed: 2018, woman: true },
]

const businessAreas = [
  { area: 'Dealing and risk management', share: 0.12, pay: 62, variable: 0.12 },
  { area: 'Sales and client services', share: 0.42, pay: 38, variable: 0.14 },
  // Control functions are paid mainly fixed, and never on the results of the areas they control.
  { area: 'Control functions (compliance, risk management, AML)', share: 0.14, pay: 55, variable: 0.06 },
  { area: 'Technology, finance and operations', share: 0.32, pay: 52, variable: 0.08 },
] as const

function firstYear(year: number) {
  if (year < brand.authorisedSince) throw new Error(`the firm was not authorised in ${year}`)
  return year === brand.authorisedSince
}

/** Gross revenue (the relevant indicator of Article 316 CRR): orders executed times revenue per order. */
export function revenue(year: number): number {
  const orders = totalsOf(executionActivity(year)).executed
  const perOrder = randomStream(`revenue-per-order:${year}`).between(9, 11.5)
  return Math.round((orders * perOrder) / 1000)
}

/** What the business plan submitted for authorisation expected a year's revenue to be. */
const businessPlanRevenue = (year: number) =>
  Math.round(randomStream(`business-plan:${year}`).between(5_000, 7_000) * 1.35 ** (year - brand.authorisedSince))

export function staffNumbers(year: number): number {
  const clients = activeClients(year, 'retail') + 3 * activeClients(year, 'professional')
  return Math.round(8 + clients / 240)
}

export function remuneration(year: number) {
  const staff = staffNumbers(year)
  const heads = apportion(
    staff,
    businessAreas.map((a) => a.share),
  )
  const growth = 1.03 ** (year - 2016)
  const r = randomStream(`remuneration:${year}`)
  const byArea = businessAreas.map((a, i) => {
    const fixed = Math.round(heads[i]! * a.pay * growth * r.between(0.94, 1.06))
    // The first year's results paid little variable remuneration.
    const variable = Math.round(fixed * a.variable * (firstYear(year) ? 0.4 : r.between(0.8, 1.2)))
    return { area: a.area, staff: heads[i]!, fixed, variable }
  })
  const directors = boardOf(year)
  const executives = directors.filter((d) => d.kind === 'executive').length
  const nonExecutives = directors.length - executives
  const executiveFixed = Math.round(executives * 135 * growth * r.between(0.95, 1.05))
  const headsOfFunctions = firstYear(year) ? 5 : 6
  const headsFixed = Math.round(headsOfFunctions * 82 * growth * r.between(0.95, 1.05))
  const seniorManagement = [
    {
      group: 'Executive directors',
      beneficiaries: executives,
      fixed: executiveFixed,
      variable: Math.round(executiveFixed * (firstYear(year) ? 0.05 : r.between(0.15, 0.3))),
    },
    // Non-executive directors receive a fixed fee only.
    {
      group: 'Non-executive directors',
      beneficiaries: nonExecutives,
      fixed: Math.round(nonExecutives * 16 * growth),
      variable: 0,
    },
    {
      group: 'Heads of functions and other material risk takers',
      beneficiaries: headsOfFunctions,
      fixed: headsFixed,
      variable: Math.round(headsFixed * (firstYear(year) ? 0.04 : r.between(0.08, 0.14))),
    },
  ]
  const sum = (rows: { fixed: number; variable: number }[]) => rows.reduce((a, b) => a + b.fixed + b.variable, 0)
  // Heads of functions are employees, so they are in the business areas as well; directors are not.
  const directorsPay = seniorManagement[0]!.fixed + seniorManagement[0]!.variable + seniorManagement[1]!.fixed
  return {
    staff,
    byArea,
    seniorManagement,
    totalPay: sum(byArea) + directorsPay,
    staffCosts: Math.round((sum(byArea) + directorsPay) * (1 + employerCosts)),
  }
}

export function boardOf(year: number): Director[] {
  return board.filter((d) => d.appointed <= year)
}

export function governance(year: number) {
  const directors = boardOf(year).map((d) => {
    const r = randomStream(`directorships:${d.role}`)
    // Directorships counted as Article 91(4) CRD IV counts them, this one included.
    return {
      ...d,
      executiveDirectorships: d.kind === 'executive' ? 1 : 0,
      nonExecutiveDirectorships: d.kind === 'executive' ? 0 : r.int(1, 3),
    }
  })
  const r = randomStream(`meetings:${year}`)
  return {
    directors,
    women: directors.filter((d) => d.woman).length,
    boardMeetings: r.int(5, 8),
    riskCommitteeMeetings: r.int(4, 6),
    auditCommitteeMeetings: r.int(4, 5),
  }
}

export interface YearResults {
  revenue: number
  staffCosts: number
  otherCosts: number
  profitBeforeTax: number
  tax: number
  profitAfterTax: number
  dividends: number
  openingRetainedEarnings: number
  retainedEarnings: number
  lossesCarriedForward: number
}

/** Profit and loss, and what the year added to retained earnings. */
export function results(year: number): YearResults {
  const income = revenue(year)
  const staffCosts = remuneration(year).staffCosts
  const r = randomStream(`costs:${year}`)
  // Marketing, technology, liquidity and payment costs grow with revenue; premises and fees do not.
  const otherCosts = Math.round(income * r.between(0.46, 0.58) + 900)
  const profitBeforeTax = income - staffCosts - otherCosts
  const lossesBefore = year > brand.authorisedSince ? results(year - 1).lossesCarriedForward : 0
  const taxable = profitBeforeTax - lossesBefore
  const tax = taxable > 0 ? Math.round(taxable * taxRate) : 0
  const profitAfterTax = profitBeforeTax - tax
  // Dividends from the previous year's profit, once the start-up losses were recovered.
  const previous = year > brand.authorisedSince ? results(year - 1) : undefined
  const payout = year - brand.authorisedSince >= 2 ? 0.5 : 0
  const dividends = previous && previous.profitAfterTax > 0 ? Math.round(previous.profitAfterTax * payout) : 0
  const openingRetainedEarnings = previous ? previous.retainedEarnings : 0
  return {
    revenue: income,
    staffCosts,
    otherCosts,
    profitBeforeTax,
    tax,
    profitAfterTax,
    dividends,
    openingRetainedEarnings,
    retainedEarnings: openingRetainedEarnings + profitAfterTax - dividends,
    lossesCarriedForward: Math.max(0, -taxable),
  }
}

export interface CapitalLine {
  label: string
  exposure?: number
  riskExposureAmount: number
  requirement: number
}

/** Everything Part Eight asks us to show for a year, with every derived figure computed from the ones shown. */
export function pillar3Figures(year: number) {
  const result = results(year)
  const r = randomStream(`balance-sheet:${year}`)
  const clients = activeClients(year, 'retail') + activeClients(year, 'professional')

  // Own funds (Articles 26 to 36 CRR); the CySEC requires the ICF buffer to be deducted as well.
  const intangibleAssets = Math.round(180 + (year - brand.authorisedSince) * r.between(40, 120))
  const icfDeduction = Math.round(20 + clients * 0.006)
  const cet1 = shareCapital + sharePremium + result.retainedEarnings - intangibleAssets - icfDeduction
  const ownFunds = {
    shareCapital,
    sharePremium,
    retainedEarnings: result.retainedEarnings,
    intangibleAssets,
    icfDeduction,
    cet1,
    additionalTier1: 0,
    tier1: cet1,
    tier2: 0,
    total: cet1,
  }

  // The balance sheet the credit risk exposures come from (client money is segregated and off it).
  const equity = shareCapital + sharePremium + result.retainedEarnings
  const liabilities = Math.round(result.revenue * r.between(0.08, 0.14))
  const totalAssets = equity + liabilities
  const liquidityProviders = Math.round(totalAssets * r.between(0.18, 0.28))
  const atBankLiquidityProviders = Math.round(liquidityProviders * 0.6)
  const otherItems = Math.round(150 + totalAssets * r.between(0.03, 0.06))
  const bankDeposits = totalAssets - intangibleAssets - icfDeduction - liquidityProviders - otherItems
  const institutions = bankDeposits + atBankLiquidityProviders
  const institutionsWeight = r.between(0.3, 0.45)
  const creditRisk: CapitalLine[] = [
    { label: 'Institutions', exposure: institutions, riskExposureAmount: Math.round(institutions * institutionsWeight) },
    { label: 'Corporates', exposure: liquidityProviders - atBankLiquidityProviders },
    { label: 'Other items', exposure: otherItems },
  ].map((line) => {
    const riskExposureAmount = line.riskExposureAmount ?? line.exposure!
    return { ...line, riskExposureAmount, requirement: Math.round(riskExposureAmount * 0.08) }
  })

  // Market risk: the hedged book leaves small net positions, which grow with the business.
  const scale = result.revenue / 10_000
  const fxNetOpenPosition = Math.round(cet1 * r.between(0.06, 0.18) + 150 * scale)
  const commodityNet = Math.round(r.between(100, 400) * scale)
  const commodityGross = Math.round(commodityNet * r.between(2, 4))
  const equityNet = Math.round(r.between(80, 300) * scale)
  const equityGross = Math.round(equityNet * r.between(2, 4))
  const requirementLine = (label: string, requirement: number, exposure?: number): CapitalLine => ({
    label,
    exposure,
    requirement,
    riskExposureAmount: Math.round(requirement * 12.5),
  })
  const marketRisk = [
    // Gold counts as a currency (Article 352 CRR); the 2% de minimis threshold is exceeded.
    requirementLine('Foreign exchange, including gold', Math.round(fxNetOpenPosition * 0.08), fxNetOpenPosition),
    // Simplified approach (Article 360): 15% of the net plus 3% of the gross position.
    requirementLine('Commodities', Math.round(commodityNet * 0.15 + commodityGross * 0.03), commodityNet),
    // Specific risk 8% of the gross and general risk 8% of the net position (Articles 342 and 343).
    requirementLine('Equity (stock index CFDs)', Math.round(equityGross * 0.08 + equityNet * 0.08), equityNet),
  ]

  // Operational risk, basic indicator approach (Articles 315 and 316): 15% of the three-year average
  // relevant indicator. A firm in business for less than three years completes the three with the
  // business plan's estimates for the years ahead (Article 315(2)).
  const yearsInBusiness = Math.min(3, year - brand.authorisedSince + 1)
  const indicatorYears = [
    ...[2, 1, 0]
      .slice(3 - yearsInBusiness)
      .map((back) => ({ year: year - back, revenue: revenue(year - back), estimate: false })),
    ...Array.from({ length: 3 - yearsInBusiness }, (_, i) => ({
      year: year + 1 + i,
      revenue: businessPlanRevenue(year + 1 + i),
      estimate: true,
    })),
  ]
  const positive = indicatorYears.filter((y) => y.revenue > 0)
  const averageIndicator = Math.round(positive.reduce((a, y) => a + y.revenue, 0) / positive.length)
  const operationalRisk = requirementLine('Operational risk (basic indicator approach)', Math.round(averageIndicator * 0.15))

  // Credit valuation adjustment on the OTC hedges with liquidity providers (standardised method, Article 384).
  const cvaExposure = Math.round(liquidityProviders * r.between(0.5, 0.9))
  const cva = requirementLine('Credit valuation adjustment risk', Math.round(cvaExposure * r.between(0.015, 0.03)), cvaExposure)

  const lines = [...creditRisk, ...marketRisk, operationalRisk, cva]
  const totalRiskExposure = lines.reduce((a, l) => a + l.riskExposureAmount, 0)
  const totalRequirement = lines.reduce((a, l) => a + l.requirement, 0)
  const ratio = (amount: number) => round((100 * amount) / totalRiskExposure, 2)

  // Leverage ratio (Article 429): Tier 1 over total assets less what Tier 1 already deducts, plus the
  // potential future exposure of the derivatives.
  const derivativesAddOn = Math.round(liquidityProviders * r.between(0.3, 0.6))
  const leverageExposure = totalAssets - intangibleAssets - icfDeduction + derivativesAddOn

  return {
    year,
    results: result,
    ownFunds,
    balanceSheet: { totalAssets, equity, liabilities, bankDeposits, liquidityProviders, otherItems },
    creditRisk,
    marketRisk,
    operationalRisk,
    indicatorYears,
    averageIndicator,
    cva,
    totalRiskExposure,
    totalRequirement,
    ratios: { cet1: ratio(ownFunds.cet1), tier1: ratio(ownFunds.tier1), total: ratio(ownFunds.total) },
    surplus: ownFunds.total - Math.round(totalRiskExposure * 0.08),
    leverage: {
      totalAssets,
      deductions: intangibleAssets + icfDeduction,
      derivativesAddOn,
      exposure: leverageExposure,
      ratio: round((100 * ownFunds.tier1) / leverageExposure, 2),
    },
    remuneration: remuneration(year),
    governance: governance(year),
  }
}
