import { brand } from '../../../src/config/brand'
import { errorCodes } from '../../../src/contract/envelope'
import { mailMessages } from '../../../src/contract/mail-messages'
import { isValidPassword } from '../../../src/contract/rules'
import type { Locale } from '../../../src/lib/locale-path'
import { localizedPath } from '../../../src/lib/locale-path'
import { translate } from '../../http/messages'
import type { RateLimits } from '../../http/rate-limit'
import type { Mailer } from '../../mail'
import { decoyHash, hashPassword, verifyPassword } from './passwords'
import { type AuthRepo, pinMinutes } from './repo'

export type Outcome<T> = { ok: true; value: T } | { ok: false; ec: number }

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })
const no = (ec: number): Outcome<never> => ({ ok: false, ec })

export interface Caller {
  address: string
  locale: Locale
  /** The session token the caller presented, if any. */
  token?: string
}

/** Sign-in, registration, PINs and passwords. Knows nothing of HTTP: routes translate its outcomes. */
export function authService(repo: AuthRepo, mailer: Mailer, limits: RateLimits) {
  async function mailPin(email: string, purpose: 'signup' | 'reset', locale: Locale) {
    const pin = await repo.issuePin(email, purpose)
    const fill = (text: string) =>
      text.replaceAll('{brand}', brand.name).replaceAll('{pin}', pin).replaceAll('{minutes}', String(pinMinutes))
    const [subject, body] =
      purpose === 'signup'
        ? [mailMessages.signupSubject, mailMessages.signupBody]
        : [mailMessages.resetSubject, mailMessages.resetBody]
    await mailer.send({ to: email, subject: fill(translate(subject, locale)), body: fill(translate(body, locale)) })
  }

  async function signIn(userId: number, caller: Caller) {
    // A fresh token at every sign-in; the one presented (if any) stops working.
    if (caller.token) await repo.revokeSession(caller.token)
    return repo.createSession(userId)
  }

  const nextUrl = (locale: Locale) => localizedPath(locale, '/uc')

  return {
    async login(input: { email: string; password: string }, caller: Caller): Promise<Outcome<{ token: string; url: string }>> {
      if (!limits.loginByAddress.attempt(caller.address) || !limits.loginByAccount.attempt(input.email))
        return no(errorCodes.rateLimited)
      const user = await repo.findUserByEmail(input.email)
      // The same work and the same answer whether the account is unknown or the password wrong.
      const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash))
      if (!user || !valid) return no(errorCodes.invalidCredentials)
      return ok({ token: await signIn(user.id, caller), url: nextUrl(caller.locale) })
    },

    async signUpFirstStep(
      input: { email: string; password: string; name: string; country: string; phone: string },
      caller: Caller,
    ): Promise<Outcome<Record<string, never>>> {
      if (!limits.pinByAddress.attempt(caller.address) || !limits.pinByAccount.attempt(input.email))
        return no(errorCodes.rateLimited)
      if (await repo.findUserByEmail(input.email)) return no(errorCodes.emailTaken)
      const { password, ...details } = input
      await repo.savePendingSignup({ ...details, password_hash: await hashPassword(password) })
      await mailPin(input.email, 'signup', caller.locale)
      return ok({})
    },

    async signUp(input: { email: string; pin: string }, caller: Caller): Promise<Outcome<{ token: string; url: string }>> {
      if (!limits.pinByAddress.attempt(caller.address)) return no(errorCodes.rateLimited)
      if (!(await repo.findPendingSignup(input.email))) return no(errorCodes.invalidPin)
      if (await repo.findUserByEmail(input.email)) return no(errorCodes.emailTaken)
      if (!(await repo.consumePin(input.email, 'signup', input.pin))) return no(errorCodes.invalidPin)
      const userId = await repo.promotePendingSignup(input.email)
      return ok({ token: await signIn(userId, caller), url: nextUrl(caller.locale) })
    },

    /** Answers alike whether or not there is anything to resend, so it reveals no accounts. */
    async resendPin(
      input: { email: string; purpose: 'signup' | 'reset' },
      caller: Caller,
    ): Promise<Outcome<Record<string, never>>> {
      if (!limits.pinByAddress.attempt(caller.address) || !limits.pinResendByAccount.attempt(`${input.purpose}:${input.email}`)) {
        return no(errorCodes.rateLimited)
      }
      const exists =
        input.purpose === 'signup'
          ? Boolean(await repo.findPendingSignup(input.email))
          : Boolean(await repo.findUserByEmail(input.email))
      if (exists) await mailPin(input.email, input.purpose, caller.locale)
      return ok({})
    },

    async forgotPassword(input: { email: string }, caller: Caller): Promise<Outcome<Record<string, never>>> {
      if (!limits.resetByAddress.attempt(caller.address) || !limits.pinResendByAccount.attempt(`reset:${input.email}`)) {
        return no(errorCodes.rateLimited)
      }
      if (await repo.findUserByEmail(input.email)) await mailPin(input.email, 'reset', caller.locale)
      return ok({})
    },

    async emailExists(input: { email: string }, caller: Caller): Promise<Outcome<{ exists: boolean }>> {
      if (!limits.emailExistsByAddress.attempt(caller.address)) return no(errorCodes.rateLimited)
      return ok({ exists: Boolean(await repo.findUserByEmail(input.email)) })
    },

    async changePassword(
      input: { email: string; pin: string; password: string; reenterPassword: string },
      caller: Caller,
    ): Promise<Outcome<Record<string, never>>> {
      if (!limits.pinByAddress.attempt(caller.address) || !limits.pinByAccount.attempt(input.email))
        return no(errorCodes.rateLimited)
      if (input.password !== input.reenterPassword) return no(errorCodes.passwordsDiffer)
      if (!isValidPassword(input.password)) return no(errorCodes.invalidPayload)
      const user = await repo.findUserByEmail(input.email)
      if (!user || !(await repo.consumePin(input.email, 'reset', input.pin))) return no(errorCodes.invalidPin)
      await repo.updatePassword(user.id, await hashPassword(input.password))
      return ok({})
    },

    async session(token: string | undefined) {
      const userId = token ? await repo.sessionUserId(token) : undefined
      const user = userId === undefined ? undefined : await repo.findUserById(userId)
      if (!user) return no(errorCodes.notSignedIn)
      return ok({ email: user.email, name: user.name, country: user.country, createdAt: user.created_at })
    },

    async logout(token: string | undefined) {
      if (token) await repo.revokeSession(token)
    },
  }
}

export type AuthService = ReturnType<typeof authService>
