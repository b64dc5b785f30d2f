/**
 * The first step of `npm test`: the programs the tests start are there before any test runs.
 * End-to-end tests drive Debian's Chromium and its headless shell (never a browser a test tool downloads); the tests of
 * several instances start PostgreSQL, Redis and Caddy themselves (scripts/test-support/local-services.ts).
 * What is missing is installed with apt-get when this runs as root on Debian; otherwise npm test
 * stops at once with the command that installs it, instead of a test failing half-way.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** What the decision needs to know about the machine; read from the real one by `thisMachine`. */
export interface Machine {
  /** An executable file at this path. */
  executable(path: string): boolean
  /** A command of this name on PATH. */
  onPath(command: string): boolean
  /** The folders in /usr/lib/postgresql (one per installed major version). */
  postgresVersions(): string[]
  chromePath?: string
  root: boolean
  apt: boolean
}

interface Program {
  /** The Debian package that installs it. */
  debianPackage: string
  present(machine: Machine): boolean
}

export const programs: Program[] = [
  {
    // CHROME_PATH names another Chromium or Chrome; the tests use it instead (playwright.config.ts).
    debianPackage: 'chromium',
    present: (m) => (m.chromePath ? m.executable(m.chromePath) : m.executable('/usr/bin/chromium')),
  },
  {
    // The end-to-end tests' browser (playwright.config.ts): the same Chromium without a window's
    // machinery. CHROME_PATH, when set, names the one browser every test uses instead.
    debianPackage: 'chromium-headless-shell',
    present: (m) => (m.chromePath ? true : m.executable('/usr/bin/chromium-headless-shell')),
  },
  {
    // Debian keeps initdb and postgres out of PATH, under the major version's folder.
    debianPackage: 'postgresql',
    present: (m) => m.postgresVersions().some((v) => m.executable(`/usr/lib/postgresql/${v}/bin/initdb`)) || m.onPath('initdb'),
  },
  { debianPackage: 'redis-server', present: (m) => m.onPath('redis-server') },
  { debianPackage: 'caddy', present: (m) => m.onPath('caddy') },
]

export type Plan =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; commands: string[][] }
  | { action: 'stop'; packages: string[]; message: string }

/** What to do about the programs missing on this machine. */
export function plan(machine: Machine): Plan {
  if (machine.chromePath && !machine.executable(machine.chromePath)) {
    const message = `CHROME_PATH names ${machine.chromePath}, which is no program: correct it, or unset it to use Debian's /usr/bin/chromium, then npm test again.`
    return { action: 'stop', packages: [], message }
  }
  const packages = programs.filter((p) => !p.present(machine)).map((p) => p.debianPackage)
  if (packages.length === 0) return { action: 'none' }
  if (machine.root && machine.apt) {
    return {
      action: 'install',
      packages,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...packages],
      ],
    }
  }
  const list = packages.join(' ')
  const message = machine.apt
    ? `npm test needs ${list}, which this machine lacks: run "sudo apt-get update && sudo apt-get install -y ${list}", then npm test again.`
    : `npm test needs ${list} (Debian's package names), which this machine lacks: install them with its package manager (a Chromium elsewhere than /usr/bin/chromium is named by CHROME_PATH), then npm test again.`
  return { action: 'stop', packages, message }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && executable(join(dir, command)))
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

export const thisMachine = (): Machine => ({
  executable,
  onPath,
  postgresVersions: () => (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []),
  chromePath: process.env.CHROME_PATH || undefined,
  root: process.getuid?.() === 0,
  apt: onPath('apt-get'),
})

function run() {
  const decided = plan(thisMachine())
  if (decided.action === 'none') return
  if (decided.action === 'stop') {
    console.error(decided.message)
    process.exit(1)
  }
  console.log(`Installing what the tests need: ${decided.packages.join(' ')}`)
  for (const [command, ...args] of decided.commands) {
    const done = spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (done.status !== 0) {
      console.error(
        `"${[command, ...args].join(' ')}" failed (exit code ${done.status}): install ${decided.packages.join(' ')} by hand, then npm test again.`,
      )
      process.exit(1)
    }
  }
  const still = plan(thisMachine())
  if (still.action !== 'none') {
    console.error(
      `apt-get installed ${decided.packages.join(' ')}, yet ${still.packages.join(' ')} cannot be found: check the installation, then npm test again.`,
    )
    process.exit(1)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) run()
