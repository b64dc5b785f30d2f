import type { PayloadOf } from '~/contract/operations'
import { apiPaths } from '~/contract/paths'
import { request } from '~/lib/http'

type Paths = typeof apiPaths

/** Statistics calls never bother the visitor with an error toast. */
export const trackingApi = {
  marketingSource: (source: PayloadOf<Paths['marketingSource']>) => request(apiPaths.marketingSource, source, { silent: true }),
  pageView: (view: PayloadOf<Paths['pageView']>) => request(apiPaths.pageView, view, { silent: true }),
  /**
   * Kept alive, the request survives the page being left, so the click is counted without delaying
   * the navigation; unlike a beacon it carries the client headers (the device id its limit counts by).
   */
  outboundClick: (click: PayloadOf<Paths['outboundClick']>) =>
    request(apiPaths.outboundClick, click, { silent: true, keepalive: true }),
}
