// `npm start`: builds the site when it has not been built yet (or is older than its sources), then
// runs the one server that serves the site and the API.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname

// The server's TypeScript runs through tsx; the Node.js check comes before the build, which would
// fail on an old Node.js less clearly.
const { register } = await import('tsx/esm/api')
register()
await import(join(root, 'server/node-check.ts'))

const marker = join(root, 'dist/client/prerendered.json')

function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

const stale = !existsSync(marker) || Math.max(newest(join(root, 'src')), newest(join(root, 'locales'))) > statSync(marker).mtimeMs
if (stale) {
  console.log('Building the site…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// The server runs in this very process, so this PID is the server's.
await import(join(root, 'server/index.ts'))
