// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Kysely, sql } from 'kysely'
import { describe, expect, inject, it } from 'vitest'
import { testDatabaseUrl } from '../../scripts/test-support/test-app'
import { openDatabase } from './connect'
import { migrationProvider } from './migrations'

const location = async () => ({
  databasePath: join(mkdtempSync(join(tmpdir(), 'db-test-')), 'test.sqlite'),
  databaseUrl: await testDatabaseUrl(),
})

describe('opening the database', () => {
  it('applies migrations all or nothing: one that fails leaves no half-made schema behind', async () => {
    const where = await location()
    const failing = (dialect: 'sqlite' | 'postgres') => ({
      async getMigrations() {
        return {
          ...(await migrationProvider(dialect).getMigrations()),
          '999-broken': {
            async up(db: Kysely<unknown>) {
              await db.schema.createTable('half_made').addColumn('id', 'integer').execute()
              throw new Error('the migration fails halfway')
            },
          },
        }
      },
    })
    await expect(openDatabase(where, failing)).rejects.toThrow(/999-broken/)
    const db = await openDatabase(where)
    const tables = where.databaseUrl
      ? await sql<{
          name: string
        }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
    const names = tables.rows.map((row) => row.name)
    expect(names).toContain('users')
    expect(names).not.toContain('half_made')
    await db.destroy()
  })

  it.runIf(Boolean(inject('postgresUrl')))(
    'survives PostgreSQL ending the session of a connection in use: the transaction fails, the process lives on',
    async () => {
      const db = await openDatabase(await location())
      const admin = await openDatabase(await location())
      const outcome = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
        // Another session ends this one while its transaction is open, as an idle-in-transaction
        // timeout or a restart would; pg reports it as an 'error' event on the checked-out client.
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(admin)
        await new Promise((resolve) => setTimeout(resolve, 200))
        await sql`select 1`.execute(trx)
      })
      await expect(outcome).rejects.toThrow()
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db)
      expect(rows[0]?.one).toBe(1)
      await Promise.all([db.destroy(), admin.destroy()])
    },
  )

  it.skipIf(Boolean(inject('postgresUrl')))('syncs every SQLite commit to disk (synchronous = FULL)', async () => {
    const where = await location()
    const db = await openDatabase(where)
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
    expect(rows[0]?.synchronous).toBe(2)
    await db.destroy()
  })
})
