import type { ColumnDefinitionBuilder, Kysely, Migration, MigrationProvider } from 'kysely'

export type SqlDialect = 'sqlite' | 'postgres'

/**
 * What differs between the two databases, named once. Everything else is plain SQL both accept:
 * timestamps are ISO 8601 text in UTC on both (they compare and sort as text, and read back the
 * same string on both); there are no boolean columns; upserts are `on conflict` on both.
 */
function columnTypes(dialect: SqlDialect) {
  return {
    /** A generated key: SQLite's rowid alias, PostgreSQL's identity column. */
    id: (c: ColumnDefinitionBuilder) =>
      dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    /** A price: PostgreSQL's `real` is single precision and would round prices; SQLite's REAL is double. */
    price: dialect === 'postgres' ? ('double precision' as const) : ('real' as const),
  }
}

/**
 * Migrations in code, applied in order on start. A new change is a new entry; an applied entry is
 * never edited (on SQLite each still creates exactly what it created before the PostgreSQL dialect existed).
 */
const migrations = ({ id, price }: ReturnType<typeof columnTypes>): Record<string, Migration> => ({
  '001-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', id)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('pending_signups')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('pins')
        .addColumn('id', 'integer', id)
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('pin_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('pins_email_purpose').on('pins').columns(['email', 'purpose']).execute()
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute()
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'integer', id)
        .addColumn('to_email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute()
    },
  },
  '002-marketing': {
    async up(db: Kysely<unknown>) {
      const sourceColumns = ['source', 'medium', 'campaign', 'keywords', 'grp', 'url', 'referer', 'title'] as const
      let leads = db.schema
        .createTable('leads')
        .addColumn('id', 'integer', id)
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('website', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
      for (const column of sourceColumns) leads = leads.addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      await leads.addColumn('created_at', 'text', (c) => c.notNull()).execute()
      await db.schema.createIndex('leads_email_created').on('leads').columns(['email', 'created_at']).execute()

      let visits = db.schema
        .createTable('marketing_visits')
        .addColumn('id', 'integer', id)
        .addColumn('imei', 'text', (c) => c.notNull())
      for (const column of sourceColumns) visits = visits.addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      await visits.addColumn('created_at', 'text', (c) => c.notNull()).execute()

      await db.schema
        .createTable('page_views')
        .addColumn('id', 'integer', id)
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('partner_applications')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('website', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('client_base', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('submitted_at', 'text')
        .execute()
    },
  },
  '003-outbound-links': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('link_clicks')
        .addColumn('id', 'integer', id)
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('from_path', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
    },
  },
  '004-price-alerts': {
    async up(db: Kysely<unknown>) {
      // The server's VAPID key pair: made on first start and kept, because every browser
      // subscription is bound to the public key it was created with.
      await db.schema
        .createTable('vapid_keys')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('price_alerts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('level', price, (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('triggered_at', 'text')
        .addColumn('triggered_price', price)
        .addColumn('delivery', 'text')
        .execute()
      await db.schema.createIndex('price_alerts_waiting').on('price_alerts').columns(['symbol', 'triggered_at']).execute()
      await db.schema.createIndex('price_alerts_endpoint').on('price_alerts').column('endpoint').execute()
    },
  },
  '005-alerts-by-address': {
    async up(db: Kysely<unknown>) {
      // Who set an alert (their address as limits count it), so a visitor's cap holds across the
      // subscriptions they may invent.
      await db.schema
        .alterTable('price_alerts')
        .addColumn('address_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema.createIndex('price_alerts_address').on('price_alerts').columns(['address_key', 'triggered_at']).execute()
    },
  },
  '006-candles': {
    async up(db: Kysely<unknown>) {
      // Price history for the instrument charts (QF1003): the bid candles the server aggregates
      // from its ticks, at most a few hundred per instrument and timeframe.
      await db.schema
        .createTable('candles')
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('time', 'bigint', (c) => c.notNull())
        .addColumn('open', price, (c) => c.notNull())
        .addColumn('high', price, (c) => c.notNull())
        .addColumn('low', price, (c) => c.notNull())
        .addColumn('close', price, (c) => c.notNull())
        .addPrimaryKeyConstraint('candles_key', ['symbol', 'period', 'time'])
        .execute()
    },
  },
  '007-signups-by-id': {
    async up(db: Kysely<unknown>) {
      // A sign-up is its own row, named by an id only the browser that started it knows, and its
      // PINs belong to it: a second sign-up for the same address no longer replaces the first.
      // Sign-ups in progress at the upgrade start again (they live 15 minutes).
      await db.schema.dropTable('pending_signups').execute()
      await db.schema
        .createTable('pending_signups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('pending_signups_email').on('pending_signups').column('email').execute()
      await db.schema.alterTable('pins').addColumn('signup_id', 'text').execute()
    },
  },
  '008-event-reminders': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('event_reminders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_time', 'text', (c) => c.notNull())
        .addColumn('minutes_before', 'integer', (c) => c.notNull())
        .addColumn('remind_at', 'text', (c) => c.notNull())
        .addColumn('with_actual', 'integer', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reminded_at', 'text')
        .addColumn('actual_sent_at', 'text')
        .addColumn('delivery', 'text')
        .execute()
      await db.schema.createIndex('event_reminders_due').on('event_reminders').columns(['reminded_at', 'remind_at']).execute()
      await db.schema.createIndex('event_reminders_endpoint').on('event_reminders').column('endpoint').execute()
    },
  },
  '009-reminders-by-address': {
    async up(db: Kysely<unknown>) {
      // Who set a reminder (their address as limits count it), so a visitor's cap holds across the
      // subscriptions they may invent, as for price alerts (005).
      await db.schema
        .alterTable('event_reminders')
        .addColumn('address_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema
        .createIndex('event_reminders_address')
        .on('event_reminders')
        .columns(['address_key', 'reminded_at'])
        .execute()
    },
  },
  '010-rate-limit-refusals': {
    async up(db: Kysely<unknown>) {
      // Attempts each rate limit refused, per day (UTC): what limits cost honest visitors, for the
      // staff report. Every instance adds its own counts to the same row.
      await db.schema
        .createTable('rate_limit_refusals')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('limit_name', 'text', (c) => c.notNull())
        .addColumn('refused', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_refusals_key', ['day', 'limit_name'])
        .execute()
    },
  },
  '011-partner-sign-ups': {
    async up(db: Kysely<unknown>) {
      // A partner sign-up (/register?type=partner) keeps as which kind of partner, and through which
      // company or website, with the sign-up and then the account; the partner application says
      // which kind it is for.
      for (const table of ['pending_signups', 'users']) {
        for (const column of ['partner_type', 'partner_company', 'partner_website']) {
          await db.schema.alterTable(table).addColumn(column, 'text').execute()
        }
      }
      await db.schema
        .alterTable('partner_applications')
        .addColumn('partner_type', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
    },
  },
  '012-pins-by-reset': {
    async up(db: Kysely<unknown>) {
      // A reset PIN belongs to the reset request that asked for it (W201's resetId, stored as its
      // hash), so guesses naming another request never count against it. Reset PINs issued before
      // the upgrade have none and match no request: their owners ask again.
      await db.schema.alterTable('pins').addColumn('reset_id_hash', 'text').execute()
    },
  },
  '013-consent-records': {
    async up(db: Kysely<unknown>) {
      // Each cookie choice, to demonstrate consent (GDPR Art. 7(1)): found by device for an export,
      // purged by the time of the choice (server/retention.ts).
      await db.schema
        .createTable('consent_records')
        .addColumn('id', 'integer', id)
        .addColumn('imei', 'text', (c) => c.notNull())
        .addColumn('categories', 'text', (c) => c.notNull())
        .addColumn('policy_version', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('chosen_at', 'text', (c) => c.notNull())
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('consent_records_imei').on('consent_records').columns(['imei', 'chosen_at']).execute()
      await db.schema.createIndex('consent_records_chosen').on('consent_records').column('chosen_at').execute()
    },
  },
  '014-spread-minutes': {
    async up(db: Kysely<unknown>) {
      // The spreads the feed quoted (QF1004), one row per instrument and minute: how many ticks
      // were quoted at each spread, so minimum, average and percentiles of any window add up
      // exactly. Written by the instance that runs the feed; kept four days (a weekend and a session).
      await db.schema
        .createTable('spread_minutes')
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('minute', 'bigint', (c) => c.notNull())
        .addColumn('counts', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('spread_minutes_key', ['symbol', 'minute'])
        .execute()
      await db.schema.createIndex('spread_minutes_minute').on('spread_minutes').column('minute').execute()
    },
  },
})

export const migrationProvider = (dialect: SqlDialect): MigrationProvider => ({
  getMigrations: async () => migrations(columnTypes(dialect)),
})
