import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'pl'],
  // English is the language the copy is written in; German is the site's default for visitors.
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/routeTree.gen.ts'] },
  ],
  format: formatter({ lineNumbers: false }),
})
