/**
 * Writes a brotli copy (quality 11) beside every script and stylesheet of the build. Compressing
 * them at that quality takes seconds of CPU; done on the first request, it held a freshly started
 * server's event loop while the first visitors waited for the page to become interactive.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

const assets = join(import.meta.dirname, '../dist/client/assets')
let count = 0
for (const name of readdirSync(assets)) {
  if (!/\.(js|css)$/.test(name)) continue
  const file = join(assets, name)
  writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  count += 1
}
console.log(`compressed ${count} scripts and stylesheets (brotli)`)
