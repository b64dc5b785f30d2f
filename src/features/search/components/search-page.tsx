import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { PageIntro } from '~/components/page-blocks'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { searchPagePath, searchQueryParameter } from '~/config/search'
import { localizedPath } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'

// The field's code (MiniSearch among it, some 7 KB) loads once the page is interactive, not with the
// page: the prerendered field is there at once, and what is typed before is kept (src/lib/early-input.ts).
const SearchCombobox = staticUntilInteractive(() => import('~/components/search/search-combobox').then((m) => m.SearchCombobox))

/**
 * The search page, `/search?q=…`: an address to share a search by, and the search of a visitor
 * without scripts. The page is prerendered without a query; for `?q=` the server fills the results
 * block below from the same index (server/site/search.ts), so the results are there without script.
 * Once the app runs, the field takes over: results as one types, the address kept in step.
 */
export function SearchPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  // Null until the app has read the address: the prerendered page (and the server's results) first.
  const [query, setQuery] = useState<string | null>(null)
  useEffect(() => {
    setQuery(new URLSearchParams(searchStr).get(searchQueryParameter) ?? '')
  }, [searchStr])
  const onQueryChange = (typed: string) => {
    setQuery(typed)
    const search = typed ? `?${new URLSearchParams({ [searchQueryParameter]: typed })}` : ''
    void router.navigate({ href: `${localizedPath(locale, searchPagePath)}${search}`, replace: true })
  }
  return (
    <>
      <PageIntro title={t`Search`}>
        <p>
          <Trans>Pages, instruments, economic indicators, answers, glossary terms and legal documents of this site.</Trans>
        </p>
      </PageIntro>
      <div className="container search-page">
        <SearchCombobox query={query ?? ''} onQueryChange={onQueryChange} />
        {query === null && (
          <div className="search-server">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty here; the server fills it for ?q= with escaped text */}
            <div data-search-results="" dangerouslySetInnerHTML={{ __html: '' }} />
            <p hidden data-search-empty="">
              {t`Nothing found. Try another word, or fewer words.`}
            </p>
          </div>
        )}
      </div>
    </>
  )
}
