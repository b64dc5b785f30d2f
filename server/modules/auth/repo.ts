import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { isUniqueViolation, serializeOn } from '../../db/serialize'

export const sessionDays = 7
export const pinMinutes = 15
export const pinMaxAttempts = 5

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url')
}

const pinHash = (email: string, pin: string) => sha256(`${email}:${pin}`)

/** An id only the browser that asked knows: 144 random bits, base64url (24 characters). */
export const newRequestId = () => randomBytes(18).toString('base64url')

/**
 * The request a PIN belongs to: a sign-up (W103's signupId) or a password reset (W201's resetId).
 * A PIN is found, counted and used up only through its request, so guesses naming another request
 * (or none) never touch it. A reset id is stored as its hash: the table alone cannot reset a password.
 */
export type PinRequest = { purpose: 'signup'; signupId: string } | { purpose: 'reset'; resetId: string }

function ownerOf(request: PinRequest) {
  return request.purpose === 'signup'
    ? { column: 'signup_id' as const, value: request.signupId }
    : { column: 'reset_id_hash' as const, value: sha256(request.resetId) }
}

/** Data access for accounts, sessions and PINs; knows nothing of HTTP. */
export function authRepo(db: Kysely<Database>, clock: () => Date) {
  const now = () => clock().toISOString()
  return {
    findUserByEmail: (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

    findUserById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A new sign-up of its own (never replacing another for the same address); its id. */
    async savePendingSignup(values: Omit<Insertable<Database['pending_signups']>, 'id' | 'created_at'>) {
      const id = newRequestId()
      await db
        .insertInto('pending_signups')
        .values({ ...values, id, created_at: now() })
        .execute()
      return id
    },

    findPendingSignup: (id: string, email: string) =>
      db.selectFrom('pending_signups').selectAll().where('id', '=', id).where('email', '=', email).executeTakeFirst(),

    /**
     * Turns a confirmed sign-up into an account in one transaction. Deleting the pending row is the
     * claim: of two concurrent confirmations only one gets the row; and should an account for the
     * address have appeared meanwhile, the unique e-mail refuses the second. Undefined when either happened.
     */
    async promotePendingSignup(signupId: string): Promise<number | undefined> {
      try {
        return await db.transaction().execute(async (trx) => {
          const pending = await trx.deleteFrom('pending_signups').where('id', '=', signupId).returningAll().executeTakeFirst()
          if (!pending) return undefined
          const { id: _, ...account } = pending
          const { id } = await trx
            .insertInto('users')
            .values({ ...account, created_at: now() })
            .returning('id')
            .executeTakeFirstOrThrow()
          // A partner's application in the user centre starts from what the partner signed up with.
          if (account.partner_type) {
            await trx
              .insertInto('partner_applications')
              .values({
                user_id: id,
                partner_type: account.partner_type,
                company: account.partner_company ?? '',
                website: account.partner_website ?? '',
                country: '',
                client_base: '',
                model: '',
                message: '',
                status: 'draft',
                updated_at: now(),
                submitted_at: null,
              })
              .execute()
          }
          // Other sign-ups for the same address (someone else's attempts) end with the account.
          await trx.deleteFrom('pending_signups').where('email', '=', account.email).execute()
          return id
        })
      } catch (error) {
        if (isUniqueViolation(error)) return undefined
        throw error
      }
    },

    async updatePassword(user: { id: number; email: string }, passwordHash: string) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute()
        // The password is set: every other reset request for the account ends with it.
        await trx
          .updateTable('pins')
          .set({ used_at: now() })
          .where('email', '=', user.email)
          .where('purpose', '=', 'reset')
          .where('used_at', 'is', null)
          .execute()
        // A new password ends every session: whoever knew the old one is signed out.
        await trx
          .updateTable('sessions')
          .set({ revoked_at: now() })
          .where('user_id', '=', user.id)
          .where('revoked_at', 'is', null)
          .execute()
      })
    },

    /**
     * A new 6-digit PIN for a request; the request's earlier unused PINs stop working. Other
     * requests for the same address keep theirs: a stranger's request never ends the owner's PIN.
     */
    async issuePin(email: string, request: PinRequest): Promise<string> {
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const created = clock()
      const owner = ownerOf(request)
      await db.transaction().execute(async (trx) => {
        // Two requests at once would otherwise each retire the older PINs and leave two that work.
        await serializeOn(trx, `pin:${request.purpose}:${email}`)
        await trx
          .updateTable('pins')
          .set({ used_at: now() })
          .where('email', '=', email)
          .where('purpose', '=', request.purpose)
          .where(owner.column, '=', owner.value)
          .where('used_at', 'is', null)
          .execute()
        await trx
          .insertInto('pins')
          .values({
            email,
            purpose: request.purpose,
            pin_hash: pinHash(email, pin),
            expires_at: new Date(created.getTime() + pinMinutes * 60_000).toISOString(),
            used_at: null,
            signup_id: request.purpose === 'signup' ? owner.value : null,
            reset_id_hash: request.purpose === 'reset' ? owner.value : null,
            created_at: created.toISOString(),
          })
          .execute()
      })
      return pin
    },

    /**
     * Whether a password reset request is still open: it has a PIN not yet used, retired or ended
     * by a completed reset (expired or guessed five times over, it can still be sent again).
     */
    async isResetOpen(email: string, resetId: string): Promise<boolean> {
      const row = await db
        .selectFrom('pins')
        .select('id')
        .where('email', '=', email)
        .where('purpose', '=', 'reset')
        .where('reset_id_hash', '=', sha256(resetId))
        .where('used_at', 'is', null)
        .executeTakeFirst()
      return row !== undefined
    },

    /**
     * Uses up the request's current PIN when it matches; a wrong guess counts against that PIN
     * only, and five end it. Both are
     * single guarded updates (`attempts = attempts + 1`, `used_at is null and attempts < 5`), so
     * guesses spread over instances can neither lose a count nor use a PIN twice.
     */
    async consumePin(email: string, request: PinRequest, pin: string): Promise<boolean> {
      const owner = ownerOf(request)
      const current = await db
        .selectFrom('pins')
        .select(['id', 'pin_hash'])
        .where('email', '=', email)
        .where('purpose', '=', request.purpose)
        .where(owner.column, '=', owner.value)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now())
        .orderBy('id', 'desc')
        .executeTakeFirst()
      if (!current) return false
      const live = db
        .updateTable('pins')
        .where('id', '=', current.id)
        .where('used_at', 'is', null)
        .where('attempts', '<', pinMaxAttempts)
      if (current.pin_hash !== pinHash(email, pin)) {
        await live.set((eb) => ({ attempts: eb('attempts', '+', 1) })).execute()
        return false
      }
      const { numUpdatedRows } = await live.set({ used_at: now() }).executeTakeFirst()
      return numUpdatedRows === 1n
    },

    /** Only the token's hash is stored; the token itself exists only in the answer and the client. */
    async createSession(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      const created = clock()
      await db
        .insertInto('sessions')
        .values({
          token_hash: sha256(token),
          user_id: userId,
          created_at: created.toISOString(),
          expires_at: new Date(created.getTime() + sessionDays * 86_400_000).toISOString(),
          revoked_at: null,
        })
        .execute()
      return token
    },

    async sessionUserId(token: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select('user_id')
        .where('token_hash', '=', sha256(token))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return row?.user_id
    },

    async revokeSession(token: string) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now() })
        .where('token_hash', '=', sha256(token))
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}

export type AuthRepo = ReturnType<typeof authRepo>
