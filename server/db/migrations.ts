import type { Kysely, Migration, MigrationProvider } from 'kysely'

/**
 * Migrations in code, applied in order on start. A new change is a new entry; an applied entry is
 * never edited. Plain SQL types keep them portable to PostgreSQL.
 */
const migrations: Record<string, Migration> = {
  '001-accounts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
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
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
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
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
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
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
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
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('imei', 'text', (c) => c.notNull())
      for (const column of sourceColumns) visits = visits.addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      await visits.addColumn('created_at', 'text', (c) => c.notNull()).execute()

      await db.schema
        .createTable('page_views')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
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
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
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
        .addColumn('level', 'real', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('triggered_at', 'text')
        .addColumn('triggered_price', 'real')
        .addColumn('delivery', 'text')
        .execute()
      await db.schema.createIndex('price_alerts_waiting').on('price_alerts').columns(['symbol', 'triggered_at']).execute()
      await db.schema.createIndex('price_alerts_endpoint').on('price_alerts').column('endpoint').execute()
    },
  },
  '005-event-reminders': {
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
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
