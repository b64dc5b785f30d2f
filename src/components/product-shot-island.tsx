import { staticUntilInteractive } from './static-until-interactive'

/**
 * A product screenshot as pages show it: a picture and its caption, prerendered in full, so its
 * code (the file names and widths, the alternative text's messages) loads only once the page is
 * interactive and costs nothing before.
 */
export const ProductShotIsland = staticUntilInteractive(() => import('./product-shot').then((m) => m.ProductShot))
