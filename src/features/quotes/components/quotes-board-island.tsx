import { staticUntilInteractive } from '~/components/static-until-interactive'

/**
 * The board's prices start only once the page is interactive (src/features/quotes/use-live-quotes.ts),
 * so its code waits for that moment too: until then the prerendered board, its 30 rows and their
 * links, is what the visitor reads (its pause button has nothing to pause before the first prices).
 */
export const QuotesBoardIsland = staticUntilInteractive(() => import('./quotes-board').then((m) => m.QuotesBoard))
