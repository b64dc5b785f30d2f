import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef } from 'react'
import { tabGroupFor } from '~/config/navigation'
import { useBarePath } from '~/lib/use-locale'
import { LocalLink } from './local-link'

/**
 * Below 960 px the tabs are one row that scrolls sideways (spec section 9): the current tab is
 * brought into the middle of it, so a page deep in a section does not show its siblings only. From
 * 960 px the row wraps and shows every tab, and there is nothing to scroll.
 */
function showCurrentTab(list: HTMLUListElement | null) {
  const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
  if (!list || !current || list.scrollWidth <= list.clientWidth) return
  // Scrolling the row itself, never the page (scrollIntoView would also move the page vertically).
  list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2
}

/** The children of the current section as tabs; the current one is found by matching the path. */
export function SubNavTabs() {
  const { i18n, t } = useLingui()
  const barePath = useBarePath()
  const list = useRef<HTMLUListElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab moves with the path
  useLayoutEffect(() => showCurrentTab(list.current), [barePath])
  const group = tabGroupFor(barePath)
  if (!group?.children) return null
  const tabs = [
    { path: group.path, label: t`Overview` },
    ...group.children.map((c) => ({ path: c.path, label: i18n._(c.label) })),
  ]
  return (
    <nav className="sub-nav" aria-label={t`${i18n._(group.label)}: sections`}>
      <ul ref={list} className="container sub-nav-list">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <LocalLink to={tab.path} className="sub-nav-tab" aria-current={tab.path === barePath ? 'page' : undefined}>
              {tab.label}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
