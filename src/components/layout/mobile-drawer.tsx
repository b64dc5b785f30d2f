import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { brand } from '~/config/brand'
import { type NavNode, navigation } from '~/config/navigation'
import { LocalLink } from '../local-link'
import { ExternalMark } from './desktop-menu'
import { LanguageSelector } from './language-selector'

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
          <ul className="drawer-list">
            {navigation.map((node) => (
              <li key={node.path}>
                <DrawerNode node={node} />
              </li>
            ))}
          </ul>
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

function DrawerNode({ node }: { node: NavNode }) {
  const { i18n, t } = useLingui()
  if (node.href) {
    return (
      <a href={node.href} target="_blank" rel="noopener">
        {i18n._(node.label)}
        <ExternalMark />
      </a>
    )
  }
  if (!node.children) return <LocalLink to={node.path}>{i18n._(node.label)}</LocalLink>
  return (
    <details>
      <summary>{i18n._(node.label)}</summary>
      <ul>
        <li>
          <LocalLink to={node.path}>{t`${i18n._(node.label)}: overview`}</LocalLink>
        </li>
        {node.children.map((child) => (
          <li key={child.path}>
            <DrawerNode node={child} />
          </li>
        ))}
      </ul>
    </details>
  )
}
