import { legalPdfPath } from './legal-documents'

/** The two legal documents every page links to (spec section 1); the full list is in legal-documents.ts. */
export const legalLinks = {
  riskDisclosure: legalPdfPath('risk-disclosure'),
  cookiePolicy: legalPdfPath('cookie-policy'),
} as const
