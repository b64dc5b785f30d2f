import { queryOptions } from '@tanstack/react-query'
import {
  type LegalDocumentInfo,
  type LegalPageData,
  type LegalPolicy,
  legalFolder,
  legalPageDataPath,
} from '~/config/legal-documents'
import type { Locale } from '~/contract/locales'

export const legalQueries = {
  /** The build's index of the legal documents (per language: file, size, date, page), a static file of the site. */
  index: () =>
    queryOptions({
      queryKey: ['legal', 'index'],
      queryFn: async ({ signal }) => (await (await fetch(`${legalFolder}/index.json`, { signal })).json()) as LegalDocumentInfo[],
      staleTime: 60 * 60_000,
    }),
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
