import { brand } from '../../../src/config/brand'
import { errorCodes } from '../../../src/contract/envelope'
import type { Locale } from '../../../src/contract/locales'
import { mailMessages } from '../../../src/contract/mail-messages'
import type { AnswerOf, InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import { isValidPassword } from '../../../src/contract/rules'
import { localizedPath } from '../../../src/lib/locale-path'
import type { Caller } from '../../api/context'
import { formatMessage } from '../../i18n/messages'
import type { Mailer } from '../../mail'
import { type Outcome, refusal, success } from '../../outcome'
import { type RateLimits, withinLimits } from '../../rate-limits'
import { decoyHash, hashPassword, verifyPassword } from './passwords'
import { type AuthRepo, newRequestId, type PinRequest, pinMinutes } from './repo'

type Paths = typeof apiPaths
type Nothing = Record<string, never>

/** Sign-in, registration, PINs and passwords. Knows nothing of HTTP: routes translate its outcomes. */
export function authService(repo: AuthRepo, mailer: Mailer, limits: RateLimits) {
  async function mailPin(email: string, request: PinRequest, locale: Locale) {
    const pin = await repo.issuePin(email, request)
    const values = { brand: brand.name, pin, minutes: pinMinutes }
    const [subject, body] =
      request.purpose === 'signup'
        ? [mailMessages.signupSubject, mailMessages.signupBody]
        : [mailMessages.resetSubject, mailMessages.resetBody]
    await mailer.send({ to: email, subject: formatMessage(subject, locale, values), body: formatMessage(body, locale, values) })
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
      if (!(await limits.loginGuesses.attempt(input.email, caller.address))) return refusal(errorCodes.rateLimited)
      const user = await repo.findUserByEmail(input.email)
      // The same work and the same answer whether the account is unknown or the password wrong.
      const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash))
      if (!user || !valid) return refusal(errorCodes.invalidCredentials)
      await limits.loginGuesses.succeeded(input.email, caller.address)
      return success(await signIn(user.id, caller))
    },

    async signUpFirstStep(
      input: InputOf<Paths['signUpFirstStep']>,
      caller: Caller,
    ): Promise<Outcome<AnswerOf<Paths['signUpFirstStep']>>> {
      if (!(await withinLimits(() => limits.pinByAddress.attempt(caller.address), ...pinMailLimits(input.email, caller))))
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
      await mailPin(input.email, { purpose: 'signup', signupId }, caller.locale)
      return success({ signupId })
    },

    async signUp(input: InputOf<Paths['signUp']>, caller: Caller): Promise<Outcome<{ token: string; url: string }>> {
      if (!(await limits.pinGuesses.attempt(input.email, caller.address))) return refusal(errorCodes.rateLimited)
      if (!(await repo.findPendingSignup(input.signupId, input.email))) return refusal(errorCodes.invalidPin)
      if (await repo.findUserByEmail(input.email)) return refusal(errorCodes.emailTaken)
      if (!(await repo.consumePin(input.email, { purpose: 'signup', signupId: input.signupId }, input.pin)))
        return refusal(errorCodes.invalidPin)
      await limits.pinGuesses.succeeded(input.email, caller.address)
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
          await mailPin(input.email, { purpose: 'signup', signupId: input.signupId }, caller.locale)
      } else if (await repo.isResetOpen(input.email, input.resetId))
        await mailPin(input.email, { purpose: 'reset', resetId: input.resetId }, caller.locale)
      return success({})
    },

    /**
     * Starts a password reset of its own and answers its id, alike whether or not the address has
     * an account (for none, the id is drawn the same way and nothing is stored), so it reveals none.
     * The PIN mailed belongs to this request: another request's guesses never use it up.
     */
    async forgotPassword(
      input: InputOf<Paths['forgotPassword']>,
      caller: Caller,
    ): Promise<Outcome<AnswerOf<Paths['forgotPassword']>>> {
      const key = `reset:${input.email}`
      if (
        !(await withinLimits(
          () => limits.resetByAddress.attempt(caller.address),
          () => limits.pinResendByAccount.attempt(key),
          ...pinMailLimits(input.email, caller),
        ))
      )
        return refusal(errorCodes.rateLimited)
      const resetId = newRequestId()
      if (await repo.findUserByEmail(input.email)) await mailPin(input.email, { purpose: 'reset', resetId }, caller.locale)
      return success({ resetId })
    },

    async emailExists(input: InputOf<Paths['emailExists']>, caller: Caller): Promise<Outcome<AnswerOf<Paths['emailExists']>>> {
      if (!(await limits.emailExistsByAddress.attempt(caller.address))) return refusal(errorCodes.rateLimited)
      return success({ exists: Boolean(await repo.findUserByEmail(input.email)) })
    },

    async changePassword(input: InputOf<Paths['changePassword']>, caller: Caller): Promise<Outcome<Nothing>> {
      // Mistakes in the form are no guesses at the PIN: they are answered before anything counts.
      if (input.password !== input.reenterPassword) return refusal(errorCodes.passwordsDiffer)
      if (!isValidPassword(input.password)) return refusal(errorCodes.invalidPayload)
      if (!(await limits.pinGuesses.attempt(input.email, caller.address))) return refusal(errorCodes.rateLimited)
      const user = await repo.findUserByEmail(input.email)
      if (!user || !(await repo.consumePin(input.email, { purpose: 'reset', resetId: input.resetId }, input.pin)))
        return refusal(errorCodes.invalidPin)
      await limits.pinGuesses.succeeded(input.email, caller.address)
      await repo.updatePassword(user, await hashPassword(input.password))
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
