import type { Kysely, Selectable } from 'kysely'
import type { PartnerApplicationInput, PartnerLeadInput } from '../../../src/contract/schemas'
import type { Database } from '../../db/schema'

type ApplicationRow = Selectable<Database['partner_applications']>

function toApplication(row: ApplicationRow) {
  return {
    company: row.company,
    website: row.website,
    country: row.country,
    clientBase: row.client_base,
    model: row.model,
    message: row.message,
    status: row.status,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
  }
}

/** Partner leads from the public form and applications from signed-in users. */
export function partnersService(db: Kysely<Database>, clock: () => Date) {
  return {
    /** One lead per e-mail address and day: a repeated submission answers with the lead already stored. */
    async submitLead(input: PartnerLeadInput): Promise<{ id: number; duplicate: boolean }> {
      const since = new Date(clock().getTime() - 86_400_000).toISOString()
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('leads')
          .select('id')
          .where('email', '=', input.email)
          .where('created_at', '>', since)
          .executeTakeFirst()
        if (existing) return { id: existing.id, duplicate: true }
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
            source: input.source,
            medium: input.medium,
            campaign: input.campaign,
            keywords: input.keywords,
            grp: input.group,
            url: input.url,
            referer: input.referer,
            title: input.title,
            created_at: clock().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return { id, duplicate: false }
      })
    },

    async saveDraft(userId: number, input: PartnerApplicationInput) {
      const values = {
        company: input.company,
        website: input.website,
        country: input.country,
        client_base: input.clientBase,
        model: input.model,
        message: input.message,
        updated_at: clock().toISOString(),
      }
      const row = await db
        .insertInto('partner_applications')
        .values({ ...values, user_id: userId, status: 'draft', submitted_at: null })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow()
      return toApplication(row)
    },

    /** The user's own application, draft or submitted; only ever looked up by the signed-in user's id. */
    async findApplication(userId: number) {
      const row = await db.selectFrom('partner_applications').selectAll().where('user_id', '=', userId).executeTakeFirst()
      return row ? toApplication(row) : null
    },

    async submit(userId: number) {
      const row = await db
        .updateTable('partner_applications')
        .set({ status: 'submitted', submitted_at: clock().toISOString(), updated_at: clock().toISOString() })
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst()
      return row ? toApplication(row) : undefined
    },
  }
}

export type PartnersService = ReturnType<typeof partnersService>
