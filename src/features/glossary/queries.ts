import { queryOptions } from '@tanstack/react-query'
import { type GlossaryData, glossaryDataPath } from '~/config/glossary'
import type { Locale } from '~/contract/locales'

export const glossaryQueries = {
  /**
   * The glossary in one language, a static file the build writes: the definitions are data the page
   * renders (and the prerendered page carries), never text bundled into a script.
   */
  terms: (locale: Locale) =>
    queryOptions({
      queryKey: ['glossary', locale],
      queryFn: async ({ signal }) => {
        const response = await fetch(glossaryDataPath(locale), { signal })
        if (!response.ok) throw new Error(`${glossaryDataPath(locale)}: ${response.status}`)
        return (await response.json()) as GlossaryData
      },
      staleTime: 60 * 60_000,
    }),
}
