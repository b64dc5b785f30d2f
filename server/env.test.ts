// @vitest-environment node
import { isAbsolute, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, readEnv } from './env'

describe('the configuration', () => {
  it('resolves SITE_DIR once, at start, to an absolute folder', () => {
    const { siteDir } = readEnv({ SITE_DIR: 'dist/client' })
    expect(isAbsolute(siteDir)).toBe(true)
    expect(siteDir).toBe(resolve('dist/client'))
  })

  it('refuses database, Redis and proxy settings it cannot use', () => {
    expect(() => readEnv({ DATABASE_URL: 'mysql://db/broker' })).toThrow(ConfigError)
    expect(() => readEnv({ REDIS_URL: 'localhost:6379' })).toThrow(ConfigError)
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(ConfigError)
    expect(readEnv({ DATABASE_URL: 'postgres://u@db/broker', REDIS_URL: 'redis://cache:6379' })).toMatchObject({
      databaseUrl: 'postgres://u@db/broker',
      redisUrl: 'redis://cache:6379',
    })
  })

  it('takes the site address from SITE_URL, as an origin, and refuses anything else', () => {
    expect(readEnv({}).siteUrl).toBe('http://localhost:8080')
    expect(readEnv({ SITE_URL: 'https://www.mcmarkets.example/' }).siteUrl).toBe('https://www.mcmarkets.example')
    for (const wrong of [
      'www.mcmarkets.example',
      'ftp://mcmarkets.example',
      'https://mcmarkets.example/api',
      'https://a@b.example',
    ])
      expect(() => readEnv({ SITE_URL: wrong }), wrong).toThrow(ConfigError)
  })

  it('serves the metrics only on a port of their own, when one is set', () => {
    expect(readEnv({}).metrics).toBeUndefined()
    expect(readEnv({ HOST: '10.0.0.5', METRICS_PORT: '9100' }).metrics).toEqual({ port: 9100, host: '10.0.0.5' })
    expect(readEnv({ METRICS_PORT: '9100', METRICS_HOST: '127.0.0.1' }).metrics?.host).toBe('127.0.0.1')
    expect(() => readEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(ConfigError)
  })
})
