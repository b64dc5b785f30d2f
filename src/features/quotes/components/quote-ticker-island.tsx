import { staticUntilInteractive } from '~/components/static-until-interactive'

/**
 * The ticker's prices start only once the page is interactive (src/features/quotes/use-live-quotes.ts),
 * so its code (the quote queries, the stream, the request layer) waits for that moment too: until
 * then the prerendered ticker, with its fixed size and its links, is what the visitor sees.
 */
export const QuoteTickerIsland = staticUntilInteractive(() => import('./quote-ticker').then((m) => m.QuoteTicker))
