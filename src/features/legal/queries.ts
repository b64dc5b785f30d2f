import { queryOptions } from '@tanstack/react-query'
import { type LegalDocumentInfo, legalFolder } from '~/config/legal-documents'

export const legalQueries = {
  /** The build's index of the legal documents (size, date, language of each file), a static file of the site. */
  index: () =>
    queryOptions({
      queryKey: ['legal', 'index'],
      queryFn: async ({ signal }) => (await (await fetch(`${legalFolder}/index.json`, { signal })).json()) as LegalDocumentInfo[],
      staleTime: 60 * 60_000,
    }),
}
