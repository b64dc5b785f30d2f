// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type Machine, plan } from '../../scripts/test-support/test-setup'

/** A Debian machine with every program the tests start, changed by `changes`. */
function machine(changes: Partial<Machine> & { missing?: string[] } = {}): Machine {
  const { missing = [], ...rest } = changes
  const installed = new Set([
    '/usr/bin/chromium',
    '/usr/bin/chromium-headless-shell',
    '/usr/lib/postgresql/15/bin/initdb',
    'redis-server',
    'caddy',
  ])
  for (const program of missing) installed.delete(program)
  return {
    executable: (path) => installed.has(path),
    onPath: (command) => installed.has(command),
    postgresVersions: () => (installed.has('/usr/lib/postgresql/15/bin/initdb') ? ['15'] : []),
    root: true,
    apt: true,
    ...rest,
  }
}

describe('what npm test does about missing programs', () => {
  it('nothing when Chromium, PostgreSQL, Redis and Caddy are there', () => {
    expect(plan(machine())).toEqual({ action: 'none' })
    expect(plan(machine({ missing: ['/usr/bin/chromium'], chromePath: 'caddy' }))).toEqual({ action: 'none' })
  })

  it('installs what is missing with apt-get, as root on Debian: one update, one install', () => {
    expect(plan(machine({ missing: ['/usr/bin/chromium', '/usr/lib/postgresql/15/bin/initdb', 'caddy'] }))).toEqual({
      action: 'install',
      packages: ['chromium', 'postgresql', 'caddy'],
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'postgresql', 'caddy'],
      ],
    })
  })

  it('installs the headless shell the end-to-end tests drive, unless CHROME_PATH names the one browser to use', () => {
    expect(plan(machine({ missing: ['/usr/bin/chromium-headless-shell'] }))).toMatchObject({
      action: 'install',
      packages: ['chromium-headless-shell'],
    })
    expect(plan(machine({ missing: ['/usr/bin/chromium-headless-shell'], chromePath: 'caddy' }))).toEqual({ action: 'none' })
  })

  it('finds PostgreSQL of any major version, or on PATH', () => {
    const v17 = machine({ missing: ['/usr/lib/postgresql/15/bin/initdb'] })
    expect(
      plan({
        ...v17,
        postgresVersions: () => ['17'],
        executable: (p) => p === '/usr/lib/postgresql/17/bin/initdb' || v17.executable(p),
      }),
    ).toEqual({ action: 'none' })
    expect(plan({ ...v17, onPath: (c) => c === 'initdb' || v17.onPath(c) })).toEqual({ action: 'none' })
  })

  it('stops at once with the exact command when it may not install', () => {
    expect(plan(machine({ missing: ['redis-server', 'caddy'], root: false }))).toEqual({
      action: 'stop',
      packages: ['redis-server', 'caddy'],
      message:
        'npm test needs redis-server caddy, which this machine lacks: run "sudo apt-get update && sudo apt-get install -y redis-server caddy", then npm test again.',
    })
  })

  it('names the packages when the machine has no apt-get', () => {
    const decided = plan(machine({ missing: ['redis-server'], apt: false }))
    expect(decided).toMatchObject({ action: 'stop', packages: ['redis-server'] })
    expect(decided.action === 'stop' && decided.message).toMatch(
      /^npm test needs redis-server \(Debian's package names\).*package manager/,
    )
  })

  it('does not install Chromium for a CHROME_PATH that names nothing', () => {
    expect(plan(machine({ chromePath: '/opt/chrome/chrome' }))).toMatchObject({
      action: 'stop',
      message: expect.stringMatching(/^CHROME_PATH names \/opt\/chrome\/chrome, which is no program: correct it, or unset it/),
    })
  })
})
