import { staticUntilInteractive } from './static-until-interactive'

/**
 * The offer to install the site as an app: the prerendered page cannot know the browser, so it
 * renders nothing until its code, loaded once the page is interactive, has asked the browser.
 */
export const InstallOfferIsland = staticUntilInteractive(() => import('./install-offer').then((m) => m.InstallOffer))
