import { dirname } from 'node:path'
import { MigrationError } from './db/connect'
import { ConfigError, type Env, readEnv } from './env'

/**
 * What stops the server at start for a reason in its surroundings (the Node.js, the configuration,
 * the database, the port), each said in one sentence that tells the operator what to do. A stack
 * trace would point into the server's code, where nothing is wrong; anything not foreseen here
 * is a fault of that code and keeps its stack.
 */

/** Prints the sentence and ends the process with code 1. */
export function failStart(sentence: string): never {
  console.error(sentence)
  process.exit(1)
}

/** The configuration, or the end of the process with the sentence that says which setting to correct. */
export function readEnvOrFail(): Env {
  try {
    return readEnv()
  } catch (error) {
    if (error instanceof ConfigError) failStart(`Configuration error: ${error.message}; correct it in the environment.`)
    throw error
  }
}

interface SystemError {
  code?: string
  syscall?: string
  message: string
  port?: number
}

const connectionRefused = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'])
const unknownHost = new Set(['ENOTFOUND', 'EAI_AGAIN'])

function hostOf(url: string, defaultPort: number) {
  const parsed = new URL(url)
  return {
    host: parsed.hostname,
    port: Number(parsed.port || defaultPort),
    database: decodeURIComponent(parsed.pathname.slice(1)),
  }
}

function postgresProblem(error: SystemError, url: string): string | undefined {
  const { host, port, database } = hostOf(url, 5432)
  if (connectionRefused.has(error.code ?? ''))
    return `PostgreSQL at ${host}:${port} does not accept connections (${error.code}): start it, or correct the host and port of DATABASE_URL.`
  if (unknownHost.has(error.code ?? '')) return `The host ${host} of DATABASE_URL cannot be found: correct DATABASE_URL.`
  // PostgreSQL's own error codes: invalid password or authorization, unknown database.
  if (error.code === '28P01' || error.code === '28000')
    return `PostgreSQL refused the user or password of DATABASE_URL (${error.message}): correct them, or allow that user in pg_hba.conf.`
  if (error.code === '3D000')
    return `The database "${database}" of DATABASE_URL does not exist on ${host}:${port}: create it (createdb ${database}) or correct DATABASE_URL.`
  return undefined
}

function sqliteProblem(error: SystemError, path: string): string | undefined {
  if (error.syscall === 'mkdir')
    return `The folder of the database, ${dirname(path)}, cannot be created (${error.code}): set DATABASE_PATH to a file in a folder this user may write to.`
  if (error.code === 'SQLITE_NOTADB')
    return `${path} is not an SQLite database: set DATABASE_PATH to the site's database file, or to a new file name to start an empty database.`
  if (error.code?.startsWith('SQLITE_'))
    return `The SQLite database ${path} cannot be opened (${error.message}): set DATABASE_PATH to a file this user may read and write.`
  return undefined
}

/** The sentence for a failure while opening the stores and starting the jobs, if it is one of the foreseen ones. */
export function explainStartFailure(
  error: unknown,
  env: Pick<Env, 'databasePath' | 'databaseUrl' | 'redisUrl'>,
): string | undefined {
  const database = env.databaseUrl ? 'DATABASE_URL' : 'DATABASE_PATH'
  if (error instanceof MigrationError && error.migration) {
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause)
    return `The database's tables cannot be brought up to date (migration ${error.migration} failed: ${cause}): restore the database from its last backup, or set ${database} to a new database.`
  }
  const cause = (error instanceof MigrationError ? error.cause : error) as SystemError
  if (!cause || typeof cause !== 'object') return undefined
  if (env.redisUrl && (connectionRefused.has(cause.code ?? '') || unknownHost.has(cause.code ?? ''))) {
    const redis = hostOf(env.redisUrl, 6379)
    if (cause.port === redis.port && !(env.databaseUrl && hostOf(env.databaseUrl, 5432).port === redis.port))
      return `Redis at ${redis.host}:${redis.port} does not accept connections (${cause.code}): start it, or correct REDIS_URL.`
  }
  return env.databaseUrl ? postgresProblem(cause, env.databaseUrl) : sqliteProblem(cause, env.databasePath)
}

/** The sentence for a listener that cannot open its port, if it is one of the foreseen failures. */
export function explainListenFailure(
  error: SystemError,
  { port, host }: Pick<Env, 'port' | 'host'>,
  names: { port: string; host: string } = { port: 'PORT', host: 'HOST' },
): string | undefined {
  if (error.code === 'EADDRINUSE')
    return `Port ${port} is already in use: stop what runs there, or start the server on another port (${names.port}=<port>).`
  if (error.code === 'EACCES')
    return `This user may not listen on port ${port}: choose a port above 1023 (${names.port}=8080) and let a reverse proxy take the low port.`
  if (error.code === 'EADDRNOTAVAIL' || unknownHost.has(error.code ?? ''))
    return `${names.host}=${host} is not an address of this machine: set ${names.host} to one of its addresses, or to 0.0.0.0 for all of them.`
  return undefined
}
