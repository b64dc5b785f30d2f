/**
 * The legal documents the site publishes (spec section 3). Policies are written in content/legal
 * and turned into PDFs at build time with the brand's values; the footer and the cookie notice
 * link two of them.
 */
export const legalPolicies = [
  'client-categorisation',
  'conflicts-of-interest',
  'complaints-handling',
  'kid-forex',
  'kid-commodities',
  'kid-indices',
  'cookie-policy',
  'investor-compensation',
  'leverage-policy',
  'order-execution',
  'privacy-policy',
  'risk-disclosure',
  'trading-terms',
] as const

export type LegalPolicy = (typeof legalPolicies)[number]

export const legalFolder = '/legal'

/** What the build step reports for each PDF (dist/client/legal/index.json). */
export interface LegalDocumentInfo {
  slug: LegalPolicy
  title: string
  language: string
  date: string
  bytes: number
  path: string
}

export function legalPdfPath(slug: LegalPolicy): string {
  return `${legalFolder}/${slug}.pdf`
}
