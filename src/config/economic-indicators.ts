import type { InstrumentName } from '../contract/instruments'
import { instruments } from './instruments'

/**
 * The recurring economic releases the calendar knows: what the server's calendar source and the
 * web app's indicator pages share. The release rules (when each one comes out) live with the
 * source in `server/feeds/calendar/`; the names and explanations in the reader's language live in the
 * calendar feature. `better` says which way of the figure is good for the currency: an
 * unemployment rate that rises is bad, payrolls that rise are good.
 */
export type IndicatorUnit = '%' | 'K' | 'M' | 'B' | 'index'
export type Better = 'higher' | 'lower'
export type Frequency = 'weekly' | 'monthly' | 'quarterly' | 'meetings'

/** What kind of figure it is; the indicator pages explain each kind in the reader's language. */
export type IndicatorCategory =
  | 'rate-decision'
  | 'press-conference'
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
  /**
   * 3 high, 2 medium, 1 low, as the major public calendars (Investing.com, ForexFactory, FXStreet)
   * rate the release; the reason stands beside each row of the table below.
   */
  importance: 1 | 2 | 3
  /** Null for releases without a figure (minutes). */
  unit: IndicatorUnit | null
  better: Better
  category: IndicatorCategory
  /** Proper name of the office or institution that publishes it. */
  publisher: string
  frequency: Frequency
  /**
   * The instrument whose move after the release the indicator page shows: the currency's most
   * traded pair among ours (see `reactionInstruments`), or the instrument the release is about.
   * Null where none of our instruments quotes the currency.
   */
  reactsIn: InstrumentName | null
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

/**
 * Where each currency's news shows first among our instruments: its most traded pair (EURUSD for
 * the dollar too, the pair with the most volume; it falls when the dollar gains), the Hang Seng
 * index for the pegged Hong Kong dollar, none for the krona and the krone (no pair of ours quotes them).
 */
const reactionInstruments: Record<string, InstrumentName | null> = {
  USD: 'EURUSD',
  EUR: 'EURUSD',
  GBP: 'GBPUSD',
  JPY: 'USDJPY',
  CHF: 'USDCHF',
  CAD: 'USDCAD',
  AUD: 'AUDUSD',
  NZD: 'NZDUSD',
  CNY: 'USDCNH',
  HKD: 'HK50',
  SEK: null,
  NOK: null,
}

/** Releases about a market rather than a currency: the oil stocks move oil first. */
const reactionOverrides: Record<string, InstrumentName | null> = {
  'us-crude-oil-inventories': 'USOIL',
  'us-api-crude': 'USOIL',
  // Gas stocks move gas, which none of our instruments is.
  'us-natural-gas-storage': null,
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
    reactsIn: slug in reactionOverrides ? (reactionOverrides[slug] ?? null) : (reactionInstruments[currencyOf[code]!] ?? null),
  }
}

/**
 * Every indicator with its importance as traders know it from the major public calendars: high
 * for what moves its currency at once on every one of them (each central bank's rate decision and
 * press conference, US payrolls, CPI, retail sales, GDP, core PCE and the ISM surveys, the flash
 * PMIs of the euro area, Germany and the UK, the labour reports of the UK, Canada, Australia and
 * New Zealand, the headline inflation and growth figures of the major economies); medium for what
 * they rate as second-tier (weekly US jobless claims, the housing data, most surveys); low for
 * final readings, regional figures and the smaller economies. The comment on each row says why.
 */
export const economicIndicators: readonly EconomicIndicator[] = [
  // United States
  indicator('us-nonfarm-payrolls', 'Non-Farm Payrolls', 3, 'K', 'higher', 'employment', 'bls'), // headline labour report
  indicator('us-unemployment-rate', 'Unemployment Rate', 3, '%', 'lower', 'unemployment', 'bls'), // headline labour report
  indicator('us-average-hourly-earnings', 'Average Hourly Earnings m/m', 3, '%', 'higher', 'earnings', 'bls'), // headline labour report
  indicator('us-cpi', 'CPI y/y', 3, '%', 'higher', 'inflation', 'bls'), // headline inflation
  indicator('us-cpi-mm', 'CPI m/m', 3, '%', 'higher', 'inflation', 'bls'), // headline inflation
  indicator('us-core-cpi', 'Core CPI m/m', 3, '%', 'higher', 'inflation', 'bls'), // headline inflation
  indicator('us-ppi', 'PPI m/m', 3, '%', 'higher', 'producer-prices', 'bls'), // US producer prices, read as a CPI lead
  indicator('us-core-ppi', 'Core PPI m/m', 2, '%', 'higher', 'producer-prices', 'bls'), // secondary inflation measure
  indicator('us-retail-sales', 'Retail Sales m/m', 3, '%', 'higher', 'retail-sales', 'census'), // headline consumer spending
  indicator('us-core-retail-sales', 'Core Retail Sales m/m', 3, '%', 'higher', 'retail-sales', 'census'), // headline consumer spending
  indicator('us-gdp', 'Advance GDP q/q', 3, '%', 'higher', 'gdp', 'bea', 'quarterly'), // headline growth
  indicator('us-core-pce', 'Core PCE Price Index m/m', 3, '%', 'higher', 'inflation', 'bea'), // the Fed's inflation gauge
  indicator('us-ism-manufacturing', 'ISM Manufacturing PMI', 3, 'index', 'higher', 'manufacturing-pmi', 'ism'), // flagship business survey
  indicator('us-ism-services', 'ISM Services PMI', 3, 'index', 'higher', 'services-pmi', 'ism'), // flagship business survey
  indicator('us-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 2, 'index', 'higher', 'manufacturing-pmi', 'spg'), // flash PMI, second to ISM in the US
  indicator('us-flash-services-pmi', 'Flash Services PMI', 2, 'index', 'higher', 'services-pmi', 'spg'), // flash PMI, second to ISM in the US
  indicator('us-fomc-rate-decision', 'Federal Funds Rate', 3, '%', 'higher', 'rate-decision', 'fed', 'meetings'), // central-bank rate decision
  indicator('us-fomc-press-conference', 'FOMC Press Conference', 3, null, 'higher', 'press-conference', 'fed', 'meetings'), // central-bank press conference
  indicator('us-fomc-minutes', 'FOMC Meeting Minutes', 3, null, 'higher', 'minutes', 'fed', 'meetings'), // Fed minutes: red on every calendar
  indicator('us-initial-jobless-claims', 'Unemployment Claims', 2, 'K', 'lower', 'jobless-claims', 'dol', 'weekly'), // weekly labour figure
  indicator('us-continuing-jobless-claims', 'Continuing Claims', 1, 'K', 'lower', 'jobless-claims', 'dol', 'weekly'), // published with initial claims, rarely traded
  indicator('us-crude-oil-inventories', 'Crude Oil Inventories', 2, 'M', 'lower', 'oil-inventories', 'eia', 'weekly'), // moves oil and the CAD
  indicator('us-adp-employment', 'ADP Non-Farm Employment Change', 3, 'K', 'higher', 'employment', 'adp'), // payrolls preview
  indicator('us-jolts', 'JOLTS Job Openings', 3, 'M', 'higher', 'employment', 'bls'), // labour demand, watched by the Fed
  indicator('us-michigan-sentiment', 'Prelim UoM Consumer Sentiment', 2, 'index', 'higher', 'consumer-sentiment', 'uom'), // consumer survey
  indicator('us-consumer-confidence', 'CB Consumer Confidence', 3, 'index', 'higher', 'consumer-sentiment', 'cb'), // consumer survey rated high
  indicator('us-durable-goods', 'Durable Goods Orders m/m', 2, '%', 'higher', 'industrial-production', 'census'), // business investment
  indicator('us-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'bea'), // rarely traded
  indicator('us-building-permits', 'Building Permits', 2, 'M', 'higher', 'housing', 'census'), // housing
  indicator('us-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'fed'), // secondary activity figure
  indicator('us-core-cpi-yy', 'Core CPI y/y', 3, '%', 'higher', 'inflation', 'bls'), // headline inflation
  indicator('us-pce-yy', 'PCE Price Index y/y', 2, '%', 'higher', 'inflation', 'bea'), // secondary inflation measure
  indicator('us-personal-income', 'Personal Income m/m', 1, '%', 'higher', 'earnings', 'bea'), // income, rarely traded
  indicator('us-personal-spending', 'Personal Spending m/m', 1, '%', 'higher', 'retail-sales', 'bea'), // secondary spending figure
  indicator('us-gdp-price-index', 'Advance GDP Price Index q/q', 1, '%', 'higher', 'inflation', 'bea', 'quarterly'), // secondary inflation measure
  indicator('us-ism-manufacturing-prices', 'ISM Manufacturing Prices', 1, 'index', 'higher', 'producer-prices', 'ism'), // producer prices, rarely traded
  indicator('us-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'), // final reading of an earlier estimate
  indicator('us-final-services-pmi', 'Final Services PMI', 1, 'index', 'higher', 'services-pmi', 'spg'), // final reading of an earlier estimate
  indicator('us-empire-state', 'Empire State Manufacturing Index', 2, 'index', 'higher', 'business-sentiment', 'nyfed'), // regional survey rated medium
  indicator('us-philly-fed', 'Philly Fed Manufacturing Index', 2, 'index', 'higher', 'business-sentiment', 'phillyfed'), // regional survey rated medium
  indicator('us-chicago-pmi', 'Chicago PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'ism'), // secondary survey
  indicator('us-housing-starts', 'Housing Starts', 1, 'M', 'higher', 'housing', 'census'), // housing, rarely traded
  indicator('us-existing-home-sales', 'Existing Home Sales', 2, 'M', 'higher', 'housing', 'nar'), // housing
  indicator('us-new-home-sales', 'New Home Sales', 2, 'K', 'higher', 'housing', 'census'), // housing
  indicator('us-pending-home-sales', 'Pending Home Sales m/m', 1, '%', 'higher', 'housing', 'nar'), // housing, rarely traded
  indicator('us-factory-orders', 'Factory Orders m/m', 1, '%', 'higher', 'industrial-production', 'census'), // secondary activity figure
  indicator('us-core-durable-goods', 'Core Durable Goods Orders m/m', 2, '%', 'higher', 'industrial-production', 'census'), // business investment
  indicator('us-import-prices', 'Import Prices m/m', 1, '%', 'higher', 'producer-prices', 'bls'), // producer prices, rarely traded
  indicator('us-uom-inflation-expectations', 'Prelim UoM Inflation Expectations', 2, '%', 'higher', 'consumer-sentiment', 'uom'), // inflation expectations
  indicator('us-federal-budget', 'Federal Budget Balance', 1, 'B', 'higher', 'trade-balance', 'treasury'), // rarely traded
  indicator('us-mortgage-applications', 'MBA Mortgage Applications', 1, '%', 'higher', 'housing', 'mba', 'weekly'), // housing, rarely traded
  indicator('us-natural-gas-storage', 'Natural Gas Storage', 1, 'B', 'lower', 'oil-inventories', 'eia', 'weekly'), // weekly energy figure
  indicator('us-nfib', 'NFIB Small Business Index', 1, 'index', 'higher', 'business-sentiment', 'nfib'), // secondary survey
  indicator('us-richmond-fed', 'Richmond Manufacturing Index', 1, 'index', 'higher', 'business-sentiment', 'richmondfed'), // secondary survey
  indicator('us-goods-trade-balance', 'Advance Goods Trade Balance', 1, 'B', 'higher', 'trade-balance', 'census'), // rarely traded
  indicator('us-revised-uom-sentiment', 'Revised UoM Consumer Sentiment', 1, 'index', 'higher', 'consumer-sentiment', 'uom'), // final reading of an earlier estimate
  indicator('us-10y-auction', '10-y Bond Auction', 1, '%', 'higher', 'rate-decision', 'treasury'), // bond auction, read by rate traders
  indicator('us-30y-auction', '30-y Bond Auction', 1, '%', 'higher', 'rate-decision', 'treasury'), // bond auction, read by rate traders
  indicator('us-api-crude', 'API Weekly Crude Oil Stock', 1, 'M', 'lower', 'oil-inventories', 'api', 'weekly'), // weekly energy figure, before the official one
  indicator('us-wholesale-inventories', 'Final Wholesale Inventories m/m', 1, '%', 'higher', 'industrial-production', 'census'), // final reading of an earlier estimate
  indicator('us-consumer-credit', 'Consumer Credit m/m', 1, 'B', 'higher', 'retail-sales', 'fed'), // secondary spending figure
  // Euro area, Germany, France, Italy
  indicator('ez-ecb-rate-decision', 'Main Refinancing Rate', 3, '%', 'higher', 'rate-decision', 'ecb', 'meetings'), // central-bank rate decision
  indicator('ez-ecb-press-conference', 'ECB Press Conference', 3, null, 'higher', 'press-conference', 'ecb', 'meetings'), // central-bank press conference
  indicator('ez-ecb-accounts', 'ECB Monetary Policy Meeting Accounts', 2, null, 'higher', 'minutes', 'ecb', 'meetings'), // central-bank minutes
  indicator('ez-cpi-flash', 'CPI Flash Estimate y/y', 3, '%', 'higher', 'inflation', 'eurostat'), // headline inflation
  indicator('ez-core-cpi-flash', 'Core CPI Flash Estimate y/y', 3, '%', 'higher', 'inflation', 'eurostat'), // headline inflation
  indicator('ez-gdp-flash', 'Flash GDP q/q', 2, '%', 'higher', 'gdp', 'eurostat', 'quarterly'), // growth, mostly known from the countries
  indicator('ez-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'eurostat'), // labour, rarely traded
  indicator('ez-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'eurostat'), // secondary spending figure
  indicator('ez-ppi', 'PPI m/m', 1, '%', 'higher', 'producer-prices', 'eurostat'), // producer prices, rarely traded
  indicator('ez-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'eurostat'), // rarely traded
  indicator('ez-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 3, 'index', 'higher', 'manufacturing-pmi', 'hcob'), // flash PMI of a major economy
  indicator('ez-flash-services-pmi', 'Flash Services PMI', 3, 'index', 'higher', 'services-pmi', 'hcob'), // flash PMI of a major economy
  indicator('ez-sentix', 'Sentix Investor Confidence', 1, 'index', 'higher', 'business-sentiment', 'sentix'), // investor survey
  indicator('ez-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'eurostat'), // secondary activity figure
  indicator('de-ifo', 'Ifo Business Climate', 3, 'index', 'higher', 'business-sentiment', 'ifo'), // Germany's flagship business survey
  indicator('de-zew', 'ZEW Economic Sentiment', 3, 'index', 'higher', 'business-sentiment', 'zew'), // Germany's investor survey
  indicator('de-cpi-prelim', 'Preliminary CPI m/m', 3, '%', 'higher', 'inflation', 'destatis'), // first inflation print of the euro area
  indicator('de-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 3, 'index', 'higher', 'manufacturing-pmi', 'hcob'), // flash PMI of a major economy
  indicator('de-flash-services-pmi', 'Flash Services PMI', 3, 'index', 'higher', 'services-pmi', 'hcob'), // flash PMI of a major economy
  indicator('de-gfk-consumer-climate', 'GfK Consumer Climate', 1, 'index', 'higher', 'consumer-sentiment', 'gfk'), // secondary survey
  indicator('de-factory-orders', 'Factory Orders m/m', 1, '%', 'higher', 'industrial-production', 'destatis'), // secondary activity figure
  indicator('de-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'destatis'), // secondary activity figure
  indicator('de-unemployment-change', 'Unemployment Change', 2, 'K', 'lower', 'unemployment', 'destatis'), // labour
  indicator('fr-cpi-prelim', 'Preliminary CPI m/m', 1, '%', 'higher', 'inflation', 'insee'), // secondary inflation measure
  indicator('fr-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 2, 'index', 'higher', 'manufacturing-pmi', 'hcob'), // flash PMI of a smaller economy
  indicator('fr-flash-services-pmi', 'Flash Services PMI', 2, 'index', 'higher', 'services-pmi', 'hcob'), // flash PMI of a smaller economy
  indicator('it-cpi-prelim', 'Preliminary CPI m/m', 1, '%', 'higher', 'inflation', 'istat'), // early inflation print of a smaller economy
  indicator('it-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'istat'), // labour, rarely traded
  indicator('ez-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'hcob'), // final reading of an earlier estimate
  indicator('ez-final-services-pmi', 'Final Services PMI', 1, 'index', 'higher', 'services-pmi', 'hcob'), // final reading of an earlier estimate
  indicator('ez-final-cpi', 'Final CPI y/y', 1, '%', 'higher', 'inflation', 'eurostat'), // final reading of an earlier estimate
  indicator('ez-consumer-confidence', 'Consumer Confidence (flash)', 1, 'index', 'higher', 'consumer-sentiment', 'ec'), // secondary survey
  indicator('ez-economic-sentiment', 'Economic Sentiment Indicator', 1, 'index', 'higher', 'business-sentiment', 'ec'), // secondary survey
  indicator('ez-m3', 'M3 Money Supply y/y', 1, '%', 'higher', 'industrial-production', 'ecb'), // secondary activity figure
  indicator('de-cpi-yy', 'Preliminary CPI y/y', 1, '%', 'higher', 'inflation', 'destatis'), // secondary inflation measure
  indicator('de-ifo-expectations', 'Ifo Business Expectations', 1, 'index', 'higher', 'business-sentiment', 'ifo'), // secondary survey
  indicator('de-zew-current', 'ZEW Current Conditions', 1, 'index', 'higher', 'business-sentiment', 'zew'), // secondary survey
  indicator('de-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'destatis'), // labour, rarely traded
  indicator('de-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'destatis'), // secondary spending figure
  indicator('de-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'destatis'), // rarely traded
  indicator('de-ppi', 'PPI m/m', 1, '%', 'higher', 'producer-prices', 'destatis'), // producer prices, rarely traded
  indicator('de-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'hcob'), // final reading of an earlier estimate
  indicator('fr-gdp', 'Prelim GDP q/q', 1, '%', 'higher', 'gdp', 'insee', 'quarterly'), // growth of a member state, before the euro-area flash
  indicator('fr-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'insee'), // secondary activity figure
  indicator('fr-consumer-spending', 'Consumer Spending m/m', 1, '%', 'higher', 'retail-sales', 'insee'), // secondary spending figure
  indicator('it-manufacturing-pmi', 'Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'hcob'), // secondary survey
  indicator('it-services-pmi', 'Services PMI', 1, 'index', 'higher', 'services-pmi', 'hcob'), // secondary survey
  indicator('it-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'istat'), // secondary activity figure
  indicator('it-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'istat'), // secondary spending figure
  indicator('it-gdp', 'Prelim GDP q/q', 1, '%', 'higher', 'gdp', 'istat', 'quarterly'), // growth of a member state, before the euro-area flash
  indicator('ez-zew', 'ZEW Economic Sentiment', 2, 'index', 'higher', 'business-sentiment', 'zew'), // survey, second to the German figure
  indicator('ez-private-loans', 'Private Loans y/y', 1, '%', 'higher', 'industrial-production', 'ecb'), // secondary activity figure
  indicator('de-final-cpi', 'Final CPI m/m', 1, '%', 'higher', 'inflation', 'destatis'), // final reading of an earlier estimate
  indicator('fr-final-cpi', 'Final CPI m/m', 1, '%', 'higher', 'inflation', 'insee'), // final reading of an earlier estimate
  indicator('fr-consumer-confidence', 'Consumer Confidence', 1, 'index', 'higher', 'consumer-sentiment', 'insee'), // secondary survey
  indicator('it-business-confidence', 'Business Confidence', 1, 'index', 'higher', 'business-sentiment', 'istat'), // secondary survey
  // United Kingdom
  indicator('gb-boe-rate-decision', 'Official Bank Rate', 3, '%', 'higher', 'rate-decision', 'boe', 'meetings'), // central-bank rate decision
  indicator('gb-boe-press-conference', 'BOE Press Conference', 3, null, 'higher', 'press-conference', 'boe', 'quarterly'), // central-bank press conference
  indicator('gb-cpi', 'CPI y/y', 3, '%', 'higher', 'inflation', 'ons'), // headline inflation
  indicator('gb-core-cpi', 'Core CPI y/y', 3, '%', 'higher', 'inflation', 'ons'), // headline inflation
  indicator('gb-ppi-input', 'PPI Input m/m', 1, '%', 'higher', 'producer-prices', 'ons'), // producer prices, rarely traded
  indicator('gb-claimant-count', 'Claimant Count Change', 3, 'K', 'lower', 'unemployment', 'ons'), // headline labour report
  indicator('gb-unemployment-rate', 'Unemployment Rate', 3, '%', 'lower', 'unemployment', 'ons'), // headline labour report
  indicator('gb-average-earnings', 'Average Earnings Index 3m/y', 3, '%', 'higher', 'earnings', 'ons'), // headline labour report
  indicator('gb-gdp', 'GDP m/m', 3, '%', 'higher', 'gdp', 'ons'), // headline growth
  indicator('gb-retail-sales', 'Retail Sales m/m', 3, '%', 'higher', 'retail-sales', 'ons'), // headline consumer spending
  indicator('gb-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 3, 'index', 'higher', 'manufacturing-pmi', 'spg'), // flash PMI of a major economy
  indicator('gb-flash-services-pmi', 'Flash Services PMI', 3, 'index', 'higher', 'services-pmi', 'spg'), // flash PMI of a major economy
  indicator('gb-gfk-consumer-confidence', 'GfK Consumer Confidence', 1, 'index', 'higher', 'consumer-sentiment', 'gfk'), // secondary survey
  indicator('gb-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'ons'), // rarely traded
  indicator('gb-manufacturing-production', 'Manufacturing Production m/m', 2, '%', 'higher', 'industrial-production', 'ons'), // output
  indicator('gb-cpi-mm', 'CPI m/m', 1, '%', 'higher', 'inflation', 'ons'), // secondary inflation measure
  indicator('gb-ppi-output', 'PPI Output m/m', 1, '%', 'higher', 'producer-prices', 'ons'), // producer prices, rarely traded
  indicator('gb-rpi', 'RPI y/y', 1, '%', 'higher', 'inflation', 'ons'), // secondary inflation measure
  indicator('gb-core-retail-sales', 'Retail Sales ex Fuel m/m', 2, '%', 'higher', 'retail-sales', 'ons'), // consumer spending
  indicator('gb-industrial-production', 'Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'ons'), // secondary activity figure
  indicator('gb-construction-pmi', 'Construction PMI', 2, 'index', 'higher', 'manufacturing-pmi', 'spg'), // business survey
  indicator('gb-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'), // final reading of an earlier estimate
  indicator('gb-final-services-pmi', 'Final Services PMI', 1, 'index', 'higher', 'services-pmi', 'spg'), // final reading of an earlier estimate
  indicator('gb-nationwide-hpi', 'Nationwide HPI m/m', 1, '%', 'higher', 'housing', 'nationwide'), // housing, rarely traded
  indicator('gb-halifax-hpi', 'Halifax HPI m/m', 1, '%', 'higher', 'housing', 'halifax'), // housing, rarely traded
  indicator('gb-public-borrowing', 'Public Sector Net Borrowing', 1, 'B', 'lower', 'trade-balance', 'ons'), // rarely traded
  indicator('gb-cbi-industrial-orders', 'CBI Industrial Order Expectations', 1, 'index', 'higher', 'business-sentiment', 'cbi'), // secondary survey
  indicator('gb-mortgage-approvals', 'Mortgage Approvals', 1, 'K', 'higher', 'housing', 'boe'), // housing, rarely traded
  indicator('gb-rics-house-price-balance', 'RICS House Price Balance', 1, '%', 'higher', 'housing', 'rics'), // housing, rarely traded
  indicator('gb-brc-retail-sales', 'BRC Retail Sales Monitor y/y', 1, '%', 'higher', 'retail-sales', 'brc'), // secondary spending figure
  // Japan
  indicator('jp-boj-rate-decision', 'BOJ Policy Rate', 3, '%', 'higher', 'rate-decision', 'boj', 'meetings'), // central-bank rate decision
  indicator('jp-boj-press-conference', 'BOJ Press Conference', 3, null, 'higher', 'press-conference', 'boj', 'meetings'), // central-bank press conference
  indicator('jp-tokyo-core-cpi', 'Tokyo Core CPI y/y', 2, '%', 'higher', 'inflation', 'mic'), // Japan's first inflation print
  indicator('jp-national-core-cpi', 'National Core CPI y/y', 2, '%', 'higher', 'inflation', 'mic'), // inflation, mostly known from Tokyo
  indicator('jp-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'mic'), // labour, rarely traded
  indicator('jp-gdp', 'Prelim GDP q/q', 2, '%', 'higher', 'gdp', 'cao', 'quarterly'), // growth
  indicator('jp-tankan', 'Tankan Manufacturing Index', 2, 'index', 'higher', 'business-sentiment', 'boj', 'quarterly'), // business survey
  indicator('jp-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'mof'), // rarely traded
  indicator('jp-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'), // secondary survey
  indicator('jp-foreign-bond-investment', 'Foreign Bond Investment', 1, 'B', 'higher', 'trade-balance', 'mof', 'weekly'), // weekly flows, rarely traded
  indicator('jp-retail-sales', 'Retail Sales y/y', 1, '%', 'higher', 'retail-sales', 'meti'), // secondary spending figure
  indicator('jp-industrial-production', 'Prelim Industrial Production m/m', 1, '%', 'higher', 'industrial-production', 'meti'), // secondary activity figure
  indicator('jp-household-spending', 'Household Spending y/y', 1, '%', 'higher', 'retail-sales', 'mic'), // secondary spending figure
  indicator('jp-average-cash-earnings', 'Average Cash Earnings y/y', 2, '%', 'higher', 'earnings', 'mhlw'), // wages, watched by the BoJ
  indicator('jp-ppi', 'PPI y/y', 1, '%', 'higher', 'producer-prices', 'boj'), // producer prices, rarely traded
  indicator('jp-final-manufacturing-pmi', 'Final Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'), // final reading of an earlier estimate
  indicator('jp-services-pmi', 'Final Services PMI', 1, 'index', 'higher', 'services-pmi', 'spg'), // final reading of an earlier estimate
  indicator('jp-core-machinery-orders', 'Core Machinery Orders m/m', 1, '%', 'higher', 'industrial-production', 'cao'), // secondary activity figure
  indicator('jp-boj-summary', 'BOJ Summary of Opinions', 1, null, 'higher', 'minutes', 'boj', 'meetings'), // minutes, rarely traded
  indicator('jp-sppi', 'SPPI y/y', 1, '%', 'higher', 'producer-prices', 'boj'), // producer prices, rarely traded
  // weekly flows, rarely traded
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
  indicator('jp-current-account', 'Current Account', 1, 'B', 'higher', 'trade-balance', 'mof'), // rarely traded
  indicator('jp-economy-watchers', 'Economy Watchers Sentiment', 1, 'index', 'higher', 'business-sentiment', 'cao'), // secondary survey
  indicator('jp-bank-lending', 'Bank Lending y/y', 1, '%', 'higher', 'industrial-production', 'boj'), // secondary activity figure
  // Switzerland
  indicator('ch-snb-rate-decision', 'SNB Policy Rate', 3, '%', 'higher', 'rate-decision', 'snb', 'quarterly'), // central-bank rate decision
  indicator('ch-snb-press-conference', 'SNB Press Conference', 3, null, 'higher', 'press-conference', 'snb', 'quarterly'), // central-bank press conference
  indicator('ch-cpi', 'CPI m/m', 2, '%', 'higher', 'inflation', 'fso'), // inflation, watched by the SNB
  indicator('ch-kof', 'KOF Economic Barometer', 1, 'index', 'higher', 'business-sentiment', 'kof'), // secondary survey
  indicator('ch-manufacturing-pmi', 'procure.ch Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'procure'), // secondary survey
  indicator('ch-gdp', 'GDP q/q', 2, '%', 'higher', 'gdp', 'seco', 'quarterly'), // growth
  indicator('ch-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'seco'), // labour, rarely traded
  indicator('ch-sight-deposits', 'SNB Total Sight Deposits', 1, 'B', 'higher', 'trade-balance', 'snb', 'weekly'), // weekly flows, rarely traded
  indicator('ch-cpi-yy', 'CPI y/y', 1, '%', 'higher', 'inflation', 'fso'), // secondary inflation measure
  indicator('ch-ppi', 'PPI m/m', 1, '%', 'higher', 'producer-prices', 'fso'), // producer prices, rarely traded
  indicator('ch-retail-sales', 'Retail Sales y/y', 1, '%', 'higher', 'retail-sales', 'fso'), // secondary spending figure
  indicator('ch-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'fso'), // rarely traded
  indicator('ch-economic-expectations', 'ZEW Economic Expectations', 1, 'index', 'higher', 'business-sentiment', 'zew'), // secondary survey
  // Canada
  indicator('ca-boc-rate-decision', 'Overnight Rate', 3, '%', 'higher', 'rate-decision', 'boc', 'meetings'), // central-bank rate decision
  indicator('ca-boc-press-conference', 'BOC Press Conference', 3, null, 'higher', 'press-conference', 'boc', 'meetings'), // central-bank press conference
  indicator('ca-employment-change', 'Employment Change', 3, 'K', 'higher', 'employment', 'statcan'), // headline labour report
  indicator('ca-unemployment-rate', 'Unemployment Rate', 3, '%', 'lower', 'unemployment', 'statcan'), // headline labour report
  indicator('ca-cpi', 'CPI m/m', 3, '%', 'higher', 'inflation', 'statcan'), // headline inflation
  indicator('ca-retail-sales', 'Retail Sales m/m', 3, '%', 'higher', 'retail-sales', 'statcan'), // headline consumer spending
  indicator('ca-gdp', 'GDP m/m', 3, '%', 'higher', 'gdp', 'statcan'), // headline growth
  indicator('ca-ivey-pmi', 'Ivey PMI', 2, 'index', 'higher', 'manufacturing-pmi', 'ivey'), // business survey
  indicator('ca-trade-balance', 'Trade Balance', 2, 'B', 'higher', 'trade-balance', 'statcan'), // trade
  indicator('ca-housing-starts', 'Housing Starts', 1, 'K', 'higher', 'housing', 'statcan'), // housing, rarely traded
  indicator('ca-median-cpi', 'Median CPI y/y', 3, '%', 'higher', 'inflation', 'statcan'), // core inflation, watched by the BoC
  indicator('ca-trimmed-cpi', 'Trimmed CPI y/y', 3, '%', 'higher', 'inflation', 'statcan'), // core inflation, watched by the BoC
  indicator('ca-core-retail-sales', 'Core Retail Sales m/m', 2, '%', 'higher', 'retail-sales', 'statcan'), // consumer spending
  indicator('ca-manufacturing-sales', 'Manufacturing Sales m/m', 1, '%', 'higher', 'industrial-production', 'statcan'), // secondary activity figure
  indicator('ca-ippi', 'IPPI m/m', 1, '%', 'higher', 'producer-prices', 'statcan'), // producer prices, rarely traded
  indicator('ca-building-permits', 'Building Permits m/m', 1, '%', 'higher', 'housing', 'statcan'), // housing, rarely traded
  indicator('ca-wholesale-sales', 'Wholesale Sales m/m', 1, '%', 'higher', 'retail-sales', 'statcan'), // secondary spending figure
  indicator('ca-manufacturing-pmi', 'S&P Global Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'), // secondary survey
  // Australia
  indicator('au-rba-rate-decision', 'Cash Rate', 3, '%', 'higher', 'rate-decision', 'rba', 'meetings'), // central-bank rate decision
  indicator('au-rba-press-conference', 'RBA Press Conference', 3, null, 'higher', 'press-conference', 'rba', 'meetings'), // central-bank press conference
  indicator('au-rba-minutes', 'RBA Monetary Policy Meeting Minutes', 2, null, 'higher', 'minutes', 'rba', 'meetings'), // central-bank minutes
  indicator('au-employment-change', 'Employment Change', 3, 'K', 'higher', 'employment', 'abs'), // headline labour report
  indicator('au-unemployment-rate', 'Unemployment Rate', 3, '%', 'lower', 'unemployment', 'abs'), // headline labour report
  indicator('au-cpi', 'Monthly CPI Indicator y/y', 3, '%', 'higher', 'inflation', 'abs'), // headline inflation
  indicator('au-retail-sales', 'Retail Sales m/m', 2, '%', 'higher', 'retail-sales', 'abs'), // spending
  indicator('au-gdp', 'GDP q/q', 2, '%', 'higher', 'gdp', 'abs', 'quarterly'), // growth
  indicator('au-trade-balance', 'Trade Balance', 2, 'B', 'higher', 'trade-balance', 'abs'), // trade
  indicator('au-westpac-consumer-sentiment', 'Westpac Consumer Sentiment', 1, '%', 'higher', 'consumer-sentiment', 'westpac'), // secondary survey
  indicator('au-nab-business-confidence', 'NAB Business Confidence', 2, 'index', 'higher', 'business-sentiment', 'nab'), // business survey
  indicator('au-cpi-qq', 'CPI q/q', 3, '%', 'higher', 'inflation', 'abs', 'quarterly'), // headline inflation
  indicator('au-trimmed-mean-cpi', 'Trimmed Mean CPI q/q', 3, '%', 'higher', 'inflation', 'abs', 'quarterly'), // the RBA's core inflation gauge
  indicator('au-wage-price-index', 'Wage Price Index q/q', 2, '%', 'higher', 'earnings', 'abs', 'quarterly'), // wages
  indicator('au-building-approvals', 'Building Approvals m/m', 1, '%', 'higher', 'housing', 'abs'), // housing, rarely traded
  indicator('au-flash-manufacturing-pmi', 'Flash Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'), // secondary survey
  indicator('au-flash-services-pmi', 'Flash Services PMI', 1, 'index', 'higher', 'services-pmi', 'spg'), // secondary survey
  indicator('au-mi-inflation-expectations', 'MI Inflation Expectations', 1, '%', 'higher', 'consumer-sentiment', 'westpac'), // secondary survey
  // secondary survey
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
  indicator('au-private-sector-credit', 'Private Sector Credit m/m', 1, '%', 'higher', 'industrial-production', 'rba'), // credit
  // New Zealand
  indicator('nz-rbnz-rate-decision', 'Official Cash Rate', 3, '%', 'higher', 'rate-decision', 'rbnz', 'meetings'), // central-bank rate decision
  indicator('nz-rbnz-press-conference', 'RBNZ Press Conference', 3, null, 'higher', 'press-conference', 'rbnz', 'meetings'), // central-bank press conference
  indicator('nz-cpi', 'CPI q/q', 3, '%', 'higher', 'inflation', 'statsnz', 'quarterly'), // headline inflation
  indicator('nz-employment-change', 'Employment Change q/q', 3, '%', 'higher', 'employment', 'statsnz', 'quarterly'), // headline labour report
  indicator('nz-unemployment-rate', 'Unemployment Rate', 3, '%', 'lower', 'unemployment', 'statsnz', 'quarterly'), // headline labour report
  indicator('nz-gdp', 'GDP q/q', 3, '%', 'higher', 'gdp', 'statsnz', 'quarterly'), // headline growth
  indicator('nz-trade-balance', 'Trade Balance', 1, 'M', 'higher', 'trade-balance', 'statsnz'), // rarely traded
  indicator('nz-business-nz-pmi', 'Business NZ Manufacturing Index', 1, 'index', 'higher', 'manufacturing-pmi', 'businessnz'), // secondary survey
  indicator('nz-anz-business-confidence', 'ANZ Business Confidence', 2, 'index', 'higher', 'business-sentiment', 'anz'), // business survey
  indicator('nz-card-spending', 'Electronic Card Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'statsnz'), // secondary spending figure
  indicator('nz-gdt-price-index', 'GDT Price Index', 1, '%', 'higher', 'trade-balance', 'gdt', 'weekly'), // rarely traded
  indicator('nz-business-nz-services', 'Business NZ Services Index', 1, 'index', 'higher', 'services-pmi', 'businessnz'), // secondary survey
  indicator('nz-building-consents', 'Building Consents m/m', 1, '%', 'higher', 'housing', 'statsnz'), // housing, rarely traded
  indicator('nz-inflation-expectations', 'Inflation Expectations q/q', 2, '%', 'higher', 'inflation', 'rbnz', 'quarterly'), // inflation expectations, watched by the RBNZ
  indicator('nz-labour-cost-index', 'Labour Cost Index q/q', 2, '%', 'higher', 'earnings', 'statsnz', 'quarterly'), // wages
  // secondary survey
  indicator(
    'nz-anz-consumer-confidence',
    'ANZ-Roy Morgan Consumer Confidence',
    1,
    'index',
    'higher',
    'consumer-sentiment',
    'anz',
  ),
  indicator('nz-food-price-index', 'Food Price Index m/m', 1, '%', 'higher', 'inflation', 'statsnz'), // secondary inflation measure
  // China
  indicator('cn-cpi', 'CPI y/y', 2, '%', 'higher', 'inflation', 'nbs'), // inflation
  indicator('cn-ppi', 'PPI y/y', 1, '%', 'higher', 'producer-prices', 'nbs'), // producer prices, rarely traded
  indicator('cn-manufacturing-pmi', 'Manufacturing PMI', 3, 'index', 'higher', 'manufacturing-pmi', 'nbs'), // official survey, a risk gauge for AUD and NZD
  indicator('cn-non-manufacturing-pmi', 'Non-Manufacturing PMI', 2, 'index', 'higher', 'services-pmi', 'nbs'), // official survey
  // business survey
  indicator(
    'cn-general-manufacturing-pmi',
    'RatingDog Manufacturing PMI',
    2,
    'index',
    'higher',
    'manufacturing-pmi',
    'ratingdog',
  ),
  indicator('cn-general-services-pmi', 'RatingDog Services PMI', 2, 'index', 'higher', 'services-pmi', 'ratingdog'), // business survey
  indicator('cn-gdp', 'GDP q/y', 3, '%', 'higher', 'gdp', 'nbs', 'quarterly'), // headline growth
  indicator('cn-industrial-production', 'Industrial Production y/y', 2, '%', 'higher', 'industrial-production', 'nbs'), // output
  indicator('cn-retail-sales', 'Retail Sales y/y', 2, '%', 'higher', 'retail-sales', 'nbs'), // spending
  indicator('cn-trade-balance', 'Trade Balance (USD)', 2, 'B', 'higher', 'trade-balance', 'customs'), // trade
  indicator('cn-loan-prime-rate', '1-y Loan Prime Rate', 2, '%', 'higher', 'rate-decision', 'pboc'), // benchmark lending rate, mostly unchanged
  indicator('cn-5y-loan-prime-rate', '5-y Loan Prime Rate', 1, '%', 'higher', 'rate-decision', 'pboc'), // mortgage benchmark, moves with the 1-y rate
  indicator('cn-new-loans', 'New Loans', 1, 'B', 'higher', 'industrial-production', 'pboc'), // secondary activity figure
  indicator('cn-m2', 'M2 Money Supply y/y', 1, '%', 'higher', 'industrial-production', 'pboc'), // secondary activity figure
  indicator('cn-fixed-asset-investment', 'Fixed Asset Investment ytd/y', 1, '%', 'higher', 'industrial-production', 'nbs'), // secondary activity figure
  indicator('cn-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'nbs'), // labour, rarely traded
  indicator('cn-foreign-reserves', 'Foreign Currency Reserves', 1, 'B', 'higher', 'trade-balance', 'safe'), // rarely traded
  indicator('cn-industrial-profits', 'Industrial Profits ytd/y', 1, '%', 'higher', 'industrial-production', 'nbs'), // secondary activity figure
  // Hong Kong
  indicator('hk-gdp', 'Advance GDP q/q', 1, '%', 'higher', 'gdp', 'censtatd', 'quarterly'), // Hong Kong: a small economy, its currency pegged
  indicator('hk-cpi', 'CPI y/y', 1, '%', 'higher', 'inflation', 'censtatd'), // Hong Kong: a small economy, its currency pegged
  indicator('hk-trade-balance', 'Trade Balance', 1, 'B', 'higher', 'trade-balance', 'censtatd'), // Hong Kong: a small economy, its currency pegged
  indicator('hk-retail-sales', 'Retail Sales y/y', 1, '%', 'higher', 'retail-sales', 'censtatd'), // Hong Kong: a small economy, its currency pegged
  indicator('hk-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'censtatd'), // Hong Kong: a small economy, its currency pegged
  indicator('hk-manufacturing-pmi', 'S&P Global Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'spg'), // Hong Kong: a small economy, its currency pegged
  // Sweden and Norway
  indicator('se-manufacturing-pmi', 'Swedbank Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'swedbank'), // second-tier Scandinavian figure
  indicator('se-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'scb'), // second-tier Scandinavian figure
  indicator('se-economic-tendency', 'Economic Tendency Indicator', 1, 'index', 'higher', 'business-sentiment', 'nier'), // second-tier Scandinavian figure
  indicator('no-manufacturing-pmi', 'Manufacturing PMI', 1, 'index', 'higher', 'manufacturing-pmi', 'nima'), // second-tier Scandinavian figure
  indicator('no-retail-sales', 'Retail Sales m/m', 1, '%', 'higher', 'retail-sales', 'ssb'), // second-tier Scandinavian figure
  indicator('no-unemployment-rate', 'LFS Unemployment Rate', 1, '%', 'lower', 'unemployment', 'ssb'), // second-tier Scandinavian figure
  indicator('se-riksbank-rate-decision', 'Riksbank Policy Rate', 3, '%', 'higher', 'rate-decision', 'riksbank', 'meetings'), // central-bank rate decision
  indicator('se-cpif', 'CPIF y/y', 1, '%', 'higher', 'inflation', 'scb'), // second-tier Scandinavian figure
  indicator('se-unemployment-rate', 'Unemployment Rate', 1, '%', 'lower', 'unemployment', 'scb'), // second-tier Scandinavian figure
  indicator('se-gdp', 'GDP q/q', 1, '%', 'higher', 'gdp', 'scb', 'quarterly'), // second-tier Scandinavian figure
  // central-bank rate decision
  indicator(
    'no-norges-bank-rate-decision',
    'Norges Bank Policy Rate',
    3,
    '%',
    'higher',
    'rate-decision',
    'norgesbank',
    'meetings',
  ),
  indicator('no-core-cpi', 'Core CPI y/y', 1, '%', 'higher', 'inflation', 'ssb'), // second-tier Scandinavian figure
  indicator('no-gdp', 'Mainland GDP q/q', 1, '%', 'higher', 'gdp', 'ssb', 'quarterly'), // second-tier Scandinavian figure
  indicator('no-registered-unemployment', 'Registered Unemployment Rate', 1, '%', 'lower', 'unemployment', 'nav'), // second-tier Scandinavian figure
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
