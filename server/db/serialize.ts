import { PostgresAdapter, sql, type Transaction } from 'kysely'

/**
 * Makes transactions that touch the same key run one after another, for read-then-write steps
 * that no unique constraint can express (a lead once per address and rolling day, one live PIN).
 * On PostgreSQL a transaction-scoped advisory lock on the key's hash, released at commit. SQLite
 * needs nothing: the server holds one connection, on which transactions never interleave.
 */
export async function serializeOn<T>(trx: Transaction<T>, key: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
}

/** Whether a write failed on a unique constraint, in either database's words. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
