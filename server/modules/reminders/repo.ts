import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema'

export type ReminderRow = Selectable<Database['event_reminders']>

/** Data access for event reminders; knows nothing of HTTP, push or the calendar. */
export function remindersRepo(db: Kysely<Database>, clock: () => Date) {
  return {
    listByEndpoint: (endpoint: string) =>
      db.selectFrom('event_reminders').selectAll().where('endpoint', '=', endpoint).orderBy('event_time', 'asc').execute(),

    /** Reminders not yet pushed, of one subscription or of one address (whatever subscriptions it used). */
    async countWaiting(by: { endpoint: string } | { addressKey: string }): Promise<number> {
      const { n } = await db
        .selectFrom('event_reminders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => ('endpoint' in by ? eb('endpoint', '=', by.endpoint) : eb('address_key', '=', by.addressKey)))
        .where('reminded_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(n)
    },

    async insert(row: ReminderRow) {
      await db.insertInto('event_reminders').values(row).execute()
    },

    async remove(endpoint: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('event_reminders')
        .where('id', '=', id)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** Reminders whose time has come and that have not been pushed. */
    due: (now: string) =>
      db.selectFrom('event_reminders').selectAll().where('reminded_at', 'is', null).where('remind_at', '<=', now).execute(),

    /** Reminders that asked for the figure, whose release time has passed and whose figure has not been pushed. */
    awaitingFigure: (now: string) =>
      db
        .selectFrom('event_reminders')
        .selectAll()
        .where('with_actual', '=', 1)
        .where('actual_sent_at', 'is', null)
        .where('event_time', '<=', now)
        .execute(),

    /** Marks the reminder pushed; true only for the one caller that changed it, so it is pushed once. */
    async claimReminder(id: string): Promise<boolean> {
      const claimed = await db
        .updateTable('event_reminders')
        .set({ reminded_at: clock().toISOString() })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst()
      return Number(claimed.numUpdatedRows) === 1
    },

    async claimFigure(id: string): Promise<boolean> {
      const claimed = await db
        .updateTable('event_reminders')
        .set({ actual_sent_at: clock().toISOString() })
        .where('id', '=', id)
        .where('actual_sent_at', 'is', null)
        .executeTakeFirst()
      return Number(claimed.numUpdatedRows) === 1
    },

    async recordDelivery(id: string, delivery: string) {
      await db.updateTable('event_reminders').set({ delivery }).where('id', '=', id).execute()
    },

    /** A subscription that no longer exists takes its reminders with it. */
    async removeAllOf(endpoint: string) {
      await db.deleteFrom('event_reminders').where('endpoint', '=', endpoint).execute()
    },
  }
}

export type RemindersRepo = ReturnType<typeof remindersRepo>
