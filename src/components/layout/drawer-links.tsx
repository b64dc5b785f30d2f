import { useLingui } from '@lingui/react/macro'
import { type NavNode, navigation } from '~/config/navigation'
import { LocalLink } from '../local-link'
import { ExternalMark } from './external-mark'

/** The drawer's tree of links; <details> gives the tap-to-toggle sub-menus without script. */
export function DrawerLinks() {
  return (
    <ul className="drawer-list">
      {navigation.map((node) => (
        <li key={node.path}>
          <DrawerNode node={node} />
        </li>
      ))}
    </ul>
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
