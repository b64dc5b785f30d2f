import type { Kysely } from 'kysely'
import type { InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { Database } from '../../db/schema'

type Paths = typeof apiPaths

/** Records of cookie choices; knows nothing of HTTP. */
export function consentRepo(db: Kysely<Database>) {
  return {
    async save(device: string, input: InputOf<Paths['consentRecord']>, chosenAt: string, recordedAt: string) {
      await db
        .insertInto('consent_records')
        .values({
          imei: device,
          categories: input.categories.join(' '),
          policy_version: input.policyVersion,
          language: input.language,
          chosen_at: chosenAt,
          recorded_at: recordedAt,
        })
        .execute()
    },
  }
}

export type ConsentRepo = ReturnType<typeof consentRepo>
