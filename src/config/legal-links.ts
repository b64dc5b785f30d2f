import type { Locale } from '../contract/locales'
import { legalPdfPath } from './legal-documents'

/**
 * The two legal documents every page links to (spec section 1), as PDFs in the reader's language;
 * the full list is in legal-documents.ts.
 */
export function legalLinksFor(locale: Locale) {
  return {
    riskDisclosure: legalPdfPath('risk-disclosure', locale),
    cookiePolicy: legalPdfPath('cookie-policy', locale),
  } as const
}
