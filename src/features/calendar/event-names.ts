import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Names of the recurring releases the calendar knows, in the page's language (the API sends a key). */
export const eventNames: Record<string, MessageDescriptor> = {
  'us-nfp': msg`Non-farm payrolls`,
  'us-unemployment': msg`Unemployment rate`,
  'us-cpi': msg`Consumer prices (CPI), year on year`,
  'us-retail-sales': msg`Retail sales, month on month`,
  'us-ism-manufacturing': msg`ISM manufacturing PMI`,
  'us-fomc': msg`Fed interest rate decision (FOMC)`,
  'ez-ecb': msg`ECB interest rate decision`,
  'ez-cpi-flash': msg`Euro area consumer prices, flash estimate`,
  'de-ifo': msg`Ifo business climate`,
  'de-zew': msg`ZEW economic sentiment`,
  'de-pmi-flash': msg`Manufacturing PMI, flash estimate`,
  'gb-cpi': msg`Consumer prices (CPI), year on year`,
  'gb-boe': msg`Bank of England interest rate decision`,
  'jp-boj': msg`Bank of Japan interest rate decision`,
  'au-employment': msg`Employment change`,
  'au-rba': msg`Reserve Bank of Australia interest rate decision`,
  'ca-employment': msg`Employment change`,
  'ch-cpi': msg`Consumer prices (CPI), year on year`,
  'nz-rbnz': msg`Reserve Bank of New Zealand interest rate decision`,
  'cn-cpi': msg`Consumer prices (CPI), year on year`,
  'hk-gdp': msg`GDP, quarter on quarter (advance)`,
}

export const importanceNames: Record<1 | 2 | 3, MessageDescriptor> = {
  1: msg`Low`,
  2: msg`Medium`,
  3: msg`High`,
}
