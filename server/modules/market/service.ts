import type { AnswerOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { QuoteFeed } from '../../feeds/quote-feed'
import { type Outcome, success } from '../../outcome'

type Paths = typeof apiPaths

/** Quotes from the feed, as the contract answers them. */
export function marketService(feed: QuoteFeed) {
  return {
    quotes: (names: readonly string[]): Outcome<AnswerOf<Paths['quoteList']>> => success({ list: feed.quotes([...names]) }),

    openPrices: (names: readonly string[]): Outcome<AnswerOf<Paths['openPrice']>> =>
      success({ list: feed.openPrices([...names]) }),
  }
}

export type MarketService = ReturnType<typeof marketService>
