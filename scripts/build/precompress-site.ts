import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Files worth compressing: text of every kind the build writes; images, fonts and PDFs are compressed already. */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.csv'])
/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 1024

/**
 * Writes a brotli (quality 11) and a gzip copy beside every compressible file of the built site, as
 * `name.br` and `name.gz`. The Node server and Caddy both serve these copies to browsers that
 * accept them; compressing at that quality on a request took seconds of CPU and held a freshly
 * started server's event loop while its first visitors waited.
 */
export function precompressSite(dir: string): number {
  let count = 0
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = join(dir, name)
    if (!compressible.has(extname(file)) || !statSync(file).isFile()) continue
    const content = readFileSync(file)
    if (content.length < minimumBytes) continue
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
    count += 1
  }
  return count
}
