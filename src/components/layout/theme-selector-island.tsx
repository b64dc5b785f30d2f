import { staticUntilInteractive } from '../static-until-interactive'

/**
 * The theme select as the footer and the sign-in pages show it: prerendered, its code loaded once
 * the page is interactive (it costs nothing before). A choice made before that is applied at once
 * by the page's inline theme script (src/lib/theme.ts) and kept for the select when it hydrates.
 */
export const ThemeSelectorIsland = staticUntilInteractive(() => import('./theme-selector').then((m) => m.ThemeSelector))
