import type { InstrumentName } from '../contract/instruments'
import { instruments } from './instruments'

/**
 * The recurring economic releases the calendar knows: what the server's calendar source and the
 * web app's indicator pages share. The release rules (when each one comes out) live with the
 * source in `server/feeds/`; the names and explanations in the reader's language live in the
 * calendar feature. `better` says which way of the figure is good for the currency: an
 * unemployment rate that rises is bad, payrolls that rise are good.
 */
export type IndicatorUnit = '%' | 'K' | 'M' | 'B' | 'index'
export type Better = 'higher' | 'lower'
export type Frequency = 'weekly' | 'monthly' | 'quarterly' | 'meetings'

/** What kind of figure it is; the indicator pages explain each kind in the reader's language. */
export type IndicatorCategory =
  | 'rate-decision'
  | 'minutes'
  | 'inflation'
  | 'producer-prices'
  | 'gdp'
  | 'employment'
  | 'unemployment'
  | 'earnings'
  | 'jobless-claims'
  | 'retail-sales'
  | 'manufacturing-pmi'
  | 'services-pmi'
  | 'business-sentiment'
  | 'consumer-sentiment'
  | 'trade-balance'
  | 'industrial-production'
  | 'housing'
  | 'oil-inventories'

export interface EconomicIndicator {
  /** Stable key and the last part of the indicator page's address. */
  slug: string
  /** The English name the API sends; the web app shows its own translation. */
  title: string
  country: string
  currency: string
  importance: 1 | 2 | 3
  /** Null for releases without a figure (minutes). */
  unit: IndicatorUnit | null
  better: Better
  category: IndicatorCategory
  /** Proper name of the office or institution that publishes it. */
  publisher: string
  frequency: Frequency
}

const publishers = {
  bls: 'U.S. Bureau of Labor Statistics',
  bea: 'U.S. Bureau of Economic Analysis',
  census: 'U.S. Census Bureau',
  fed: 'Federal Reserve',
  ism: 'Institute for Supply Management',
  spg: 'S&P Global',
  uom: 'University of Michigan',
  cb: 'The Conference Board',
  dol: 'U.S. Department of Labor',
  eia: 'U.S. Energy Information Administration',
  adp: 'ADP Research',
  eurostat: 'Eurostat',
  ecb: 'European Central Bank',
  hcob: 'HCOB / S&P Global',
  sentix: 'sentix',
  destatis: 'Destatis',
  ifo: 'ifo Institute',
  zew: 'ZEW Mannheim',
  gfk: 'GfK / NIM',
  insee: 'INSEE',
  istat: 'Istat',
  ons: 'Office for National Statistics',
  boe: 'Bank of England',
  mic: 'Statistics Bureau of Japan',
  cao: 'Cabinet Office of Japan',
  boj: 'Bank of Japan',
  mof: 'Ministry of Finance Japan',
  fso: 'Swiss Federal Statistical Office',
  snb: 'Swiss National Bank',
  kof: 'KOF Swiss Economic Institute',
  procure: 'procure.ch',
  seco: 'State Secretariat for Economic Affairs (SECO)',
  statcan: 'Statistics Canada',
  boc: 'Bank of Canada',
  ivey: 'Ivey Business School',
  abs: 'Australian Bureau of Statistics',
  rba: 'Reserve Bank of Australia',
  westpac: 'Westpac–Melbourne Institute',
  nab: 'National Australia Bank',
  statsnz: 'Stats NZ',
  rbnz: 'Reserve Bank of New Zealand',
  businessnz: 'BusinessNZ',
  anz: 'ANZ Bank New Zealand',
  nbs: 'National Bureau of Statistics of China',
  pboc: "People's Bank of China",
  customs: 'General Administration of Customs of China',
  ratingdog: 'RatingDog / S&P Global',
  censtatd: 'Census and Statistics Department (Hong Kong)',
  nyfed: 'Federal Reserve Bank of New York',
  phillyfed: 'Federal Reserve Bank of Philadelphia',
  nar: 'National Association of Realtors',
  treasury: 'U.S. Department of the Treasury',
  mba: 'Mortgage Bankers Association',
  ec: 'European Commission',
  nationwide: 'Nationwide Building Society',
  halifax: 'Halifax / S&P Global',
  meti: 'Ministry of Economy, Trade and Industry (Japan)',
  mhlw: 'Ministry of Health, Labour and Welfare (Japan)',
  anzau: 'ANZ / Roy Morgan',
  gdt: 'Global Dairy Trade',
  safe: 'State Administration of Foreign Exchange (China)',
  riksbank: 'Sveriges Riksbank',
  scb: 'Statistics Sweden',
  norgesbank: 'Norges Bank',
  ssb: 'Statistics Norway',
  nfib: 'National Federation of Independent Business',
  richmondfed: 'Federal Reserve Bank of Richmond',
  api: 'American Petroleum Institute',
  cbi: 'Confederation of British Industry',
  swedbank: 'Swedbank / Silf',
  nier: 'National Institute of Economic Research (Sweden)',
  nima: 'Norwegian Association of Purchasing Management',
  rics: 'Royal Institution of Chartered Surveyors',
  brc: 'British Retail Consortium',
  nav: 'NAV (Norwegian Labour and Welfare Administration)',
} as const

const currencyOf: Record<string, string> = {
  US: 'USD',
  EU: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  GB: 'GBP',
  JP: 'JPY',
  CH: 'CHF',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CN: 'CNY',
  HK: 'HKD',
  SE: 'SEK',
  NO: 'NOK',
}

function indicator(
  slug: string,
  title: string,
  importance: 1 | 2 | 3,
  unit: IndicatorUnit | null,
  better: Better,
  category: IndicatorCategory,
  publisher: keyof typeof publishers,
  frequency: Frequency = 'monthly',
): EconomicIndicator {
  const country = slug.slice(0, 2).toUpperCase()
  const code = country === 'EZ' ? 'EU' : country
  return {
    slug,
    title,
    country: code,
    currency: currencyOf[code]!,
    importance,
    unit,
    better,
    category,
    publisher: publishers[publisher],
    frequency,
  }
}

export const economicIndicators: readonly EconomicIndicator[] = [
  // United States
  indicator('us-nonfarm-payrolls', 'Non-Farm Payrolls', 3, 'K', 'higher', 'employment', 'bls'),
  indicator('us-unemployment-rate', 'Unemployment Rate', 3, '%', 'lower', 'unemployment', 'bls'),
  indicator('us-average-hourly-earnings', 'Average Hourly Earnings m/m', 2, '%', 'higher', 'earnings', 'bls'),
  indicator('us-cpi', 'CPI y/y', 3, '%', 'higher', 'inflation', 'bls'),
  indicator('us-cpi-mm', 'CPI m/m', 3, '%', 'higher', 'inflation', 'bls'),
  indicator('us-core-cpi', 'Core CPI m/m', 3, '%', 'higher', 'inflation', 'bls'),
  indicator('us-ppi', 'PPI m/m', 2, '%', 'higher', 'producer-prices', 'bls'),
  indicator('us-core-ppi', 'Core PPI m/m', 1, '%', 'higher', 'producer-prices', 'bls'),
  indicator('us-retail-sales', 'Retail Sales m/m', 3, '%', 'higher', 'retail-sales', 'census'),
  indicator('us-core-retail-sales', 'Core Retail Sales m/m', 2, '%', 'higher', 'retail-sales', 'census'),
  indicator('us-gdp', 'Advance GDP q/q', 3, '%', 'higher', 'gdp', 'bea', 'quarterly'),
  indicator('us-core-pce', 'Core PCE Price Index m/m', 2, '%', 'higher', 'inflation', 'bea'),
  indicator('us-ism-manufacturing', 'ISM Manufacturing PMI', 2, 'index', 'higher', 'manufacturing-pmi', 'ism'),
  indicator('us-ism-services', 'ISM Services PMI', 2, 'index', 'higher', 'services-pmi', 'ism'),
  indicator('us-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  indicator('us-flash-services-pmi', 'Flash Services PMI', 1, 'index', 'higher', 'services-pmi', 'spg'),
  indicator('us-fomc-rate-decision', 'Federal Funds Rate', 3, '%', 'higher', 'rate-decision', 'fed', 'meetings'),
  indicator('us-fomc-minutes', 'FOMC Meeting Minutes', 2, null, 'higher', 'minutes', 'fed', 'meetings'),
  indicator('us-initial-jobless-claims', 'Unemployment Claims', 2, 'K', 'lower', 'jobless-claims', 'dol', 'weekly'),
  indicator('us-continuing-jobless-claims', 'Continuing Claims', 1, 'K', 'lower', 'jobless-claims', 'dol', 'weekly'),
  indicator('us-crude-oil-inventories', 'Crude Oil Inventories', 1, 'M', 'lower', 'oil-inventories', 'eia', 'weekly'),
  indicator('us-adp-employment', 'ADP Non-Farm Employment Change', 2, 'K', 'higher', 'employment', 'adp'),
  indicator('us-jolts', 'JOLTS Job Openings', 2, 'M', 'higher', 'employment', 'bls'),
  indicator('us-michigan-sentiment', 'Prelim UoM Consumer Sentiment', 2, 'index', 'higher', 'consumer-sentiment', 'uom'),
  indicator('us-consumer-confidence', 'CB Consumer Confidence', 2, 'index', 'higher', 'consumer-sentiment', 'cb'),
  indicator('us-durable-goods', 'Durable Goods Orders m/m', 2, '%', 'higher', 'industrial-production', 'census'),
  indicator('us-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'bea'),
  indicator('us-building-permits', 'Building Permits', 1, 'M', 'higher', 'housing', 'census'),
  indicator('us-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'fed'),
  indicator('us-core-cpi-yy', 'Core CPI y/y', 2, '%', 'higher', 'inflation', 'bls'),
  indicator('us-pce-yy', 'PCE Price Index y/y', 1, '%', 'higher', 'inflation', 'bea'),
  indicator('us-personal-income', 'Personal Income m/m', 1, '%', 'higher', 'earnings', 'bea'),
  indicator('us-personal-spending', 'Personal Spending m/m', 1, '%', 'higher', 'retail-sales', 'bea'),
  indicator('us-gdp-price-index', 'Advance GDP Price Index q/q', 1, '%', 'higher', 'inflation', 'bea', 'quarterly'),
  indicator('us-ism-manufacturing-prices', 'ISM Manufacturing Prices', 1, 'index', 'higher', 'producer-prices', 'ism'),
  indicator('us-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  indicator('us-final-services-pmi', 'Final Services PMI', 1, 'index', 'higher', 'services-pmi', 'spg'),
  indicator('us-empire-state', 'Empire State Manufacturing Index', 1, 'index', 'higher', 'business-sentiment', 'nyfed'),
  indicator('us-philly-fed', 'Philly Fed Manufacturing Index', 2, 'index', 'higher', 'business-sentiment', 'phillyfed'),
  indicator('us-chicago-pmi', 'Chicago PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'ism'),
  indicator('us-housing-starts', 'Housing Starts', 1, 'M', 'higher', 'housing', 'census'),
  indicator('us-existing-home-sales', 'Existing Home Sales', 1, 'M', 'higher', 'housing', 'nar'),
  indicator('us-new-home-sales', 'New Home Sales', 1, 'K', 'higher', 'housing', 'census'),
  indicator('us-pending-home-sales', 'Pending Home Sales m/m', 1, '%', 'higher', 'housing', 'nar'),
  indicator('us-factory-orders', 'Factory Orders m/m', 1, '%', 'higher', 'industrial-production', 'census'),
  indicator('us-core-durable-goods', 'Core Durable Goods Orders m/m', 1, '%', 'higher', 'industrial-production', 'census'),
  indicator('us-import-prices', 'Import Prices m/m', 1, '%', 'higher', 'producer-prices', 'bls'),
  indicator('us-uom-inflation-expectations', 'Prelim UoM Inflation Expectations', 1, '%', 'higher', 'consumer-sentiment', 'uom'),
  indicator('us-federal-budget', 'Federal Budget Balance', 1, 'B', 'higher', 'trade-balance', 'treasury'),
  indicator('us-mortgage-applications', 'MBA Mortgage Applications', 1, '%', 'higher', 'housing', 'mba', 'weekly'),
  indicator('us-natural-gas-storage', 'Natural Gas Storage', 1, 'B', 'lower', 'oil-inventories', 'eia', 'weekly'),
  indicator('us-nfib', 'NFIB Small Business Index', 1, 'index', 'higher', 'business-sentiment', 'nfib'),
  indicator('us-richmond-fed', 'Richmond Manufacturing Index', 1, 'index', 'higher', 'business-sentiment', 'richmondfed'),
  indicator('us-goods-trade-balance', 'Advance Goods Trade Balance', 1, 'B', 'higher', 'trade-balance', 'census'),
  indicator('us-revised-uom-sentiment', 'Revised UoM Consumer Sentiment', 1, 'index', 'higher', 'consumer-sentiment', 'uom'),
  indicator('us-10y-auction', '10-y Bond Auction', 1, '%', 'higher', 'rate-decision', 'treasury'),
  indicator('us-30y-auction', '30-y Bond Auction', 1, '%', 'higher', 'rate-decision', 'treasury'),
  indicator('us-api-crude', 'API Weekly Crude Oil Stock', 1, 'M', 'lower', 'oil-inventories', 'api', 'weekly'),
  indicator('us-wholesale-inventories', 'Final Wholesale Inventories m/m', 1, '%', 'higher', 'industrial-production', 'census'),
  indicator('us-consumer-credit', 'Consumer Credit m/m', 1, 'B', 'higher', 'retail-sales', 'fed'),
  // Euro area, Germany, France, Italy
  indicator('ez-ecb-rate-decision', 'Main Refinancing Rate', 3, '%', 'higher', 'rate-decision', 'ecb', 'meetings'),
  indicator('ez-ecb-accounts', 'ECB Monetary Policy Meeting Accounts', 1, null, 'higher', 'minutes', 'ecb', 'meetings'),
  indicator('ez-cpi-flash', 'CPI Flash Estimate y/y', 3, '%', 'higher', 'inflation', 'eurostat'),
  indicator('ez-core-cpi-flash', 'Core CPI Flash Estimate y/y', 2, '%', 'higher', 'inflation', 'eurostat'),
  indicator('ez-gdp-flash', 'Flash GDP q/q', 2, '%', 'higher', 'gdp', 'eurostat', 'quarterly'),
  indicator('ez-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'eurostat'),
  indicator('ez-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'eurostat'),
  indicator('ez-ppi', 'PPI m/m', 1, '%', 'higher', 'producer-prices', 'eurostat'),
  indicator('ez-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'eurostat'),
  indicator('ez-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 2, 'index', 'higher', 'manufacturing-pmi', 'hcob'),
  indicator('ez-flash-services-pmi', 'Flash Services PMI', 2, 'index', 'higher', 'services-pmi', 'hcob'),
  indicator('ez-sentix', 'Sentix Investor Confidence', 1, 'index', 'higher', 'business-sentiment', 'sentix'),
  indicator('ez-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'eurostat'),
  indicator('de-ifo', 'Ifo Business Climate', 2, 'index', 'higher', 'business-sentiment', 'ifo'),
  indicator('de-zew', 'ZEW Economic Sentiment', 2, 'index', 'higher', 'business-sentiment', 'zew'),
  indicator('de-cpi-prelim', 'Preliminary CPI m/m', 2, '%', 'higher', 'inflation', 'destatis'),
  indicator('de-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 2, 'index', 'higher', 'manufacturing-pmi', 'hcob'),
  indicator('de-flash-services-pmi', 'Flash Services PMI', 1, 'index', 'higher', 'services-pmi', 'hcob'),
  indicator('de-gfk-consumer-climate', 'GfK Consumer Climate', 1, 'index', 'higher', 'consumer-sentiment', 'gfk'),
  indicator('de-factory-orders', 'Factory Orders m/m', 1, '%', 'higher', 'industrial-production', 'destatis'),
  indicator('de-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'destatis'),
  indicator('de-unemployment-change', 'Unemployment Change', 1, 'K', 'lower', 'unemployment', 'destatis'),
  indicator('fr-cpi-prelim', 'Preliminary CPI m/m', 1, '%', 'higher', 'inflation', 'insee'),
  indicator('fr-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'hcob'),
  indicator('fr-flash-services-pmi', 'Flash Services PMI', 1, 'index', 'higher', 'services-pmi', 'hcob'),
  indicator('it-cpi-prelim', 'Preliminary CPI m/m', 1, '%', 'higher', 'inflation', 'istat'),
  indicator('it-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'istat'),
  indicator('ez-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'hcob'),
  indicator('ez-final-services-pmi', 'Final Services PMI', 1, 'index', 'higher', 'services-pmi', 'hcob'),
  indicator('ez-final-cpi', 'Final CPI y/y', 1, '%', 'higher', 'inflation', 'eurostat'),
  indicator('ez-consumer-confidence', 'Consumer Confidence (flash)', 1, 'index', 'higher', 'consumer-sentiment', 'ec'),
  indicator('ez-economic-sentiment', 'Economic Sentiment Indicator', 1, 'index', 'higher', 'business-sentiment', 'ec'),
  indicator('ez-m3', 'M3 Money Supply y/y', 1, '%', 'higher', 'industrial-production', 'ecb'),
  indicator('de-cpi-yy', 'Preliminary CPI y/y', 1, '%', 'higher', 'inflation', 'destatis'),
  indicator('de-ifo-expectations', 'Ifo Business Expectations', 1, 'index', 'higher', 'business-sentiment', 'ifo'),
  indicator('de-zew-current', 'ZEW Current Conditions', 1, 'index', 'higher', 'business-sentiment', 'zew'),
  indicator('de-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'destatis'),
  indicator('de-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'destatis'),
  indicator('de-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'destatis'),
  indicator('de-ppi', 'PPI m/m', 1, '%', 'higher', 'producer-prices', 'destatis'),
  indicator('de-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'hcob'),
  indicator('fr-gdp', 'Prelim GDP q/q', 1, '%', 'higher', 'gdp', 'insee', 'quarterly'),
  indicator('fr-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'insee'),
  indicator('fr-consumer-spending', 'Consumer Spending m/m', 1, '%', 'higher', 'retail-sales', 'insee'),
  indicator('it-manufacturing-pmi', 'Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'hcob'),
  indicator('it-services-pmi', 'Services PMI', 1, 'index', 'higher', 'services-pmi', 'hcob'),
  indicator('it-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'istat'),
  indicator('it-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'istat'),
  indicator('it-gdp', 'Prelim GDP q/q', 1, '%', 'higher', 'gdp', 'istat', 'quarterly'),
  indicator('ez-zew', 'ZEW Economic Sentiment', 1, 'index', 'higher', 'business-sentiment', 'zew'),
  indicator('ez-private-loans', 'Private Loans y/y', 1, '%', 'higher', 'industrial-production', 'ecb'),
  indicator('de-final-cpi', 'Final CPI m/m', 1, '%', 'higher', 'inflation', 'destatis'),
  indicator('fr-final-cpi', 'Final CPI m/m', 1, '%', 'higher', 'inflation', 'insee'),
  indicator('fr-consumer-confidence', 'Consumer Confidence', 1, 'index', 'higher', 'consumer-sentiment', 'insee'),
  indicator('it-business-confidence', 'Business Confidence', 1, 'index', 'higher', 'business-sentiment', 'istat'),
  // United Kingdom
  indicator('gb-boe-rate-decision', 'Official Bank Rate', 3, '%', 'higher', 'rate-decision', 'boe', 'meetings'),
  indicator('gb-cpi', 'CPI y/y', 3, '%', 'higher', 'inflation', 'ons'),
  indicator('gb-core-cpi', 'Core CPI y/y', 2, '%', 'higher', 'inflation', 'ons'),
  indicator('gb-ppi-input', 'PPI Input m/m', 1, '%', 'higher', 'producer-prices', 'ons'),
  indicator('gb-claimant-count', 'Claimant Count Change', 2, 'K', 'lower', 'unemployment', 'ons'),
  indicator('gb-unemployment-rate', 'Unemployment Rate', 2, '%', 'lower', 'unemployment', 'ons'),
  indicator('gb-average-earnings', 'Average Earnings Index 3m/y', 2, '%', 'higher', 'earnings', 'ons'),
  indicator('gb-gdp', 'GDP m/m', 2, '%', 'higher', 'gdp', 'ons'),
  indicator('gb-retail-sales', 'Retail Sales m/m', 2, '%', 'higher', 'retail-sales', 'ons'),
  indicator('gb-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 2, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  indicator('gb-flash-services-pmi', 'Flash Services PMI', 2, 'index', 'higher', 'services-pmi', 'spg'),
  indicator('gb-gfk-consumer-confidence', 'GfK Consumer Confidence', 1, 'index', 'higher', 'consumer-sentiment', 'gfk'),
  indicator('gb-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'ons'),
  indicator('gb-manufacturing-production', 'Manufacturing Production m/m', 1, '%', 'higher', 'industrial-production', 'ons'),
  indicator('gb-cpi-mm', 'CPI m/m', 1, '%', 'higher', 'inflation', 'ons'),
  indicator('gb-ppi-output', 'PPI Output m/m', 1, '%', 'higher', 'producer-prices', 'ons'),
  indicator('gb-rpi', 'RPI y/y', 1, '%', 'higher', 'inflation', 'ons'),
  indicator('gb-core-retail-sales', 'Retail Sales ex Fuel m/m', 1, '%', 'higher', 'retail-sales', 'ons'),
  indicator('gb-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'ons'),
  indicator('gb-construction-pmi', 'Construction PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  indicator('gb-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  indicator('gb-final-services-pmi', 'Final Services PMI', 1, 'index', 'higher', 'services-pmi', 'spg'),
  indicator('gb-nationwide-hpi', 'Nationwide HPI m/m', 1, '%', 'higher', 'housing', 'nationwide'),
  indicator('gb-halifax-hpi', 'Halifax HPI m/m', 1, '%', 'higher', 'housing', 'halifax'),
  indicator('gb-public-borrowing', 'Public Sector Net Borrowing', 1, 'B', 'lower', 'trade-balance', 'ons'),
  indicator('gb-cbi-industrial-orders', 'CBI Industrial Order Expectations', 1, 'index', 'higher', 'business-sentiment', 'cbi'),
  indicator('gb-mortgage-approvals', 'Mortgage Approvals', 1, 'K', 'higher', 'housing', 'boe'),
  indicator('gb-rics-house-price-balance', 'RICS House Price Balance', 1, '%', 'higher', 'housing', 'rics'),
  indicator('gb-brc-retail-sales', 'BRC Retail Sales Monitor y/y', 1, '%', 'higher', 'retail-sales', 'brc'),
  // Japan
  indicator('jp-boj-rate-decision', 'BOJ Policy Rate', 3, '%', 'higher', 'rate-decision', 'boj', 'meetings'),
  indicator('jp-tokyo-core-cpi', 'Tokyo Core CPI y/y', 2, '%', 'higher', 'inflation', 'mic'),
  indicator('jp-national-core-cpi', 'National Core CPI y/y', 2, '%', 'higher', 'inflation', 'mic'),
  indicator('jp-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'mic'),
  indicator('jp-gdp', 'Prelim GDP q/q', 2, '%', 'higher', 'gdp', 'cao', 'quarterly'),
  indicator('jp-tankan', 'Tankan Manufacturing Index', 2, 'index', 'higher', 'business-sentiment', 'boj', 'quarterly'),
  indicator('jp-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'mof'),
  indicator('jp-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  indicator('jp-foreign-bond-investment', 'Foreign Bond Investment', 1, 'B', 'higher', 'trade-balance', 'mof', 'weekly'),
  indicator('jp-retail-sales', 'Retail Sales y/y', 1, '%', 'higher', 'retail-sales', 'meti'),
  indicator('jp-industrial-production', 'Prelim Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'meti'),
  indicator('jp-household-spending', 'Household Spending y/y', 1, '%', 'higher', 'retail-sales', 'mic'),
  indicator('jp-average-cash-earnings', 'Average Cash Earnings y/y', 1, '%', 'higher', 'earnings', 'mhlw'),
  indicator('jp-ppi', 'PPI y/y', 1, '%', 'higher', 'producer-prices', 'boj'),
  indicator('jp-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  indicator('jp-services-pmi', 'Final Services PMI', 1, 'index', 'higher', 'services-pmi', 'spg'),
  indicator('jp-core-machinery-orders', 'Core Machinery Orders m/m', 1, '%', 'higher', 'industrial-production', 'cao'),
  indicator('jp-boj-summary', 'BOJ Summary of Opinions', 1, null, 'higher', 'minutes', 'boj', 'meetings'),
  indicator('jp-sppi', 'SPPI y/y', 1, '%', 'higher', 'producer-prices', 'boj'),
  indicator(
    'jp-foreign-stock-investment',
    'Foreign Investment in Japan Stocks',
    1,
    'B',
    'higher',
    'trade-balance',
    'mof',
    'weekly',
  ),
  indicator('jp-current-account', 'Current Account', 1, 'B', 'higher', 'trade-balance', 'mof'),
  indicator('jp-economy-watchers', 'Economy Watchers Sentiment', 1, 'index', 'higher', 'business-sentiment', 'cao'),
  indicator('jp-bank-lending', 'Bank Lending y/y', 1, '%', 'higher', 'industrial-production', 'boj'),
  // Switzerland
  indicator('ch-snb-rate-decision', 'SNB Policy Rate', 3, '%', 'higher', 'rate-decision', 'snb', 'quarterly'),
  indicator('ch-cpi', 'CPI m/m', 2, '%', 'higher', 'inflation', 'fso'),
  indicator('ch-kof', 'KOF Economic Barometer', 1, 'index', 'higher', 'business-sentiment', 'kof'),
  indicator('ch-manufacturing-pmi', 'procure.ch Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'procure'),
  indicator('ch-gdp', 'GDP q/q', 2, '%', 'higher', 'gdp', 'seco', 'quarterly'),
  indicator('ch-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'seco'),
  indicator('ch-sight-deposits', 'SNB Total Sight Deposits', 1, 'B', 'higher', 'trade-balance', 'snb', 'weekly'),
  indicator('ch-cpi-yy', 'CPI y/y', 1, '%', 'higher', 'inflation', 'fso'),
  indicator('ch-ppi', 'PPI m/m', 1, '%', 'higher', 'producer-prices', 'fso'),
  indicator('ch-retail-sales', 'Retail Sales y/y', 1, '%', 'higher', 'retail-sales', 'fso'),
  indicator('ch-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'fso'),
  indicator('ch-economic-expectations', 'ZEW Economic Expectations', 1, 'index', 'higher', 'business-sentiment', 'zew'),
  // Canada
  indicator('ca-boc-rate-decision', 'Overnight Rate', 3, '%', 'higher', 'rate-decision', 'boc', 'meetings'),
  indicator('ca-employment-change', 'Employment Change', 3, 'K', 'higher', 'employment', 'statcan'),
  indicator('ca-unemployment-rate', 'Unemployment Rate', 3, '%', 'lower', 'unemployment', 'statcan'),
  indicator('ca-cpi', 'CPI m/m', 3, '%', 'higher', 'inflation', 'statcan'),
  indicator('ca-retail-sales', 'Retail Sales m/m', 2, '%', 'higher', 'retail-sales', 'statcan'),
  indicator('ca-gdp', 'GDP m/m', 2, '%', 'higher', 'gdp', 'statcan'),
  indicator('ca-ivey-pmi', 'Ivey PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'ivey'),
  indicator('ca-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'statcan'),
  indicator('ca-housing-starts', 'Housing Starts', 1, 'K', 'higher', 'housing', 'statcan'),
  indicator('ca-median-cpi', 'Median CPI y/y', 1, '%', 'higher', 'inflation', 'statcan'),
  indicator('ca-trimmed-cpi', 'Trimmed CPI y/y', 1, '%', 'higher', 'inflation', 'statcan'),
  indicator('ca-core-retail-sales', 'Core Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'statcan'),
  indicator('ca-manufacturing-sales', 'Manufacturing Sales m/m', 1, '%', 'higher', 'industrial-production', 'statcan'),
  indicator('ca-ippi', 'IPPI m/m', 1, '%', 'higher', 'producer-prices', 'statcan'),
  indicator('ca-building-permits', 'Building Permits m/m', 1, '%', 'higher', 'housing', 'statcan'),
  indicator('ca-wholesale-sales', 'Wholesale Sales m/m', 1, '%', 'higher', 'retail-sales', 'statcan'),
  indicator('ca-manufacturing-pmi', 'S&P Global Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  // Australia
  indicator('au-rba-rate-decision', 'Cash Rate', 3, '%', 'higher', 'rate-decision', 'rba', 'meetings'),
  indicator('au-rba-minutes', 'RBA Monetary Policy Meeting Minutes', 1, null, 'higher', 'minutes', 'rba', 'meetings'),
  indicator('au-employment-change', 'Employment Change', 3, 'K', 'higher', 'employment', 'abs'),
  indicator('au-unemployment-rate', 'Unemployment Rate', 3, '%', 'lower', 'unemployment', 'abs'),
  indicator('au-cpi', 'Monthly CPI Indicator y/y', 2, '%', 'higher', 'inflation', 'abs'),
  indicator('au-retail-sales', 'Retail Sales m/m', 2, '%', 'higher', 'retail-sales', 'abs'),
  indicator('au-gdp', 'GDP q/q', 2, '%', 'higher', 'gdp', 'abs', 'quarterly'),
  indicator('au-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'abs'),
  indicator('au-westpac-consumer-sentiment', 'Westpac Consumer Sentiment', 1, '%', 'higher', 'consumer-sentiment', 'westpac'),
  indicator('au-nab-business-confidence', 'NAB Business Confidence', 1, 'index', 'higher', 'business-sentiment', 'nab'),
  indicator('au-cpi-qq', 'CPI q/q', 3, '%', 'higher', 'inflation', 'abs', 'quarterly'),
  indicator('au-trimmed-mean-cpi', 'Trimmed Mean CPI q/q', 2, '%', 'higher', 'inflation', 'abs', 'quarterly'),
  indicator('au-wage-price-index', 'Wage Price Index q/q', 2, '%', 'higher', 'earnings', 'abs', 'quarterly'),
  indicator('au-building-approvals', 'Building Approvals m/m', 1, '%', 'higher', 'housing', 'abs'),
  indicator('au-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  indicator('au-flash-services-pmi', 'Flash Services PMI', 1, 'index', 'higher', 'services-pmi', 'spg'),
  indicator('au-mi-inflation-expectations', 'MI Inflation Expectations', 1, '%', 'higher', 'consumer-sentiment', 'westpac'),
  indicator(
    'au-anz-consumer-confidence',
    'ANZ-Roy Morgan Consumer Confidence',
    1,
    'index',
    'higher',
    'consumer-sentiment',
    'anzau',
    'weekly',
  ),
  indicator('au-private-sector-credit', 'Private Sector Credit m/m', 1, '%', 'higher', 'industrial-production', 'rba'),
  // New Zealand
  indicator('nz-rbnz-rate-decision', 'Official Cash Rate', 3, '%', 'higher', 'rate-decision', 'rbnz', 'meetings'),
  indicator('nz-cpi', 'CPI q/q', 3, '%', 'higher', 'inflation', 'statsnz', 'quarterly'),
  indicator('nz-employment-change', 'Employment Change q/q', 2, '%', 'higher', 'employment', 'statsnz', 'quarterly'),
  indicator('nz-unemployment-rate', 'Unemployment Rate', 2, '%', 'lower', 'unemployment', 'statsnz', 'quarterly'),
  indicator('nz-gdp', 'GDP q/q', 2, '%', 'higher', 'gdp', 'statsnz', 'quarterly'),
  indicator('nz-trade-balance', 'Trade Balance', 1, 'M', 'higher', 'trade-balance', 'statsnz'),
  indicator('nz-business-nz-pmi', 'Business NZ Manufacturing Index', 1, 'index', 'higher', 'manufacturing-pmi', 'businessnz'),
  indicator('nz-anz-business-confidence', 'ANZ Business Confidence', 1, 'index', 'higher', 'business-sentiment', 'anz'),
  indicator('nz-card-spending', 'Electronic Card Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'statsnz'),
  indicator('nz-gdt-price-index', 'GDT Price Index', 1, '%', 'higher', 'trade-balance', 'gdt', 'weekly'),
  indicator('nz-business-nz-services', 'Business NZ Services Index', 1, 'index', 'higher', 'services-pmi', 'businessnz'),
  indicator('nz-building-consents', 'Building Consents m/m', 1, '%', 'higher', 'housing', 'statsnz'),
  indicator('nz-inflation-expectations', 'Inflation Expectations q/q', 1, '%', 'higher', 'inflation', 'rbnz', 'quarterly'),
  indicator('nz-labour-cost-index', 'Labour Cost Index q/q', 1, '%', 'higher', 'earnings', 'statsnz', 'quarterly'),
  indicator(
    'nz-anz-consumer-confidence',
    'ANZ-Roy Morgan Consumer Confidence',
    1,
    'index',
    'higher',
    'consumer-sentiment',
    'anz',
  ),
  indicator('nz-food-price-index', 'Food Price Index m/m', 1, '%', 'higher', 'inflation', 'statsnz'),
  // China
  indicator('cn-cpi', 'CPI y/y', 2, '%', 'higher', 'inflation', 'nbs'),
  indicator('cn-ppi', 'PPI y/y', 1, '%', 'higher', 'producer-prices', 'nbs'),
  indicator('cn-manufacturing-pmi', 'Manufacturing PMI', 2, 'index', 'higher', 'manufacturing-pmi', 'nbs'),
  indicator('cn-non-manufacturing-pmi', 'Non-Manufacturing PMI', 1, 'index', 'higher', 'services-pmi', 'nbs'),
  indicator(
    'cn-general-manufacturing-pmi',
    'RatingDog Manufacturing PMI',
    1,
    'index',
    'higher',
    'manufacturing-pmi',
    'ratingdog',
  ),
  indicator('cn-general-services-pmi', 'RatingDog Services PMI', 1, 'index', 'higher', 'services-pmi', 'ratingdog'),
  indicator('cn-gdp', 'GDP q/y', 3, '%', 'higher', 'gdp', 'nbs', 'quarterly'),
  indicator('cn-industrial-production', 'Industrial Production y/y', 2, '%', 'higher', 'industrial-production', 'nbs'),
  indicator('cn-retail-sales', 'Retail Sales y/y', 1, '%', 'higher', 'retail-sales', 'nbs'),
  indicator('cn-trade-balance', 'Trade Balance (USD)', 1, 'B', 'higher', 'trade-balance', 'customs'),
  indicator('cn-loan-prime-rate', '1-y Loan Prime Rate', 2, '%', 'higher', 'rate-decision', 'pboc'),
  indicator('cn-5y-loan-prime-rate', '5-y Loan Prime Rate', 1, '%', 'higher', 'rate-decision', 'pboc'),
  indicator('cn-new-loans', 'New Loans', 1, 'B', 'higher', 'industrial-production', 'pboc'),
  indicator('cn-m2', 'M2 Money Supply y/y', 1, '%', 'higher', 'industrial-production', 'pboc'),
  indicator('cn-fixed-asset-investment', 'Fixed Asset Investment ytd/y', 1, '%', 'higher', 'industrial-production', 'nbs'),
  indicator('cn-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'nbs'),
  indicator('cn-foreign-reserves', 'Foreign Currency Reserves', 1, 'B', 'higher', 'trade-balance', 'safe'),
  indicator('cn-industrial-profits', 'Industrial Profits ytd/y', 1, '%', 'higher', 'industrial-production', 'nbs'),
  // Hong Kong
  indicator('hk-gdp', 'Advance GDP q/q', 1, '%', 'higher', 'gdp', 'censtatd', 'quarterly'),
  indicator('hk-cpi', 'CPI y/y', 1, '%', 'higher', 'inflation', 'censtatd'),
  indicator('hk-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'censtatd'),
  indicator('hk-retail-sales', 'Retail Sales y/y', 1, '%', 'higher', 'retail-sales', 'censtatd'),
  indicator('hk-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'censtatd'),
  indicator('hk-manufacturing-pmi', 'S&P Global Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'),
  // Sweden and Norway
  indicator('se-manufacturing-pmi', 'Swedbank Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'swedbank'),
  indicator('se-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'scb'),
  indicator('se-economic-tendency', 'Economic Tendency Indicator', 1, 'index', 'higher', 'business-sentiment', 'nier'),
  indicator('no-manufacturing-pmi', 'Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'nima'),
  indicator('no-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'ssb'),
  indicator('no-unemployment-rate', 'LFS Unemployment Rate', 1, '%', 'lower', 'unemployment', 'ssb'),
  indicator('se-riksbank-rate-decision', 'Riksbank Policy Rate', 2, '%', 'higher', 'rate-decision', 'riksbank', 'meetings'),
  indicator('se-cpif', 'CPIF y/y', 1, '%', 'higher', 'inflation', 'scb'),
  indicator('se-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'scb'),
  indicator('se-gdp', 'GDP q/q', 1, '%', 'higher', 'gdp', 'scb', 'quarterly'),
  indicator(
    'no-norges-bank-rate-decision',
    'Norges Bank Policy Rate',
    2,
    '%',
    'higher',
    'rate-decision',
    'norgesbank',
    'meetings',
  ),
  indicator('no-core-cpi', 'Core CPI y/y', 1, '%', 'higher', 'inflation', 'ssb'),
  indicator('no-gdp', 'Mainland GDP q/q', 1, '%', 'higher', 'gdp', 'ssb', 'quarterly'),
  indicator('no-registered-unemployment', 'Registered Unemployment Rate', 1, '%', 'lower', 'unemployment', 'nav'),
]

const bySlug = new Map(economicIndicators.map((indicator) => [indicator.slug, indicator]))

export const findIndicator = (slug: string): EconomicIndicator | undefined => bySlug.get(slug)

/** Bank holidays appear as events without figures, one key per country. */
export const holidaySlug = (country: string) => `${country.toLowerCase()}-bank-holiday`

/** Besides the currency's own pairs, what a currency's news moves most among our instruments. */
const alsoMoved: Record<string, InstrumentName[]> = {
  USD: ['XAUUSD', 'US500', 'NAS100'],
  EUR: ['GER30'],
  GBP: [],
  JPY: ['JPN225'],
  CNY: ['USDCNH', 'AUDUSD', 'NZDUSD', 'HK50'],
  HKD: ['USDHKD', 'HK50'],
  SEK: ['EURUSD'],
  NOK: ['EURUSD', 'UKOIL'],
}

/** The instruments on which an indicator's surprises show first: its currency's pairs, indices and metals. */
export function instrumentsMovedBy(indicator: EconomicIndicator): InstrumentName[] {
  if (indicator.category === 'oil-inventories') return ['USOIL', 'UKOIL', 'USDCAD']
  const pairs = instruments
    .filter((i) => i.market === 'forex' && (i.base === indicator.currency || i.quote === indicator.currency))
    .map((i) => i.name)
    .slice(0, 4)
  return [...new Set([...pairs, ...(alsoMoved[indicator.currency] ?? [])])].slice(0, 6)
}
