import * as v from 'valibot'
import { instruments } from '../config/instruments'
import { isValidEmail, isValidPassword, pinPattern } from './rules'

/**
 * Payload schemas of every operation (design.md section 4). The server validates each request
 * with them; the web app's types come from them, so both ends agree on the contract.
 */
const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.check(isValidEmail, 'email'))
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const requiredText = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max))
/** Form-encoded bodies carry booleans as text. */
const flag = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((value) => value === true || value === 'true' || value === '1'),
)
const knownInstruments = new Set(instruments.map((i) => i.name))
const goods = v.pipe(
  v.string(),
  v.maxLength(400),
  v.transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim().toUpperCase())
        .filter(Boolean),
    ),
  ]),
  v.check((names) => names.length > 0 && names.every((name) => knownInstruments.has(name)), 'goods'),
)
const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'date'),
)

export const loginSchema = v.object({ email, password: requiredText(1, 100), isSave: v.optional(flag, false) })

export const signUpDetailsSchema = v.object({
  email,
  password: v.pipe(v.string(), v.check(isValidPassword, 'password')),
  name: requiredText(2, 100),
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/)),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{6,20}$/)),
})

export const pin = v.pipe(v.string(), v.trim(), v.regex(pinPattern))
export const signUpSchema = v.object({ email, pin })
export const resendPinSchema = v.object({ email, purpose: v.picklist(['signup', 'reset']) })
export const emailOnlySchema = v.object({ email })

/** Password fields arrive Base64-encoded (spec section 5). */
const base64Text = v.pipe(
  v.string(),
  v.maxLength(200),
  v.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/),
  v.transform((value) => new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))),
)
export const changePasswordSchema = v.object({ pin, email, password: base64Text, reenterPassword: base64Text })

export const goodsSchema = v.object({ goods })

/** The orders the calendar can be sorted in (W206). */
export const calendarOrders = ['time-asc', 'time-desc', 'importance-desc'] as const

export const calendarQuerySchema = v.object({
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  currencies: v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), v.maxLength(20)), []),
  importance: v.optional(v.pipe(v.array(v.picklist([1, 2, 3])), v.maxLength(3)), []),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  order: v.optional(v.picklist(calendarOrders), 'time-asc'),
})

export const emptySchema = v.object({})

const sourceFields = {
  keywords: v.optional(text(200), ''),
  group: v.optional(text(200), ''),
  campaign: v.optional(text(200), ''),
  medium: v.optional(text(200), ''),
  source: v.optional(text(200), ''),
  url: v.optional(text(2000), ''),
  referer: v.optional(text(2000), ''),
  title: v.optional(text(300), ''),
}
export const marketingSourceSchema = v.object(sourceFields)

export const partnerLeadSchema = v.object({
  firstName: v.optional(text(100), ''),
  lastName: v.optional(text(100), ''),
  email,
  country: v.optional(text(100), ''),
  phone: v.optional(text(40), ''),
  website: v.optional(text(300), ''),
  language: v.optional(v.picklist(['de', 'en', 'pl']), 'en'),
  ...sourceFields,
})

export const partnerApplicationSchema = v.object({
  company: v.optional(text(200), ''),
  website: v.optional(text(300), ''),
  country: v.optional(text(100), ''),
  clientBase: v.optional(text(100), ''),
  model: v.optional(v.picklist(['', 'rebate', 'revenue-share', 'cpa']), ''),
  message: v.optional(text(2000), ''),
})

export type LoginPayload = v.InferOutput<typeof loginSchema>
export type CalendarQuery = v.InferOutput<typeof calendarQuerySchema>
export type PartnerLeadInput = v.InferOutput<typeof partnerLeadSchema>
export type PartnerApplicationInput = v.InferOutput<typeof partnerApplicationSchema>

/** First-party analytics, sent only after the visitor accepted analytics cookies. */
export const pageViewSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)),
  query: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  language: v.picklist(['de', 'en', 'pl']),
})

export const outboundClickSchema = v.object({
  url: v.pipe(v.string(), v.url(), v.maxLength(2000)),
  from: v.pipe(v.string(), v.startsWith('/'), v.maxLength(500)),
})
