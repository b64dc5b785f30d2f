import { apiPaths } from '~/contract/paths'
import type { CreateAlertPayload, PriceAlert } from '~/contract/price-alerts'
import { request } from '~/lib/http'

/** Errors are shown beside the alert form, so these calls never raise the failure toast. */
export const alertsApi = {
  publicKey: () => request<{ publicKey: string }>(apiPaths.alertKey, {}, { silent: true }),
  create: (payload: CreateAlertPayload) => request<{ alert: PriceAlert }>(apiPaths.alertCreate, payload, { silent: true }),
  list: (endpoint: string) => request<{ alerts: PriceAlert[] }>(apiPaths.alertList, { endpoint }, { silent: true }),
  remove: (endpoint: string, id: string) => request<{ id: string }>(apiPaths.alertRemove, { endpoint, id }, { silent: true }),
}
