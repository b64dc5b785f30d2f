import * as v from 'valibot'
import { text } from './fields'
import { locales } from './locales'

/** Where a visitor came from (W605, spec section 3), and first-party page-view and outbound-link statistics. */
export const marketingSourceFields = {
  keywords: v.optional(text(200), ''),
  group: v.optional(text(200), ''),
  campaign: v.optional(text(200), ''),
  medium: v.optional(text(200), ''),
  source: v.optional(text(200), ''),
  url: v.optional(text(2000), ''),
  referer: v.optional(text(2000), ''),
  title: v.optional(text(300), ''),
}
export const marketingSourcePayload = v.object(marketingSourceFields)
export type MarketingSource = v.InferOutput<typeof marketingSourcePayload>

/** Sent only after the visitor accepted analytics cookies. */
export const pageViewPayload = v.object({
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)),
  query: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  language: v.picklist(locales),
})

export const outboundClickPayload = v.object({
  url: v.pipe(v.string(), v.url(), v.maxLength(2000)),
  from: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)),
})
