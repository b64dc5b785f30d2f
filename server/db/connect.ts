import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { migrationProvider } from './migrations'
import type { Database } from './schema'

/** Opens (creating when needed) the SQLite file and brings its schema up to date. */
export async function openDatabase(path: string): Promise<Kysely<Database>> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new SQLite(path)
  // WAL lets page views and API writes proceed while a staff export reads.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    await db.destroy()
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
  return db
}
