import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  type MigrationProvider,
  Migrator,
  type PostgresCursor,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  SqliteAdapter,
  SqliteDialect,
} from 'kysely'
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

/**
 * PostgreSQL did not answer in time, or cannot be reached: the request gets serverBusy (503) in its
 * language, and nothing of it was written (see `boundedPool`).
 */
export class DatabaseUnavailable extends Error {}

/**
 * How long a request waits for PostgreSQL. The longest a request can wait on it is about
 * connectMs + queryMs (7 s); PostgreSQL answers these queries in milliseconds when it is well.
 */
const postgresTimeouts = {
  /** A connection: a free one from the pool, or a new one opened. */
  connectMs: 2000,
  /** PostgreSQL itself cancels a statement that runs longer (the connection stays usable). */
  statementMs: 4000,
  /** This side stops waiting for an answer and destroys the connection: a server that cannot answer cannot cancel either. */
  queryMs: 5000,
  /** PostgreSQL ends a session that sits in an open transaction for longer, releasing its locks. */
  idleInTransactionMs: 10_000,
}

/** Errors that mean PostgreSQL is out of reach rather than that a statement was wrong. */
function isUnavailable(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) {
    // Connection exceptions (08), insufficient resources (53), operator intervention and statement
    // timeouts (57), a session ended for idling in its transaction (25P03).
    return /^(08|53|57)/.test(error.code ?? '') || error.code === '25P03'
  }
  return (
    error instanceof Error &&
    /connect|terminated|closed|timeout|ECONNRESET|EPIPE/i.test(`${error.message} ${(error as { code?: string }).code ?? ''}`)
  )
}

/**
 * The pool as Kysely uses it, with a deadline on every query. A query without an answer in time
 * destroys its connection: the transaction it belongs to can never commit, and PostgreSQL rolls it
 * back when it sees the connection gone (however long it was away). The caller gets
 * DatabaseUnavailable, also for every later query on that connection (Kysely's rollback).
 */
function boundedPool(pool: pg.Pool, queryMs: number): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect().catch((error: Error) => {
        throw new DatabaseUnavailable(`no connection to PostgreSQL: ${error.message}`, { cause: error })
      })
      let released = false
      // While a client is checked out the pool's error listener does not cover it: PostgreSQL ending
      // its session (an idle transaction past its timeout, a restart) would be an unhandled 'error'
      // event and end the process. The connection is given up instead; its next query is refused.
      const onError = (error: Error) => {
        logPostgresError(error)
        release(error)
      }
      client.on('error', onError)
      const release = (error?: Error) => {
        if (released) return
        released = true
        // A healthy client goes back to the pool, which listens to it again; a broken one is destroyed
        // and keeps this listener for the errors its socket may still report.
        if (!error) client.off('error', onError)
        client.release(error)
      }
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
      function query<R>(
        sqlOrCursor: string | PostgresCursor<R>,
        parameters?: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never) as PostgresCursor<R>
        if (released) return Promise.reject(new DatabaseUnavailable('the connection to PostgreSQL was given up'))
        const pending = client.query(sqlOrCursor, parameters as unknown[])
        return new Promise<PostgresQueryResult<R>>((resolve, reject) => {
          const timer = setTimeout(() => {
            reject(new DatabaseUnavailable(`PostgreSQL did not answer within ${queryMs} ms`))
            // Ends the connection at once (pg destroys the socket of a client with a query running).
            release(new Error('query timed out'))
          }, queryMs)
          pending.then(
            (result) => {
              clearTimeout(timer)
              resolve(result as unknown as PostgresQueryResult<R>)
            },
            (error: Error) => {
              clearTimeout(timer)
              reject(isUnavailable(error) ? new DatabaseUnavailable(error.message, { cause: error }) : error)
            },
          )
        })
      }
      return { query, release: () => release() }
    },
    end: () => pool.end(),
  }
}

function logPostgresError(error: Error) {
  console.error(JSON.stringify({ t: new Date().toISOString(), level: 'error', in: 'postgres', message: error.message }))
}

function postgresPool(url: string, { bounded }: { bounded: boolean }) {
  const timeouts = bounded
    ? {
        connectionTimeoutMillis: postgresTimeouts.connectMs,
        statement_timeout: postgresTimeouts.statementMs,
        idle_in_transaction_session_timeout: postgresTimeouts.idleInTransactionMs,
      }
    : {}
  // A pool per instance; PostgreSQL's own limit (100 by default) is shared by every instance.
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, ...timeouts })
  // A dropped connection is replaced on the next query; without a listener the error would end the process.
  pool.on('error', logPostgresError)
  return pool
}

/**
 * The database the server works with, every query bounded (postgresTimeouts); migrations run
 * unbounded (an index on a large table may take a while) on a pool of their own.
 */
function postgresDatabase(url: string, { bounded }: { bounded: boolean }): Kysely<Database> {
  const pool = postgresPool(url, { bounded })
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: bounded ? boundedPool(pool, postgresTimeouts.queryMs) : pool }),
  })
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
  const db = databaseUrl ? postgresDatabase(databaseUrl, { bounded: false }) : sqliteDatabase(databasePath)
  const { error, results } = await new Migrator({ db, provider: provider(dialect) }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    await db.destroy()
    throw new MigrationError(failed?.migrationName, error)
  }
  if (!databaseUrl) return db
  await db.destroy()
  return postgresDatabase(databaseUrl, { bounded: true })
}
