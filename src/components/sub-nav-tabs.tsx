import { useLingui } from '@lingui/react/macro'
import { tabGroupFor } from '~/config/navigation'
import { useBarePath } from '~/lib/use-locale'
import { LocalLink } from './local-link'

/** The children of the current section as tabs; the current one is found by matching the path. */
export function SubNavTabs() {
  const { i18n, t } = useLingui()
  const barePath = useBarePath()
  const group = tabGroupFor(barePath)
  if (!group?.children) return null
  const tabs = [
    { path: group.path, label: t`Overview` },
    ...group.children.map((c) => ({ path: c.path, label: i18n._(c.label) })),
  ]
  return (
    <nav className="sub-nav" aria-label={t`${i18n._(group.label)}: sections`}>
      <ul className="container sub-nav-list">
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
