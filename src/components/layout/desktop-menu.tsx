import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { menuHoverDelayMs } from '~/config/constants'
import { type NavNode, navigation } from '~/config/navigation'
import { createHoverIntent } from '~/lib/timing'
import { LocalLink } from '../local-link'
import { ExternalMark } from './external-mark'
import { SubmenuLinksIsland } from './menu-links-island'

export function DesktopMenu() {
  const { t } = useLingui()
  return (
    <nav className="desktop-menu" aria-label={t`Main`}>
      <ul className="desktop-menu-bar">
        {navigation.map((node) => (
          <li key={node.path}>{node.children ? <MenuItemWithSubmenu node={node} /> : <TopLink node={node} />}</li>
        ))}
      </ul>
    </nav>
  )
}

function TopLink({ node }: { node: NavNode }) {
  const { i18n } = useLingui()
  if (node.href) {
    return (
      <a className="desktop-menu-link" href={node.href} rel="noopener" target="_blank">
        {i18n._(node.label)}
        <ExternalMark />
      </a>
    )
  }
  return (
    <LocalLink className="desktop-menu-link" to={node.path}>
      {i18n._(node.label)}
    </LocalLink>
  )
}

/** A disclosure: hover opens it after the spec's delay, a click or Enter toggles it, Escape closes it. */
function MenuItemWithSubmenu({ node }: { node: NavNode }) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const intent = useMemo(() => createHoverIntent(menuHoverDelayMs, setOpen), [])
  const rootRef = useRef<HTMLDivElement>(null)
  useEffect(() => () => intent.dispose(), [intent])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus handling for the menu item; its button is the control
    <div
      ref={rootRef}
      className="submenu-root"
      onPointerEnter={(e) => e.pointerType === 'mouse' && intent.enter()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && intent.leave()}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          intent.leave()
          rootRef.current?.querySelector('button')?.focus()
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) intent.leave()
      }}
    >
      <button
        type="button"
        className="desktop-menu-link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => intent.toggle()}
      >
        {i18n._(node.label)}
        <span aria-hidden="true" className="chevron" />
      </button>
      <div id={panelId} className="submenu-panel" hidden={!open}>
        <SubmenuLinksIsland node={node} onNavigate={intent.leave} />
      </div>
    </div>
  )
}
