import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { brand } from '~/config/brand'
import { LocalLink } from '../local-link'
import { LanguageSelector } from './language-selector'
import { DrawerLinksIsland } from './menu-links-island'

/**
 * The menu below 1280 px (src/styles/app.css). A modal <dialog> gives the focus trap, Escape and an inert page for free;
 * <details> gives the tap-to-toggle sub-menus without script.
 */
export function MobileDrawer() {
  const { t } = useLingui()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => {
    // Close after any navigation, including one started from inside the drawer.
    void pathname
    dialogRef.current?.close()
  }, [pathname])
  return (
    <>
      <button type="button" className="drawer-toggle" aria-haspopup="dialog" onClick={() => dialogRef.current?.showModal()}>
        <span aria-hidden="true" className="burger" />
        <span className="visually-hidden">{t`Open menu`}</span>
      </button>
      <dialog ref={dialogRef} className="drawer" aria-label={t`Menu`}>
        <div className="drawer-head">
          <LanguageSelector />
          <button type="button" className="drawer-close" onClick={() => dialogRef.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t`Close menu`}</span>
          </button>
        </div>
        <nav aria-label={t`Main`}>
          <DrawerLinksIsland />
        </nav>
        <div className="drawer-actions">
          <LocalLink className="btn btn-secondary" to="/login">{t`Log in`}</LocalLink>
          <LocalLink className="btn btn-primary" to="/register">{t`Open account`}</LocalLink>
        </div>
        <p className="drawer-note">{brand.legalEntity}</p>
      </dialog>
    </>
  )
}
