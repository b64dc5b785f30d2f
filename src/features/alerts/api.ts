import type { PayloadOf } from '~/contract/operations'
import { apiPaths } from '~/contract/paths'
import { request } from '~/lib/http'

type Paths = typeof apiPaths

/** Errors are shown beside the alert form, so these calls never raise the failure toast. */
export const alertsApi = {
  publicKey: () => request(apiPaths.pushKey, {}, { silent: true }),
  create: (payload: PayloadOf<Paths['alertCreate']>) => request(apiPaths.alertCreate, payload, { silent: true }),
  remove: (endpoint: string, id: string) => request(apiPaths.alertRemove, { endpoint, id }, { silent: true }),
}
