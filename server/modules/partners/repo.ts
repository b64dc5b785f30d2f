import type { Kysely, Selectable } from 'kysely'
import type { PartnerApplication, PartnerApplicationInput, PartnerLeadInput } from '../../../src/contract/partners'
import { marketingSourceColumns } from '../../db/marketing-source'
import type { Database } from '../../db/schema'
import { serializeOn } from '../../db/serialize'

type ApplicationRow = Selectable<Database['partner_applications']>

function toApplication(row: ApplicationRow): PartnerApplication {
  return {
    type: row.partner_type as PartnerApplication['type'],
    company: row.company,
    website: row.website,
    country: row.country,
    clientBase: row.client_base,
    model: row.model as PartnerApplication['model'],
    message: row.message,
    status: row.status,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
  }
}

/** The columns of an application the user fills in: one of them at least, or there is nothing to submit. */
const filledIn = ['company', 'website', 'country', 'client_base', 'model', 'message'] as const

/** Data access for partner leads and applications; knows nothing of HTTP. */
export function partnersRepo(db: Kysely<Database>, clock: () => Date) {
  const now = () => clock().toISOString()
  return {
    /**
     * The lead stored for an address since `since`, else a new one, in one transaction; two
     * submissions at once (on two instances) take turns, so the second finds the first.
     */
    saveLeadOncePer: (since: Date, input: PartnerLeadInput) =>
      db.transaction().execute(async (trx) => {
        await serializeOn(trx, `lead:${input.email}`)
        const existing = await trx
          .selectFrom('leads')
          .select('id')
          .where('email', '=', input.email)
          .where('created_at', '>', since.toISOString())
          .executeTakeFirst()
        if (existing) return existing.id
        const { id } = await trx
          .insertInto('leads')
          .values({
            first_name: input.firstName,
            last_name: input.lastName,
            email: input.email,
            country: input.country,
            phone: input.phone,
            website: input.website,
            language: input.language,
            ...marketingSourceColumns(input),
            created_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return id
      }),

    /** The draft, saved; undefined when the application was already submitted (it is read-only then). */
    async saveDraft(userId: number, input: PartnerApplicationInput) {
      const values = {
        partner_type: input.type,
        company: input.company,
        website: input.website,
        country: input.country,
        client_base: input.clientBase,
        model: input.model,
        message: input.message,
        updated_at: now(),
      }
      // One statement, so a submission arriving at the same moment (on another instance) either
      // comes first and keeps this out, or comes after and submits what this saved.
      const row = await db
        .insertInto('partner_applications')
        .values({ ...values, user_id: userId, status: 'draft', submitted_at: null })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values).where('partner_applications.status', '=', 'draft'))
        .returningAll()
        .executeTakeFirst()
      return row ? toApplication(row) : undefined
    },

    /** The user's own application; only ever looked up by the signed-in user's id. */
    async findApplication(userId: number) {
      const row = await db.selectFrom('partner_applications').selectAll().where('user_id', '=', userId).executeTakeFirst()
      return row ? toApplication(row) : null
    },

    /**
     * Submits the user's draft if it has anything in it; undefined when there is no draft to
     * submit (none, submitted already, or empty). One guarded update, so two submissions at once
     * submit once.
     */
    async submit(userId: number) {
      const row = await db
        .updateTable('partner_applications')
        .set({ status: 'submitted', submitted_at: now(), updated_at: now() })
        .where('user_id', '=', userId)
        .where('status', '=', 'draft')
        .where((eb) => eb.or(filledIn.map((column) => eb(column, '!=', ''))))
        .returningAll()
        .executeTakeFirst()
      return row ? toApplication(row) : undefined
    },
  }
}

export type PartnersRepo = ReturnType<typeof partnersRepo>
