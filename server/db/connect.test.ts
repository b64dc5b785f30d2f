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

  it.skipIf(Boolean(inject('postgresUrl')))('syncs every SQLite commit to disk (synchronous = FULL)', async () => {
    const where = await location()
    const db = await openDatabase(where)
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
    expect(rows[0]?.synchronous).toBe(2)
    await db.destroy()
  })
})
