import { apiPaths } from '~/contract/paths'
import { request } from '~/lib/http'
import type { MarketingSource } from '~/lib/marketing-source'

/** Statistics calls never bother the visitor with an error toast. */
export const trackingApi = {
  marketingSource: (source: MarketingSource) => request(apiPaths.marketingSource, source, { silent: true }),
  pageView: (view: { path: string; query: string; language: string }) => request(apiPaths.pageView, view, { silent: true }),
  /** A beacon survives the page being left, so the click is counted without delaying the navigation. */
  outboundClick: (url: string, from: string) =>
    navigator.sendBeacon?.(apiPaths.outboundClick, new Blob([JSON.stringify({ url, from })], { type: 'application/json' })),
}
