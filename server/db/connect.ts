import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, type MigrationProvider, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrationProvider, type SqlDialect } from './migrations'
import type { Database } from './schema'

/** Where the data lives: a PostgreSQL server when DATABASE_URL names one, else the SQLite file. */
export interface DatabaseLocation {
  databasePath: string
  databaseUrl?: string
}

/**
 * SQLite runs DDL inside transactions perfectly well; Kysely's adapter just does not say so. Said
 * so, the migrator applies the pending migrations in one transaction: all of them or none.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true
  }
}
class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalSqliteAdapter()
  }
}

function sqliteDatabase(path: string): Kysely<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new SQLite(path)
  // WAL lets page views and API writes proceed while a staff export reads.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // WAL's default (NORMAL) may lose the last commits on power loss; FULL syncs each commit.
  sqlite.pragma('synchronous = FULL')
  return new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: sqlite }) })
}

function postgresDatabase(url: string): Kysely<Database> {
  // A pool per instance; PostgreSQL's own limit (100 by default) is shared by every instance.
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 })
  // A dropped connection is replaced on the next query; without a listener the error would end the process.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ t: new Date().toISOString(), level: 'error', in: 'postgres', message: error.message })),
  )
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

/**
 * The schema could not be brought up to date: `migration` names the one that failed, or is
 * undefined when the database could not be reached at all; `cause` is the database's own error.
 */
export class MigrationError extends Error {
  constructor(
    readonly migration: string | undefined,
    cause: unknown,
  ) {
    super(`database migration ${migration ?? ''} failed: ${String(cause)}`, { cause })
  }
}

/** Opens the database (creating the SQLite file when needed) and brings its schema up to date. */
export async function openDatabase(
  { databasePath, databaseUrl }: DatabaseLocation,
  provider: (dialect: SqlDialect) => MigrationProvider = migrationProvider,
): Promise<Kysely<Database>> {
  const dialect: SqlDialect = databaseUrl ? 'postgres' : 'sqlite'
  const db = databaseUrl ? postgresDatabase(databaseUrl) : sqliteDatabase(databasePath)
  const { error, results } = await new Migrator({ db, provider: provider(dialect) }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    await db.destroy()
    throw new MigrationError(failed?.migrationName, error)
  }
  return db
}
