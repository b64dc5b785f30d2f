import type { Kysely } from 'kysely'
import type { InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import { marketingSourceColumns } from '../../db/marketing-source'
import type { Database } from '../../db/schema'

type Paths = typeof apiPaths

/** Data access for first-party statistics; knows nothing of HTTP. */
export function trackingRepo(db: Kysely<Database>, clock: () => Date) {
  const now = () => clock().toISOString()
  return {
    async saveVisit(device: string, input: InputOf<Paths['marketingSource']>) {
      await db
        .insertInto('marketing_visits')
        .values({
          imei: device,
          ...marketingSourceColumns(input),
          created_at: now(),
        })
        .execute()
    },

    async savePageView(input: InputOf<Paths['pageView']>) {
      await db
        .insertInto('page_views')
        .values({ ...input, created_at: now() })
        .execute()
    },

    async saveOutboundClick(input: InputOf<Paths['outboundClick']>) {
      await db.insertInto('link_clicks').values({ url: input.url, from_path: input.from, created_at: now() }).execute()
    },
  }
}

export type TrackingRepo = ReturnType<typeof trackingRepo>
