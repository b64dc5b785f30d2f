import type { Locale } from '../contract/locales'
import { brand } from './brand'

/**
 * The legal documents the site publishes (spec section 3). Policies are written in content/legal
 * and turned into PDFs at build time with the brand's values; the footer and the cookie notice
 * link two of them. The periodic disclosures (execution quality, Pillar III) are PDFs and CSV data
 * files built from content/legal and seeded figures (scripts/build/legal/).
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

/**
 * The version of the cookie policy: the `date` of content/legal/en/cookie-policy.md (the same date
 * in every language). A recorded cookie choice names it, so the record shows which text the visitor
 * chose under; legal-documents.test.ts keeps it equal to the source's date.
 */
export const cookiePolicyVersion = '2026-11-24'

export const legalFolder = '/legal'

/** The years the specification lists for the periodic disclosures, from the year of authorisation on. */
const yearsFrom = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i).filter((year) => year >= brand.authorisedSince)

/** Pillar III disclosures (CRR Part Eight), one per financial year. */
export const pillar3Years = yearsFrom(2016, 2020)
/**
 * Best-execution reports under RTS 28: the first covered 2017 (ESMA's MiFID II Q&A asked for it by
 * April 2018, on the data available).
 */
export const rts28Years = yearsFrom(2017, 2020)
/** Execution venues' quarterly data under RTS 27 began with the first quarter of 2018, when MiFID II applied. */
export const rts27Years = yearsFrom(2018, 2020)

export type LegalDocumentGroup = 'policies' | 'execution' | 'pillar3'
export type LegalDocumentFormat = 'pdf' | 'csv'

/** What a document is, which says how it is built and named. */
export type LegalDocumentKind =
  | { kind: 'policy'; policy: LegalPolicy }
  | { kind: 'execution-statement'; year: number }
  | { kind: 'rts28-data'; year: number }
  | { kind: 'rts27-data'; year: number }
  | { kind: 'pillar3'; year: number }

export type LegalDocument = LegalDocumentKind & { slug: string; format: LegalDocumentFormat; group: LegalDocumentGroup }

const policy = (name: LegalPolicy): LegalDocument => ({
  kind: 'policy',
  policy: name,
  slug: name,
  format: 'pdf',
  group: 'policies',
})
const executionStatement = (year: number): LegalDocument => ({
  kind: 'execution-statement',
  year,
  slug: `execution-quality-statement-${year}`,
  format: 'pdf',
  group: 'execution',
})
const rts28Data = (year: number): LegalDocument => ({
  kind: 'rts28-data',
  year,
  slug: `rts28-top-five-venues-${year}`,
  format: 'csv',
  group: 'execution',
})
const rts27Data = (year: number): LegalDocument => ({
  kind: 'rts27-data',
  year,
  slug: `rts27-execution-quality-${year}`,
  format: 'csv',
  group: 'execution',
})
const pillar3 = (year: number): LegalDocument => ({
  kind: 'pillar3',
  year,
  slug: `pillar-3-disclosures-${year}`,
  format: 'pdf',
  group: 'pillar3',
})

const newestFirst = (years: readonly number[]) => [...years].sort((a, b) => b - a)

/** Every published document in the order the legal library lists it; periodic reports newest first, a year's together. */
export const legalDocuments: LegalDocument[] = [
  ...legalPolicies.map(policy),
  ...newestFirst([...new Set([...rts28Years, ...rts27Years])]).flatMap((year) => [
    ...(rts28Years.includes(year) ? [executionStatement(year), rts28Data(year)] : []),
    ...(rts27Years.includes(year) ? [rts27Data(year)] : []),
  ]),
  ...newestFirst(pillar3Years).map(pillar3),
]

export const legalDocumentGroups: LegalDocumentGroup[] = ['policies', 'execution', 'pillar3']

export const legalMediaTypes: Record<LegalDocumentFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' }

/**
 * What the build step reports for each document in each language of the site
 * (dist/client/legal/index.json): one entry per document and language, naming the file a visitor
 * of that language is given. The periodic reports exist in English only, so their entry in every
 * language names the English file (`language` says which language the text is in).
 */
export interface LegalDocumentInfo {
  slug: string
  /** The site language this entry is for. */
  locale: Locale
  /** The language the document is written in. */
  language: Locale
  title: string
  summary: string
  date: string
  bytes: number
  /** The PDF or CSV file. */
  path: string
  format: LegalDocumentFormat
  group: LegalDocumentGroup
  /** A policy's page, language-independent (localizedPath gives its address), and the data it renders from. */
  page?: string
  data?: string
  dataBytes?: number
}

/** A block of a policy's page: the PDF's Markdown, with list items gathered into lists and the title taken out. */
export type LegalPageBlock =
  | { kind: 'h2' | 'h3'; text: string; id: string }
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][]; right: boolean[] }

/** A policy's page in one site language (dist/client/legal/<locale>/<slug>.json). */
export interface LegalPageData {
  slug: LegalPolicy
  /** The language the text is in (the site language, once every policy is translated). */
  language: Locale
  title: string
  summary: string
  date: string
  pdf: { path: string; bytes: number }
  blocks: LegalPageBlock[]
}

/**
 * A document's file in a language. English files keep the addresses they have always had (the
 * specification, links elsewhere and installed apps' caches name them); the translations sit in a
 * folder per language.
 */
export function legalDocumentPath(document: Pick<LegalDocument, 'slug' | 'format'>, language: Locale = 'en'): string {
  const folder = language === 'en' ? legalFolder : `${legalFolder}/${language}`
  return `${folder}/${document.slug}.${document.format}`
}

export function legalPdfPath(slug: LegalPolicy, language: Locale = 'en'): string {
  return legalDocumentPath({ slug, format: 'pdf' }, language)
}

/** Where a policy's page lives, before the language prefix: beside the library, not under its layout. */
export function legalPagePath(slug: LegalPolicy): string {
  return `/more/legal/${slug}`
}

/** The data a policy's page renders, per site language. */
export function legalPageDataPath(slug: LegalPolicy, locale: Locale): string {
  return `${legalFolder}/${locale}/${slug}.json`
}

export function isLegalPolicy(slug: string): slug is LegalPolicy {
  return (legalPolicies as readonly string[]).includes(slug)
}

/**
 * The documents a visitor of one language is given: the library lists them and the offline store
 * keeps them (each once, the visitor's language where it exists, otherwise English).
 */
export function documentsFor(index: readonly LegalDocumentInfo[], locale: Locale): LegalDocumentInfo[] {
  return index.filter((document) => document.locale === locale)
}
