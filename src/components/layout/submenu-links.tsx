import { useLingui } from '@lingui/react/macro'
import type { NavNode } from '~/config/navigation'
import { LocalLink } from '../local-link'

/** A desktop sub-menu's links: the section's overview, then each group with its pages. */
export function SubmenuLinks({ node, onNavigate }: { node: NavNode; onNavigate: () => void }) {
  const { i18n, t } = useLingui()
  return (
    <>
      <LocalLink className="submenu-overview" to={node.path} onClick={onNavigate}>
        {t`${i18n._(node.label)}: overview`}
      </LocalLink>
      <div className="submenu-groups">
        {node.children?.map((group) => (
          <div key={group.path} className="submenu-group">
            <LocalLink className="submenu-group-title" to={group.path} onClick={onNavigate}>
              {i18n._(group.label)}
            </LocalLink>
            {group.children && (
              <ul>
                {group.children.map((child) => (
                  <li key={child.path}>
                    <LocalLink to={child.path} onClick={onNavigate}>
                      {i18n._(child.label)}
                    </LocalLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </>
  )
}
