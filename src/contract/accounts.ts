import * as v from 'valibot'
import { email, empty, flag, requiredText, text, timestamp } from './fields'
import { partnerTypes } from './partners'
import { isValidPassword, pinPattern } from './rules'

/** Sign-in, registration, PINs and passwords (W102–W105, W201–W203) and the session resource. */
export const loginPayload = v.object({ email, password: requiredText(1, 100), isSave: v.optional(flag, false) })

/**
 * A partner sign-up (`/register?type=partner`): as which kind of partner, and the website or the
 * company the partner works through (at least one). Kept with the account, and the partner
 * application in the user centre starts from it.
 */
export const partnerSignUp = v.pipe(
  v.object({
    type: v.picklist(partnerTypes),
    company: v.optional(text(200), ''),
    website: v.optional(text(300), ''),
  }),
  v.check(({ company, website }) => company !== '' || website !== '', 'partner'),
)

export const signUpDetailsPayload = v.object({
  email,
  password: v.pipe(v.string(), v.check(isValidPassword, 'password')),
  name: requiredText(2, 100),
  country: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/)),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{6,20}$/)),
  partner: v.optional(partnerSignUp),
})

const pin = v.pipe(v.string(), v.trim(), v.regex(pinPattern))
const pinPurposes = ['signup', 'reset'] as const
export type PinPurpose = (typeof pinPurposes)[number]

/**
 * The sign-up a browser started (W103's answer). Only that browser knows it, and a PIN confirms
 * only the sign-up it was sent for: whoever starts another sign-up for the same address gets an
 * id of their own, so the owner's PIN can never confirm a stranger's password.
 */
const requestId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/))
const signupId = requestId
export const signUpStartedAnswer = v.object({ signupId })
export const signUpPayload = v.object({ email, pin, signupId })

/**
 * The password reset a browser asked for (W201's answer), the same for an address without an
 * account. Its PIN belongs to that request only: guesses that name another reset, or none, never
 * count against it, so whoever knows the address cannot use up the owner's PIN.
 */
const resetId = requestId
export const resetStartedAnswer = v.object({ resetId })

/** Names the sign-up (`signupId`) or the password reset (`resetId`) whose PIN to send again. */
export const resendPinPayload = v.variant('purpose', [
  v.object({ email, purpose: v.literal('signup' satisfies PinPurpose), signupId: v.optional(signupId) }),
  v.object({ email, purpose: v.literal('reset' satisfies PinPurpose), resetId }),
])
export const emailOnlyPayload = v.object({ email })

/** Password fields arrive Base64-encoded (spec section 5). */
const base64Text = v.pipe(
  v.string(),
  v.maxLength(200),
  v.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/),
  v.transform((value) => new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))),
)
export const changePasswordPayload = v.object({ pin, email, resetId, password: base64Text, reenterPassword: base64Text })

/** Where the browser goes after signing in (spec section 4: "the address in the response data"). */
export const nextAddressAnswer = v.object({ url: v.string() })
export const emailExistsAnswer = v.object({ exists: v.boolean() })
export const sessionAnswer = v.object({ email: v.string(), name: v.string(), country: v.string(), createdAt: timestamp })
export const sessionPayload = empty
