// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
/** The boundary check exactly as `npm run lint` runs it. */
const command: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['lint:boundaries']

function runIn(dir: string) {
  const run = spawnSync(command, {
    cwd: dir,
    shell: true,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/** A small tree with one forbidden import per rule, and the project's own boundary configuration. */
const sandbox = mkdtempSync(join(tmpdir(), 'boundaries-'))
const files: Record<string, string> = {
  'src/features/alpha/a.ts': "import { b } from '../beta/b'\nexport const a = b\n",
  'src/features/beta/b.ts': 'export const b = 1\n',
  'src/lib/l.ts': "import { a } from '../features/alpha/a'\nexport const l = a\n",
  'src/components/c.ts': "import { b } from '../features/beta/b'\nexport const c = b\n",
  'src/contract/k.ts': "import { l } from '../lib/l'\nexport const k = l\n",
  'server/s.ts': "import { a } from '../src/features/alpha/a'\nexport const s = a\n",
  // Two modules that name each other's types only: no cycle at run time, still one for a reader.
  'server/app.ts': "import type { Services } from './wiring'\nexport type App = { services: Services }\n",
  'server/wiring.ts': "import type { App } from './app'\nexport type Services = { app?: App }\n",
  'scripts/build/p.ts': 'export const p = 1\n',
  // The server's own code never reaches into the build, the tools or test support; its tests may.
  'server/uses-build.ts': "import { p } from '../scripts/build/p'\nexport const u = p\n",
  'server/uses-build.test.ts': "import { p } from '../scripts/build/p'\nexport const v = p\n",
  'tests/t.ts': 'export const t = 1\n',
  'tsconfig.json': '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "bundler" } }\n',
}
for (const [name, text] of Object.entries(files)) {
  mkdirSync(dirname(join(sandbox, name)), { recursive: true })
  writeFileSync(join(sandbox, name), text)
}
copyFileSync(join(root, '.dependency-cruiser.cjs'), join(sandbox, '.dependency-cruiser.cjs'))
afterAll(() => rmSync(sandbox, { recursive: true, force: true }))

describe('the import boundaries of the lint', () => {
  it('fail on each kind of forbidden import', () => {
    const { status, output } = runIn(sandbox)
    expect(status).not.toBe(0)
    expect(output).toContain('feature-to-feature: src/features/alpha/a.ts → src/features/beta/b.ts')
    expect(output).toContain('lib-to-ui: src/lib/l.ts → src/features/alpha/a.ts')
    expect(output).toContain('components-to-features: src/components/c.ts → src/features/beta/b.ts')
    expect(output).toContain('contract-to-app: src/contract/k.ts → src/lib/l.ts')
    expect(output).toContain('server-to-ui: server/s.ts → src/features/alpha/a.ts')
    expect(output).toContain('server-to-scripts: server/uses-build.ts → scripts/build/p.ts')
    expect(output).not.toContain('server-to-scripts: server/uses-build.test.ts')
    expect(output).toMatch(/no-circular: server\/(app|wiring)\.ts →\s*server\/(wiring|app)\.ts →\s*server\/(app|wiring)\.ts/)
  })

  it('pass on the project itself', () => {
    const { status, output } = runIn(root)
    expect(output).toContain('no dependency violations found')
    expect(status).toBe(0)
  })
})
