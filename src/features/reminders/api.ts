import type { PayloadOf } from '~/contract/operations'
import { apiPaths } from '~/contract/paths'
import { request } from '~/lib/http'

type Paths = typeof apiPaths

/** Errors are shown beside the reminder form, so these calls never raise the failure toast. */
export const remindersApi = {
  create: (payload: PayloadOf<Paths['reminderCreate']>) => request(apiPaths.reminderCreate, payload, { silent: true }),
  remove: (endpoint: string, id: string) => request(apiPaths.reminderRemove, { endpoint, id }, { silent: true }),
}
