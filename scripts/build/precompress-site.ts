import { readdirSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Files worth compressing: text of every kind the build writes; images, fonts and PDFs are compressed already. */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.csv'])
/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 1024

/**
 * Writes a brotli (quality 11) and a gzip copy beside every compressible file of the built site, as
 * `name.br` and `name.gz`. The Node server and Caddy both serve these copies to browsers that
 * accept them; compressing at that quality on a request took seconds of CPU and held a freshly
 * started server's event loop while its first visitors waited.
 *
 * Brotli at quality 11 is the build's slowest step, so the files are compressed by zlib's thread
 * pool, a few at a time on every core, instead of one after another on one.
 */
export async function precompressSite(dir: string): Promise<number> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => join(dir, name))
    .filter((file) => compressible.has(extname(file)) && statSync(file).isFile())
  let next = 0
  let count = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!
      const content = await readFile(file)
      if (content.length < minimumBytes) continue
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipped(content, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      count += 1
    }
  }
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, worker))
  return count
}
