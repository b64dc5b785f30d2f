// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MigrationError } from '../../server/db/connect'
import { nodeVersionProblem, satisfiesEngines } from '../../server/node-version'
import { explainListenFailure, explainStartFailure } from '../../server/start-checks'

const engines = '^20.19.0 || >=22.12.0'
const sqlite = { databasePath: '/srv/broker/data/broker.sqlite' }
const postgres = { databasePath: '', databaseUrl: 'postgres://broker@db.internal:5433/broker' }
const failure = (code: string, more: object = {}) => Object.assign(new Error(`failed with ${code}`), { code, ...more })

describe('the Node.js check', () => {
  it('follows the engines field: a late enough 20, 22.12 or newer', () => {
    for (const ok of ['v20.19.0', 'v20.20.2', 'v22.12.0', 'v24.1.0', 'v26.0.0']) expect(satisfiesEngines(ok, engines)).toBe(true)
    for (const old of ['v18.20.4', 'v20.18.3', 'v21.7.3', 'v22.11.0']) expect(satisfiesEngines(old, engines)).toBe(false)
    expect(nodeVersionProblem('v20.20.2', engines)).toBeUndefined()
    expect(nodeVersionProblem('v22.3.0', engines)).toBe(
      'This server needs Node.js 20.19 or a later 20.x, or 22.12 or newer, and this is Node.js 22.3.0: install a current long-term-support release (nodejs.org) and start it again.',
    )
  })
})

describe('the sentence for a database that cannot be used', () => {
  it('names what PostgreSQL refused and what to correct', () => {
    const reach = (error: Error) => explainStartFailure(new MigrationError(undefined, error), postgres)
    expect(reach(failure('ECONNREFUSED', { port: 5433 }))).toMatch(/^PostgreSQL at db\.internal:5433 does not accept connections/)
    expect(reach(failure('ENOTFOUND'))).toBe('The host db.internal of DATABASE_URL cannot be found: correct DATABASE_URL.')
    expect(reach(failure('28P01'))).toMatch(/refused the user or password of DATABASE_URL .*: correct them/)
    expect(reach(failure('3D000'))).toBe(
      'The database "broker" of DATABASE_URL does not exist on db.internal:5433: create it (createdb broker) or correct DATABASE_URL.',
    )
  })

  it('tells a refusing Redis from a refusing PostgreSQL by its port', () => {
    const both = { ...postgres, redisUrl: 'redis://cache.internal:6380' }
    expect(explainStartFailure(failure('ECONNREFUSED', { port: 6380 }), both)).toMatch(/^Redis at cache\.internal:6380 /)
    expect(explainStartFailure(new MigrationError(undefined, failure('ECONNREFUSED', { port: 5433 })), both)).toMatch(
      /^PostgreSQL at /,
    )
  })

  it('says which migration failed and points at a backup', () => {
    const sentence = explainStartFailure(new MigrationError('004-alerts', new Error('no such table: users')), sqlite)
    expect(sentence).toMatch(/migration 004-alerts failed: no such table: users\): restore the database .*DATABASE_PATH/)
  })

  it('leaves an unforeseen error to its stack trace', () => {
    expect(explainStartFailure(new TypeError('undefined is not a function'), sqlite)).toBeUndefined()
    expect(explainStartFailure(new MigrationError(undefined, new TypeError('bug')), sqlite)).toBeUndefined()
  })
})

describe('the sentence for a port that cannot be opened', () => {
  const at = { port: 80, host: '10.9.8.7' }
  it('covers a taken port, a privileged port and an address of another machine', () => {
    expect(explainListenFailure(failure('EADDRINUSE'), at)).toMatch(/^Port 80 is already in use/)
    expect(explainListenFailure(failure('EACCES'), at)).toMatch(/^This user may not listen on port 80: choose a port above 1023/)
    expect(explainListenFailure(failure('EADDRNOTAVAIL'), at)).toMatch(/^HOST=10\.9\.8\.7 is not an address of this machine/)
    expect(explainListenFailure(failure('EMFILE'), at)).toBeUndefined()
  })
})
