import type { PayloadOf } from '~/contract/operations'
import { apiPaths } from '~/contract/paths'
import { request } from '~/lib/http'

type Paths = typeof apiPaths

export const partnersApi = {
  /** The lead with the helper's extra fields: where the visitor came from and the page's language. */
  submitLead: (payload: PayloadOf<Paths['partnerLead']>) => request(apiPaths.partnerLead, payload),
  saveDraft: (application: PayloadOf<Paths['partnerUpdate']>) => request(apiPaths.partnerUpdate, application),
  submit: () => request(apiPaths.partnerSubmit, {}),
}
