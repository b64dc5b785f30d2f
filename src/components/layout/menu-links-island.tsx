import { staticUntilInteractive } from '../static-until-interactive'

/**
 * The header's two menus hold every page of the site as a link, some hundred router links and a
 * third of a page's elements, all hidden until a menu opens. Hydrated with the page, they made its
 * render and its one commit (the longest task of a first visit) that much longer; as islands they
 * are prerendered as they were and take over once the page is interactive, in slices of their own.
 * A link followed before then is an ordinary link: the browser loads the page.
 */
export const SubmenuLinksIsland = staticUntilInteractive(() => import('./submenu-links').then((m) => m.SubmenuLinks))
export const DrawerLinksIsland = staticUntilInteractive(() => import('./drawer-links').then((m) => m.DrawerLinks))
