import type { PayloadOf } from '~/contract/operations'
import { apiPaths } from '~/contract/paths'
import { request } from '~/lib/http'

type Paths = typeof apiPaths

/** Statistics calls never bother the visitor with an error toast. */
export const trackingApi = {
  marketingSource: (source: PayloadOf<Paths['marketingSource']>) => request(apiPaths.marketingSource, source, { silent: true }),
  pageView: (view: PayloadOf<Paths['pageView']>) => request(apiPaths.pageView, view, { silent: true }),
  /** A beacon survives the page being left, so the click is counted without delaying the navigation. */
  outboundClick: (click: PayloadOf<Paths['outboundClick']>) =>
    navigator.sendBeacon?.(apiPaths.outboundClick, new Blob([JSON.stringify(click)], { type: 'application/json' })),
}
