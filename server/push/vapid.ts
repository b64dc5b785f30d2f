import type { Kysely } from 'kysely'
import webpush from 'web-push'
import type { Database } from '../db/schema'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/**
 * The VAPID key pair, generated on the first start and kept in the database: every browser
 * subscription is tied to the public key it was made with, so a new key would silence them all.
 */
export async function vapidKeys(db: Kysely<Database>, clock: () => Date): Promise<VapidKeys> {
  const stored = await db.selectFrom('vapid_keys').selectAll().where('id', '=', 1).executeTakeFirst()
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key }
  const keys = webpush.generateVAPIDKeys()
  // Two servers starting at once on one file: the first insert wins and both use its pair.
  await db
    .insertInto('vapid_keys')
    .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: clock().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const kept = await db.selectFrom('vapid_keys').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
  return { publicKey: kept.public_key, privateKey: kept.private_key }
}
