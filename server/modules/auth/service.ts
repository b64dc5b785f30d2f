import { brand } from '../../../src/config/brand'
import type { PinPurpose } from '../../../src/contract/accounts'
import { errorCodes } from '../../../src/contract/envelope'
import type { Locale } from '../../../src/contract/locales'
import { mailMessages } from '../../../src/contract/mail-messages'
import type { AnswerOf, InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import { isValidPassword } from '../../../src/contract/rules'
import { localizedPath } from '../../../src/lib/locale-path'
import type { Caller } from '../../api/context'
import { translate } from '../../i18n/messages'
import type { Mailer } from '../../mail'
import { type Outcome, refusal, success } from '../../outcome'
import { type RateLimits, withinLimits } from '../../rate-limits'
import { decoyHash, hashPassword, verifyPassword } from './passwords'
import { type AuthRepo, pinMinutes } from './repo'

type Paths = typeof apiPaths
type Nothing = Record<string, never>

/** Sign-in, registration, PINs and passwords. Knows nothing of HTTP: routes translate its outcomes. */
export function authService(repo: AuthRepo, mailer: Mailer, limits: RateLimits) {
  async function mailPin(email: string, purpose: PinPurpose, locale: Locale, signupId: string | null = null) {
    const pin = await repo.issuePin(email, purpose, signupId)
    const fill = (text: string) =>
      text.replaceAll('{brand}', brand.name).replaceAll('{pin}', pin).replaceAll('{minutes}', String(pinMinutes))
    const [subject, body] =
      purpose === 'signup'
        ? [mailMessages.signupSubject, mailMessages.signupBody]
        : [mailMessages.resetSubject, mailMessages.resetBody]
    await mailer.send({ to: email, subject: fill(translate(subject, locale)), body: fill(translate(body, locale)) })
  }

  /**
   * The daily caps on PIN mails, per address and per e-mail address; counted whether or not an
   * account exists, so the answer reveals none.
   */
  const pinMailLimits = (email: string, caller: Caller) => [
    () => limits.pinMailsByAddress.attempt(caller.address),
    () => limits.pinMailsByAccount.attempt(email),
  ]

  /** A fresh token at every sign-in; the one presented (if any) stops working. */
  async function signIn(userId: number, caller: Caller) {
    if (caller.token) await repo.revokeSession(caller.token)
    return { token: await repo.createSession(userId), url: localizedPath(caller.locale, '/uc') }
  }

  return {
    async login(input: InputOf<Paths['login']>, caller: Caller): Promise<Outcome<{ token: string; url: string }>> {
      if (
        !(await withinLimits(
          () => limits.loginByAddress.attempt(caller.address),
          () => limits.loginByAccount.attempt(input.email),
        ))
      )
        return refusal(errorCodes.rateLimited)
      const user = await repo.findUserByEmail(input.email)
      // The same work and the same answer whether the account is unknown or the password wrong.
      const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash))
      if (!user || !valid) return refusal(errorCodes.invalidCredentials)
      return success(await signIn(user.id, caller))
    },

    async signUpFirstStep(
      input: InputOf<Paths['signUpFirstStep']>,
      caller: Caller,
    ): Promise<Outcome<AnswerOf<Paths['signUpFirstStep']>>> {
      if (
        !(await withinLimits(
          () => limits.pinByAddress.attempt(caller.address),
          () => limits.pinByAccount.attempt(input.email),
          ...pinMailLimits(input.email, caller),
        ))
      )
        return refusal(errorCodes.rateLimited)
      if (await repo.findUserByEmail(input.email)) return refusal(errorCodes.emailTaken)
      const { password, partner, ...details } = input
      const signupId = await repo.savePendingSignup({
        ...details,
        partner_type: partner?.type ?? null,
        partner_company: partner?.company ?? null,
        partner_website: partner?.website ?? null,
        password_hash: await hashPassword(password),
      })
      await mailPin(input.email, 'signup', caller.locale, signupId)
      return success({ signupId })
    },

    async signUp(input: InputOf<Paths['signUp']>, caller: Caller): Promise<Outcome<{ token: string; url: string }>> {
      // Guesses count per address and per account, so spreading them over addresses gains nothing.
      if (
        !(await withinLimits(
          () => limits.pinByAddress.attempt(caller.address),
          () => limits.pinByAccount.attempt(input.email),
        ))
      )
        return refusal(errorCodes.rateLimited)
      if (!(await repo.findPendingSignup(input.signupId, input.email))) return refusal(errorCodes.invalidPin)
      if (await repo.findUserByEmail(input.email)) return refusal(errorCodes.emailTaken)
      if (!(await repo.consumePin(input.email, 'signup', input.pin, input.signupId))) return refusal(errorCodes.invalidPin)
      const userId = await repo.promotePendingSignup(input.signupId)
      if (userId === undefined) return refusal(errorCodes.emailTaken)
      return success(await signIn(userId, caller))
    },

    /** Answers alike whether or not there is anything to resend, so it reveals no accounts. */
    async resendPin(input: InputOf<Paths['resendPin']>, caller: Caller): Promise<Outcome<Nothing>> {
      const key = `${input.purpose}:${input.email}`
      if (
        !(await withinLimits(
          () => limits.pinByAddress.attempt(caller.address),
          () => limits.pinResendByAccount.attempt(key),
          ...pinMailLimits(input.email, caller),
        ))
      )
        return refusal(errorCodes.rateLimited)
      if (input.purpose === 'signup') {
        if (input.signupId && (await repo.findPendingSignup(input.signupId, input.email)))
          await mailPin(input.email, 'signup', caller.locale, input.signupId)
      } else if (await repo.findUserByEmail(input.email)) await mailPin(input.email, 'reset', caller.locale)
      return success({})
    },

    async forgotPassword(input: InputOf<Paths['forgotPassword']>, caller: Caller): Promise<Outcome<Nothing>> {
      const key = `reset:${input.email}`
      if (
        !(await withinLimits(
          () => limits.resetByAddress.attempt(caller.address),
          () => limits.pinResendByAccount.attempt(key),
          ...pinMailLimits(input.email, caller),
        ))
      )
        return refusal(errorCodes.rateLimited)
      if (await repo.findUserByEmail(input.email)) await mailPin(input.email, 'reset', caller.locale)
      return success({})
    },

    async emailExists(input: InputOf<Paths['emailExists']>, caller: Caller): Promise<Outcome<AnswerOf<Paths['emailExists']>>> {
      if (!(await limits.emailExistsByAddress.attempt(caller.address))) return refusal(errorCodes.rateLimited)
      return success({ exists: Boolean(await repo.findUserByEmail(input.email)) })
    },

    async changePassword(input: InputOf<Paths['changePassword']>, caller: Caller): Promise<Outcome<Nothing>> {
      if (
        !(await withinLimits(
          () => limits.pinByAddress.attempt(caller.address),
          () => limits.pinByAccount.attempt(input.email),
        ))
      )
        return refusal(errorCodes.rateLimited)
      if (input.password !== input.reenterPassword) return refusal(errorCodes.passwordsDiffer)
      if (!isValidPassword(input.password)) return refusal(errorCodes.invalidPayload)
      const user = await repo.findUserByEmail(input.email)
      if (!user || !(await repo.consumePin(input.email, 'reset', input.pin))) return refusal(errorCodes.invalidPin)
      await repo.updatePassword(user.id, await hashPassword(input.password))
      return success({})
    },

    async session(caller: Caller): Promise<Outcome<AnswerOf<Paths['session']>>> {
      const user = caller.userId === undefined ? undefined : await repo.findUserById(caller.userId)
      if (!user) return refusal(errorCodes.notSignedIn)
      return success({ email: user.email, name: user.name, country: user.country, createdAt: user.created_at })
    },

    /** The signed-in user behind a token, for operations that need one. */
    userOf: (token: string | undefined) => (token ? repo.sessionUserId(token) : Promise.resolve(undefined)),

    async logout(caller: Caller) {
      if (caller.token) await repo.revokeSession(caller.token)
    },
  }
}

export type AuthService = ReturnType<typeof authService>
