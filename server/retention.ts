import type { Kysely } from 'kysely'
import type { Database } from './db/schema'

const day = 86_400_000

/**
 * How long the server keeps what it stores, as the privacy policy (content/legal/en/privacy-policy.md,
 * section 8) says; the purge below deletes whatever is older.
 */
export const retentionDays = {
  /** PINs after they were used or expired (kept a while for security review). */
  pins: 30,
  /** Sign-ups never confirmed with their PIN. */
  pendingSignups: 7,
  /** Sessions after they expired or were revoked. */
  endedSessions: 0,
  /** The record of a sent mail (its text is cleared when it is sent); unsent local mails. */
  mails: 30,
  /** Raw page views, outbound clicks and campaign visits. */
  analytics: 790,
  /**
   * Records of cookie choices, from the choice: three years (with the leap day any three years
   * hold), to be able to demonstrate consent (GDPR Art. 7(1)).
   */
  consentRecords: 3 * 365 + 1,
  /** Price alerts after they fired. */
  firedAlerts: 90,
  /** Event reminders after the event's release. */
  pastReminders: 90,
} as const

/** Deletes what has outlived its retention period; returns how many rows of each kind went. */
export async function purgeExpired(db: Kysely<Database>, now: Date) {
  const before = (days: number) => new Date(now.getTime() - days * day).toISOString()
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows)
  return {
    pins: count(
      await db
        .deleteFrom('pins')
        .where((eb) => eb.or([eb('expires_at', '<', before(retentionDays.pins)), eb('used_at', '<', before(retentionDays.pins))]))
        .executeTakeFirst(),
    ),
    pendingSignups: count(
      await db.deleteFrom('pending_signups').where('created_at', '<', before(retentionDays.pendingSignups)).executeTakeFirst(),
    ),
    sessions: count(
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<', before(retentionDays.endedSessions)),
            eb('revoked_at', '<', before(retentionDays.endedSessions)),
          ]),
        )
        .executeTakeFirst(),
    ),
    mails: count(await db.deleteFrom('outbox').where('created_at', '<', before(retentionDays.mails)).executeTakeFirst()),
    analytics:
      count(await db.deleteFrom('page_views').where('created_at', '<', before(retentionDays.analytics)).executeTakeFirst()) +
      count(await db.deleteFrom('link_clicks').where('created_at', '<', before(retentionDays.analytics)).executeTakeFirst()) +
      count(await db.deleteFrom('marketing_visits').where('created_at', '<', before(retentionDays.analytics)).executeTakeFirst()),
    consentRecords: count(
      await db.deleteFrom('consent_records').where('chosen_at', '<', before(retentionDays.consentRecords)).executeTakeFirst(),
    ),
    alerts: count(
      await db
        .deleteFrom('price_alerts')
        .where((eb) => eb.or([eb('triggered_at', '<', before(retentionDays.firedAlerts)), eb('delivery', '=', 'gone')]))
        .executeTakeFirst(),
    ),
    reminders: count(
      await db
        .deleteFrom('event_reminders')
        .where((eb) => eb.or([eb('event_time', '<', before(retentionDays.pastReminders)), eb('delivery', '=', 'gone')]))
        .executeTakeFirst(),
    ),
  }
}

/** Purges at start and then every hour; returns the stop. */
export function startRetention(db: Kysely<Database>, clock: () => Date, log: (line: string) => void): () => void {
  const run = () =>
    void purgeExpired(db, clock())
      .then((purged) => {
        if (Object.values(purged).some((n) => n > 0))
          log(JSON.stringify({ t: clock().toISOString(), event: 'retention', purged }))
      })
      .catch((error: Error) =>
        console.error(JSON.stringify({ t: clock().toISOString(), level: 'error', in: 'retention', message: error.message })),
      )
  run()
  const timer = setInterval(run, 3_600_000)
  timer.unref?.()
  return () => clearInterval(timer)
}
