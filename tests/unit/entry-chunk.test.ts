// @vitest-environment node

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { builtSiteDir } from './built-site'

/**
 * The built entry (`npm run build`, which `npm test` runs before vitest). src/main.tsx splits the
 * start of a page into tasks: React first, then the app. That holds only while the entry's static
 * imports are the bundler's runtime and the framework: a static import of the shell chunk (which
 * any import from src/ brings) evaluates the whole app and starts hydrating in the entry's first
 * task, one long task on a phone (docs/architecture.md, section 9).
 */
const siteDir = builtSiteDir
const manifest = JSON.parse(readFileSync(join(siteDir, '.vite/manifest.json'), 'utf8')) as Manifest

describe('the built entry', () => {
  const entry = manifest['src/main.tsx']

  it('imports only the runtime and the framework statically', () => {
    expect(entry?.isEntry).toBe(true)
    const imported = (entry?.imports ?? []).map((key) => manifest[key]?.file ?? key)
    expect(imported.filter((file) => !/^assets\/(rolldown-runtime|framework)-[\w-]+\.js$/.test(file))).toEqual([])
  })

  it('loads React and the app dynamically, each in a task of its own', () => {
    expect(entry?.dynamicImports).toEqual(expect.arrayContaining(['node_modules/react-dom/client.js', 'src/app.tsx']))
  })
})

describe('the built chunks', () => {
  // vite.config.ts, postBanner: without it V8 compiles each function on the main thread when it is
  // first called, tasks in which a tap waits (docs/architecture.md, section 9). In a chunk with
  // dynamic imports, Vite writes its table of their files (`__vite__mapDeps`) above it: V8 reads the
  // hint where it stands, for the functions after it, which are all but that table's one.
  const hint = '//# allFunctionsCalledOnLoad'
  it('each start with the compile hint that has V8 compile them on a background thread', () => {
    const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'))
    expect(chunks.length).toBeGreaterThan(20)
    const unhinted = chunks.filter((file) => {
      const [first, second] = readFileSync(join(siteDir, file), 'utf8').split('\n', 2)
      return !(first === hint || (first?.startsWith('const __vite__mapDeps=') && second === hint))
    })
    expect(unhinted).toEqual([])
  })
})
