import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { brand } from './brand'

export interface NavNode {
  label: MessageDescriptor
  /** The path shared by every language (the language prefix is added when linking). */
  path: string
  /** Set for entries that leave the site. */
  href?: string
  children?: NavNode[]
}

/** The site's navigation tree of spec section 2; the header, the drawer, the tabs and the footer read it. */
export const navigation: NavNode[] = [
  {
    label: msg`Quickstart`,
    path: '/about/quickstart',
    children: [
      {
        label: msg`Introduction`,
        path: '/about/intro',
        children: [
          { label: msg`About us`, path: '/about' },
          { label: msg`Why trade with us`, path: '/about/why' },
          { label: msg`What you can trade`, path: '/about/what' },
        ],
      },
      {
        label: msg`Your account`,
        path: '/account',
        children: [
          { label: msg`Account overview`, path: '/account/overview' },
          { label: msg`Deposit`, path: '/account/deposit' },
          { label: msg`Withdrawals`, path: '/account/withdrawals' },
          { label: msg`Payment providers`, path: '/account/providers' },
          { label: msg`Professional client`, path: '/account/client' },
        ],
      },
    ],
  },
  {
    label: msg`Trading`,
    path: '/trading',
    children: [
      {
        label: msg`Platforms`,
        path: '/trading/platforms',
        children: [
          { label: msg`MC Trader app`, path: '/platforms/mctrader' },
          { label: msg`MetaTrader 4`, path: '/platforms/mt4' },
        ],
      },
      {
        label: msg`Markets`,
        path: '/trading/markets',
        children: [
          { label: msg`Forex`, path: '/trading/forex' },
          { label: msg`Metals`, path: '/trading/metals' },
          { label: msg`Energy`, path: '/trading/energy' },
          { label: msg`Spot indices`, path: '/trading/spot' },
        ],
      },
      {
        label: msg`Tools`,
        path: '/trading/tools',
        children: [
          { label: msg`Economic calendar`, path: '/trading/calendar' },
          { label: msg`Real-time quotes`, path: '/trading/realtime' },
          { label: msg`Calculators`, path: '/trading/calculators' },
          { label: msg`Trading costs`, path: '/trading/costs' },
          { label: msg`Trading hours and holidays`, path: '/trading/hours' },
        ],
      },
    ],
  },
  { label: msg`Asset management`, path: '/management', href: brand.urls.assetManagement },
  {
    label: msg`More`,
    path: '/more',
    children: [
      {
        label: msg`Company`,
        path: '/more/company',
        children: [
          { label: msg`Contact`, path: '/more/contact' },
          { label: msg`Liquidity providers`, path: '/about/providers' },
        ],
      },
      { label: msg`Why ${brand.name}`, path: '/more/why' },
      {
        label: msg`Help`,
        path: '/more/help',
        children: [{ label: msg`FAQ`, path: '/more/faq' }],
      },
    ],
  },
]

/**
 * The group whose tab bar a page shows: the deepest node that is the page itself or has the page
 * among its children. Its tabs are the group's own page followed by its children.
 */
export function tabGroupFor(barePath: string, nodes: NavNode[] = navigation): NavNode | undefined {
  for (const node of nodes) {
    if (!node.children) continue
    const deeper = tabGroupFor(barePath, node.children)
    if (deeper) return deeper
    if (node.path === barePath || node.children.some((child) => child.path === barePath)) return node
  }
  return undefined
}
