import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The Node.js check of the start, on its own and with nothing but Node's own modules: on a Node.js
 * too old, a native module (better-sqlite3) or a dependency would otherwise fail first, with a
 * stack trace that says nothing about the version.
 */

type Version = [number, number, number]

function version(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number)
  return [major, minor, patch]
}

const atLeast = (have: Version, need: Version) => {
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i]! > need[i]!
  return true
}

/** Whether a Node.js version satisfies an engines range of `>=x.y.z` and `^x.y.z` alternatives. */
export function satisfiesEngines(current: string, engines: string): boolean {
  const have = version(current)
  return engines.split('||').some((alternative) => {
    const [, operator, wanted] = /^\s*(>=|\^)\s*v?([\d.]+)\s*$/.exec(alternative) ?? []
    if (!wanted) return true
    const need = version(wanted)
    return atLeast(have, need) && (operator === '>=' || have[0] === need[0])
  })
}

/** The sentence for a Node.js outside the engines range, or undefined when it is inside. */
export function nodeVersionProblem(current: string, engines: string): string | undefined {
  if (satisfiesEngines(current, engines)) return undefined
  const readable = engines
    .split('||')
    .map((alternative) => {
      const [, operator, wanted = alternative.trim()] = /^\s*(>=|\^)\s*v?([\d.]+)\s*$/.exec(alternative) ?? []
      const [major, minor] = version(wanted)
      return operator === '^' ? `${major}.${minor} or a later ${major}.x` : `${major}.${minor} or newer`
    })
    .join(', or ')
  return `This server needs Node.js ${readable}, and this is Node.js ${current.replace(/^v/, '')}: install a current long-term-support release (nodejs.org) and start it again.`
}

const packageJson = join(dirname(fileURLToPath(import.meta.url)), '../package.json')

/** Stops at once on a Node.js older than package.json allows, before anything fails on it in a stranger way. */
export function exitIfNodeTooOld(): void {
  const { engines } = JSON.parse(readFileSync(packageJson, 'utf8')) as { engines?: { node?: string } }
  const problem = engines?.node && nodeVersionProblem(process.version, engines.node)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
