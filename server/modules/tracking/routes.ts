import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { ok } from '../../../src/contract/envelope'
import { marketingSourceSchema, outboundClickSchema, pageViewSchema } from '../../../src/contract/schemas'
import type { Database } from '../../db/schema'
import { type ApiVariables, answer, payloadOf, validated } from '../../http/api'

/** W605 (where a visitor came from) and first-party page-view and outbound-link statistics. */
export function trackingRoutes(db: Kysely<Database>, clock: () => Date) {
  const app = new Hono<{ Variables: ApiVariables }>()

  app.post('/m/v1/W605', validated(marketingSourceSchema), async (c) => {
    const input = payloadOf(c, marketingSourceSchema)
    await db
      .insertInto('marketing_visits')
      .values({
        imei: (c.req.header('imei') ?? '').slice(0, 64),
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
      .execute()
    return answer(c, ok({}))
  })

  app.post('/a/v1/pageview', validated(pageViewSchema), async (c) => {
    const input = payloadOf(c, pageViewSchema)
    await db
      .insertInto('page_views')
      .values({ ...input, created_at: clock().toISOString() })
      .execute()
    return answer(c, ok({}))
  })

  app.post('/a/v1/outbound', validated(outboundClickSchema), async (c) => {
    const input = payloadOf(c, outboundClickSchema)
    await db
      .insertInto('link_clicks')
      .values({ url: input.url, from_path: input.from, created_at: clock().toISOString() })
      .execute()
    return answer(c, ok({}))
  })

  return app
}
