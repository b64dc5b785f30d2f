import { resolve } from 'node:path'

/**
 * The built site that the tests over the build read (`npm run build`, which `npm test` runs before
 * vitest). SITE_DIR points them at another build, as it does the server.
 */
export const builtSiteDir = resolve(process.env.SITE_DIR || 'dist/client')
