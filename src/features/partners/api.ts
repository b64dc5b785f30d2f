import { apiPaths } from '~/contract/paths'
import { type RequestOptions, request } from '~/lib/http'
import type { MarketingSource } from '~/lib/marketing-source'

export interface PartnerLead {
  firstName: string
  lastName: string
  email: string
  country: string
  phone: string
  website: string
}

/** The lead with the helper's extra fields: where the visitor came from and the page's language. */
export type PartnerLeadPayload = PartnerLead & MarketingSource & { language: string }

export const partnersApi = {
  submitLead: (payload: PartnerLeadPayload) => request<{ id?: number } | undefined>(apiPaths.partnerLead, payload),
}

export interface PartnerApplication {
  company: string
  website: string
  country: string
  clientBase: string
  model: '' | 'rebate' | 'revenue-share' | 'cpa'
  message: string
  status?: 'draft' | 'submitted'
  updatedAt?: string
  submittedAt?: string | null
}

export const partnerApplicationApi = {
  /** The signed-in user's application as last saved, or null when there is none yet. */
  load: (options?: RequestOptions) =>
    request<{ application: PartnerApplication | null }>(apiPaths.partnerApplication, {}, options),
  saveDraft: (application: PartnerApplication) =>
    request<{ application: PartnerApplication }>(apiPaths.partnerUpdate, application),
  submit: () => request<{ application: PartnerApplication }>(apiPaths.partnerSubmit, {}),
}
