import { brand } from '../../../src/config/brand'
import { riskWarningText } from '../../../src/config/risk-warning'
import type { Locale } from '../../../src/contract/locales'
import { intlLocale } from '../../../src/lib/locale-path'
import { longDate } from '../../../src/lib/number-format'

/**
 * The address lines that are words rather than names: a German or Polish document names the
 * country in its own language, the street and the company stay as registered.
 */
const placeNames: Record<Locale, Record<string, string>> = {
  en: {},
  de: { Cyprus: 'Zypern', 'Hong Kong': 'Hongkong' },
  pl: { Cyprus: 'Cypr', 'Hong Kong': 'Hongkong' },
}

const addressIn = (lang: Locale, lines: readonly string[]) => lines.map((line) => placeNames[lang][line] ?? line).join(', ')

/** A document's date as its language writes it in running text ("22 November 2026", "22. November 2026", "22 listopada 2026"). */
export function documentDate(lang: Locale, isoDate: string): string {
  return longDate(intlLocale[lang], isoDate)
}

/**
 * The brand's values for the {{placeholders}} of content/legal in a document's language, so a
 * broker's own brand fills its documents. The regulator keeps its official (English) name in every
 * language: it is a proper name, and a translated one would have to decline with the sentence.
 */
export function brandValues(lang: Locale): Record<string, string> {
  return {
    brand: brand.name,
    entity: brand.legalEntity,
    regulator: brand.regulator,
    regulatorShort: brand.regulatorShort,
    licence: brand.licenceNumber,
    authorisedSince: String(brand.authorisedSince),
    lei: brand.lei,
    companyNumber: brand.companyNumber,
    registeredAddress: addressIn(lang, brand.registeredAddress.lines),
    businessAddress: addressIn(lang, brand.businessAddress.lines),
    email: brand.email,
    phone: brand.phone,
    retailLossPercent: String(brand.retailLossPercent),
    siteUrl: brand.siteUrl,
    riskWarning: riskWarningText(lang, 'full'),
  }
}
