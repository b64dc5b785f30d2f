import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { type KeyboardEvent, type RefObject, useId, useState } from 'react'
import { type SearchKind, type StoredEntry, searchPagePath, searchQueryParameter } from '~/config/search'
import { intlLocale, localizedPath } from '~/lib/locale-path'
import { countFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { loadSearchIndex } from './search-index'
import { useSiteSearch } from './use-site-search'

const searchKindNames: Record<SearchKind, MessageDescriptor> = {
  page: msg`Page`,
  instrument: msg`Instrument`,
  indicator: msg`Economic indicator`,
  faq: msg`FAQ`,
  glossary: msg`Glossary`,
  legal: msg`Legal document`,
}

interface SearchComboboxProps {
  query: string
  onQueryChange: (query: string) => void
  inputRef?: RefObject<HTMLInputElement | null>
  /** Called once a result or the search page is opened (the dialog closes). */
  onOpen?: () => void
}

/**
 * The search field with its results as one types: the ARIA combobox pattern (the field keeps the
 * focus, the arrow keys move through the listbox, Enter opens the chosen result or, with none
 * chosen, the search page) with the number of results announced. It is a real GET form to the search
 * page, so Enter works the same before the index has arrived.
 */
export function SearchCombobox({ query, onQueryChange, inputRef, onOpen }: SearchComboboxProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const id = useId()
  const listId = `${id}-results`
  const { status, results } = useSiteSearch(query)
  const resultCount = countFormat(intlLocale[locale]).format(results.length)
  const [active, setActive] = useState(-1)
  const [activeFor, setActiveFor] = useState(results)
  // A new list of results starts with nothing chosen.
  if (activeFor !== results) {
    setActiveFor(results)
    setActive(-1)
  }
  const searchPage = localizedPath(locale, searchPagePath)
  const open = (path: string) => {
    onOpen?.()
    void router.navigate({ href: path })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const last = results.length - 1
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      )
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      open(results[active]!.path)
    }
  }
  const typed = query.trim() !== ''
  const count = !typed
    ? ''
    : status === 'loading'
      ? t`Searching…`
      : status === 'failed'
        ? t`The search is not available offline until it has been used once online.`
        : results.length === 0
          ? t`Nothing found for “${query}”.`
          : t`${plural(results.length, { one: `${resultCount} result`, other: `${resultCount} results` })}`
  return (
    <form
      role="search"
      className="search-form"
      action={searchPage}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        open(`${searchPage}?${new URLSearchParams({ [searchQueryParameter]: query })}`)
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-field`}>{t`Search the site`}</label>
      <input
        ref={inputRef}
        id={`${id}-field`}
        className="search-field"
        type="search"
        name={searchQueryParameter}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => loadSearchIndex(locale).catch(() => undefined)}
        placeholder={t`Instrument, term, question…`}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
      />
      <p className="search-count" role="status">
        {count}
      </p>
      <div className="search-results" id={listId} role="listbox" aria-label={t`Search results`}>
        {results.map((result, index) => (
          // The options are chosen from the field (aria-activedescendant), which keeps the focus and the keys.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={result.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="search-result"
            // The field keeps the focus: a click chooses without blurring it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(result.path)}
          >
            <ResultText result={result} kind={i18n._(searchKindNames[result.kind])} />
          </div>
        ))}
      </div>
    </form>
  )
}

function ResultText({ result, kind }: { result: StoredEntry; kind: string }) {
  return (
    <>
      <span className="search-result-title">{result.title}</span>
      <span className="search-result-kind">{kind}</span>
      {result.summary && <span className="search-result-summary">{result.summary}</span>}
    </>
  )
}
