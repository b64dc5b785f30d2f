import { queryOptions } from '@tanstack/react-query'
import {
  documentsFor,
  type LegalDocumentInfo,
  type LegalPageData,
  type LegalPolicy,
  legalFolder,
  legalPageDataPath,
} from '~/config/legal-documents'
import type { Locale } from '~/contract/locales'

export const legalQueries = {
  /**
   * A policy's page in one language, a static file the build writes: the document is data the page
   * renders, not text bundled into the app's scripts.
   */
  page: (slug: LegalPolicy, locale: Locale) =>
    queryOptions({
      queryKey: ['legal', 'page', slug, locale],
      queryFn: async ({ signal }) => {
        const response = await fetch(legalPageDataPath(slug, locale), { signal })
        if (!response.ok) throw new Error(`${legalPageDataPath(slug, locale)}: ${response.status}`)
        return (await response.json()) as LegalPageData
      },
      staleTime: 60 * 60_000,
    }),
}

/** What the library shows of a document and what keeping it offline needs: the rest of the index stays out of the page. */
export type LibraryEntry = Pick<LegalDocumentInfo, 'slug' | 'language' | 'date' | 'bytes' | 'path' | 'data' | 'dataBytes'>

/**
 * The library's rows in one language, for the route's loader: the prerendered page then carries its
 * sizes and dates (and the offline block its total), so nothing fills in or moves after hydration.
 */
export async function libraryEntries(locale: Locale): Promise<LibraryEntry[]> {
  const response = await fetch(`${legalFolder}/index.json`)
  if (!response.ok) throw new Error(`${legalFolder}/index.json: ${response.status}`)
  return documentsFor((await response.json()) as LegalDocumentInfo[], locale).map(
    ({ slug, language, date, bytes, path, data, dataBytes }) => ({ slug, language, date, bytes, path, data, dataBytes }),
  )
}
