import * as v from 'valibot'
import { email, text, timestamp } from './fields'
import { locales } from './locales'
import { marketingSourceFields } from './tracking'

/** The public lead form (updateMCPartner) and the signed-in partner application (W606–W608). */
export const partnerLeadPayload = v.object({
  firstName: v.optional(text(100), ''),
  lastName: v.optional(text(100), ''),
  email,
  country: v.optional(text(100), ''),
  phone: v.optional(text(40), ''),
  website: v.optional(text(300), ''),
  language: v.optional(v.picklist(locales), 'en'),
  ...marketingSourceFields,
})
export type PartnerLeadInput = v.InferOutput<typeof partnerLeadPayload>
export const partnerLeadAnswer = v.object({ id: v.number() })

export const partnerModels = ['', 'rebate', 'revenue-share', 'cpa'] as const
/** Introducing broker or affiliate, as a partner signs up (spec section 1). */
export const partnerTypes = ['ib', 'affiliate'] as const
export type PartnerType = (typeof partnerTypes)[number]

export const partnerApplicationPayload = v.object({
  type: v.optional(v.picklist(['', ...partnerTypes]), ''),
  company: v.optional(text(200), ''),
  website: v.optional(text(300), ''),
  country: v.optional(text(100), ''),
  clientBase: v.optional(text(100), ''),
  model: v.optional(v.picklist(partnerModels), ''),
  message: v.optional(text(2000), ''),
})
export type PartnerApplicationInput = v.InferOutput<typeof partnerApplicationPayload>

export const partnerApplication = v.object({
  type: v.picklist(['', ...partnerTypes]),
  company: v.string(),
  website: v.string(),
  country: v.string(),
  clientBase: v.string(),
  model: v.picklist(partnerModels),
  message: v.string(),
  status: v.picklist(['draft', 'submitted']),
  updatedAt: timestamp,
  submittedAt: v.nullable(timestamp),
})
export type PartnerApplication = v.InferOutput<typeof partnerApplication>

export const partnerApplicationAnswer = v.object({ application: partnerApplication })
/** `application: null` rather than an empty dt: dt stays an object, and null says "none yet" plainly. */
export const savedPartnerApplicationAnswer = v.object({ application: v.nullable(partnerApplication) })
