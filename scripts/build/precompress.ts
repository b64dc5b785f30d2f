/** The last build step: brotli and gzip copies beside every text file of the site (scripts/build/precompress-site.ts). */
import { join } from 'node:path'
import { precompressSite } from './precompress-site'

const count = await precompressSite(join(import.meta.dirname, '../../dist/client'))
console.log(`compressed ${count} files (brotli and gzip)`)
