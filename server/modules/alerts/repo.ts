import type { Insertable, Kysely, Selectable } from 'kysely'
import type { PriceAlert } from '../../../src/contract/price-alerts'
import type { Database } from '../../db/schema'

export type AlertRow = Selectable<Database['price_alerts']>

export function toAlert(row: AlertRow): PriceAlert {
  return {
    id: row.id,
    symbol: row.symbol,
    direction: row.direction,
    level: row.level,
    createdAt: row.created_at,
    triggeredAt: row.triggered_at,
    triggeredPrice: row.triggered_price,
  }
}

/** Data access for price alerts; knows nothing of HTTP or push. */
export function alertsRepo(db: Kysely<Database>, clock: () => Date) {
  return {
    listByEndpoint: (endpoint: string) =>
      db.selectFrom('price_alerts').selectAll().where('endpoint', '=', endpoint).orderBy('created_at', 'desc').execute(),

    /** Waiting alerts of one subscription, or set from one address. */
    async countWaiting(by: { endpoint: string } | { addressKey: string }): Promise<number> {
      const { n } = await db
        .selectFrom('price_alerts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => ('endpoint' in by ? eb('endpoint', '=', by.endpoint) : eb('address_key', '=', by.addressKey)))
        .where('triggered_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(n)
    },

    async insert(row: Insertable<Database['price_alerts']>) {
      await db.insertInto('price_alerts').values(row).execute()
    },

    async remove(endpoint: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('price_alerts').where('id', '=', id).where('endpoint', '=', endpoint).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** The waiting alerts of the given instruments (the index covers symbol + waiting). */
    waitingFor: (symbols: string[]) =>
      db.selectFrom('price_alerts').selectAll().where('symbol', 'in', symbols).where('triggered_at', 'is', null).execute(),

    /** Marks an alert reached; true only for the one caller that changed it, so it is pushed once. */
    async claim(id: string, bid: number): Promise<boolean> {
      const claimed = await db
        .updateTable('price_alerts')
        .set({ triggered_at: clock().toISOString(), triggered_price: bid })
        .where('id', '=', id)
        .where('triggered_at', 'is', null)
        .executeTakeFirst()
      return Number(claimed.numUpdatedRows) === 1
    },

    async recordDelivery(id: string, delivery: string) {
      await db.updateTable('price_alerts').set({ delivery }).where('id', '=', id).execute()
    },

    /** A subscription that no longer exists takes its waiting alerts with it. */
    async removeWaitingOf(endpoint: string) {
      await db.deleteFrom('price_alerts').where('endpoint', '=', endpoint).where('triggered_at', 'is', null).execute()
    },
  }
}

export type AlertsRepo = ReturnType<typeof alertsRepo>
