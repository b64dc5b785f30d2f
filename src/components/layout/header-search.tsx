import { useLingui } from '@lingui/react/macro'
import { type ComponentType, type RefObject, useRef, useState } from 'react'
import type { Locale } from '~/contract/locales'
import { loadCatalog } from '~/lib/i18n'
import { useLocale } from '~/lib/use-locale'
import { LocalLink } from '../local-link'

type SearchDialogComponent = ComponentType<{ trigger: RefObject<HTMLElement | null>; onClose: () => void }>

/**
 * The dialog's code and the language's whole catalog, which the dialog's texts and results need
 * (the page carries only its own). Should the catalog fail, the dialog opens all the same: a text
 * still missing then asks for the catalog again (src/lib/i18n.ts).
 */
const loadDialog = (locale: Locale) =>
  Promise.all([
    import('../search/search-dialog').then((module) => module.SearchDialog as SearchDialogComponent),
    loadCatalog(locale).catch(() => {}),
  ]).then(([dialog]) => dialog)

/**
 * The header's search: a link to the search page (which works before the app and without scripts)
 * that, once the app runs, opens the search dialog instead. The dialog, the library and the index
 * load when a visitor goes to search (pointer over, focus or click), never with the page.
 */
export function HeaderSearch() {
  const { t } = useLingui()
  const locale = useLocale()
  const trigger = useRef<HTMLAnchorElement>(null)
  // The dialog's component while it is open.
  const [Dialog, setDialog] = useState<SearchDialogComponent>()
  return (
    <>
      <LocalLink
        to="/search"
        className="header-search"
        onPointerEnter={() => loadDialog(locale)}
        onFocus={() => loadDialog(locale)}
        onClick={(event) => {
          // A new tab (Ctrl or Cmd) opens the search page, as any link would.
          if (event.ctrlKey || event.metaKey) return
          event.preventDefault()
          trigger.current = event.currentTarget
          void loadDialog(locale).then((loaded) => setDialog(() => loaded))
        }}
      >
        <span aria-hidden="true" className="search-icon" />
        <span className="visually-hidden">{t`Search`}</span>
      </LocalLink>
      {Dialog && <Dialog trigger={trigger} onClose={() => setDialog(undefined)} />}
    </>
  )
}
