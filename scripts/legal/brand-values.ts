import { brand } from '../../src/config/brand'
import { riskWarningText } from '../../src/config/risk-warning'

/** The brand's values for the {{placeholders}} of content/legal, so a broker's own brand fills its documents. */
export const brandValues: Record<string, string> = {
  brand: brand.name,
  entity: brand.legalEntity,
  regulator: brand.regulator,
  regulatorShort: brand.regulatorShort,
  licence: brand.licenceNumber,
  authorisedSince: String(brand.authorisedSince),
  lei: brand.lei,
  companyNumber: brand.companyNumber,
  registeredAddress: brand.registeredAddress.lines.join(', '),
  businessAddress: brand.businessAddress.lines.join(', '),
  email: brand.email,
  phone: brand.phone,
  retailLossPercent: String(brand.retailLossPercent),
  /** The full ESMA warning, word for word from its one source. */
  riskWarning: riskWarningText('en', 'full'),
  siteUrl: brand.siteUrl,
}
