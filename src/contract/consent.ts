import * as v from 'valibot'
import { timestamp } from './fields'
import { locales } from './locales'

/**
 * The cookie categories a visitor chooses among (content/legal/en/cookie-policy.md, sections 4 and
 * 5): strictly necessary cookies are always on and are part of every record, so a record states the
 * whole choice; analytics is the one category that needs consent.
 */
export const consentCategories = ['necessary', 'analytics'] as const
export type ConsentCategory = (typeof consentCategories)[number]

/**
 * One cookie choice, recorded so the operator can demonstrate consent (GDPR Art. 7(1)): the
 * categories chosen, the version (date) of the cookie policy the notice linked, when the visitor
 * chose (a choice made offline arrives later) and the language of the notice. The device is the
 * IMEI header; no address or browser description is part of it.
 */
export const consentRecordPayload = v.object({
  categories: v.pipe(
    v.array(v.picklist(consentCategories)),
    v.check((chosen) => chosen.includes('necessary'), 'necessary'),
    v.check((chosen) => new Set(chosen).size === chosen.length, 'unique'),
  ),
  policyVersion: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  chosenAt: timestamp,
  language: v.picklist(locales),
})
