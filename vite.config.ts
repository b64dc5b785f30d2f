import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { linguiPluralWithoutIntl } from './scripts/build/vite/lingui-plural-without-intl'

// Vite's helper for dynamic imports is among them: the entry needs it before the app (src/main.tsx),
// and in the shell chunk it would make the entry evaluate the whole app at once.
const frameworkPackages =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core)|@lingui[\\/](core|react|message-utils)|seroval[^\\/]*|tiny-invariant|tiny-warning|cookie-es|use-sync-external-store)[\\/]|vite[\\/]preload-helper/
/**
 * Parts of those packages that only code loaded later uses (several queries at once for the release
 * reactions, suspense queries for the user centre): in the framework file every page would load
 * them before it is interactive (the budget in docs/architecture.md, section 9); left out, they go
 * with the chunks that use them.
 */
const laterOnly =
  /[\\/](useQueries|queriesObserver|useSuspenseQuery|useSuspenseQueries|useInfiniteQuery|infiniteQueryObserver|useSuspenseInfiniteQuery|usePrefetchQuery|usePrefetchInfiniteQuery|useMutationState|useMutation|mutationObserver|useIsFetching|HydrationBoundary|hydration)\.js$/
const frameworkModules = (id: string) => frameworkPackages.test(id) && !laterOnly.test(id)

/**
 * Unit test files that replace or reload modules: a replaced module only takes effect in a module
 * graph that has not loaded it yet, so these files each get a fresh one. Every other unit test file
 * shares its worker's modules and window with the files that ran there before it (`isolate: false`),
 * which took the unit tests from about 170 s to 85 s on this 2-core machine: a fresh jsdom window
 * and module graph per file were most of their time. src/test/setup.ts empties the window for
 * each file. Read only when Vitest runs: a build has no use for the tests.
 */
function unitFilesWithOwnModules(): string[] {
  const replacesModules = /\bvi\.(mock|doMock|resetModules)\(/
  return ['src', 'tests/unit']
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.test\.tsx?$/.test(name))
        .map((name) => join(folder, name)),
    )
    .filter((file) => replacesModules.test(readFileSync(file, 'utf8')))
}
const isolatedUnitFiles = process.env.VITEST ? unitFilesWithOwnModules() : []

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePattern: '\\.test\\.' }),
    // Lingui's macros are Babel-only; under Vite 8 they run through Rolldown's Babel plugin, before React's.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    linguiPluralWithoutIntl(),
    // The service worker belongs to the browser build only; pages are added to caches at run time
    // because they are prerendered after this build.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        // Off in development unless asked for (`PWA_DEV=1 npm run dev`, scripts/tools/dev.ts).
        devOptions: { enabled: process.env.PWA_DEV === '1', type: 'module' },
        // Beside the code and the style sheet, the images every offline page needs: the tab's icon, the
        // masks the style sheet draws the calendar rows' icons with, and the payment and store marks.
        injectManifest: {
          globPatterns: ['assets/**/*.{js,css}', 'icons/favicon-32.png', 'icons/mask-*.png', 'brands/*.png'],
          maximumFileSizeToCacheInBytes: 1024 * 1024,
        },
      }),
  ],
  build: {
    manifest: true,
    outDir: 'dist/client',
    target: 'es2022',
    sourcemap: false,
    // A dynamic import fetches its chunk's imports as the browser finds them, without Vite's helper
    // adding a module preload link for each one first: the helper adds them all in one task (twenty
    // for the costs page's table), and on a desktop those tasks held the main thread 40 to 100 ms per
    // page as the islands loaded, four times that on a phone. The page's own start spreads its
    // preloads over tasks (scripts/build/prerender.ts); an island's or a route's chunks load after
    // the page is interactive, where a round trip more matters less than a long task.
    modulePreload: false,
    // The client has no index.html: every page's HTML comes from the prerender step.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: 'src/main.tsx',
          output: {
            // V8 compiles a function when it is first called, on the main thread, unless its file
            // asks for all of them at once: then it compiles them on a background thread as the file
            // streams in (Chrome 136 and later; to other browsers it is a comment). The chunks are
            // split so that a page loads what it runs (the catalogs are data), and the hint took the
            // main thread's compiling in the first seconds of the costs, calendar, hours and FAQ pages
            // from 200 to 370 ms to 30 to 65 ms on a desktop (docs/architecture.md, section 9).
            // A post-banner, as the minifier drops a banner's comment.
            postBanner: '//# allFunctionsCalledOnLoad',
            codeSplitting: {
              // What every page needs before it hydrates, as one file: otherwise it arrives as a
              // dozen small chunks, each a request on a phone's connection.
              groups: [
                { name: 'framework', test: frameworkModules, priority: 10 },
                // The app's own code that every page runs before hydrating (the layout, i18n, the
                // router's route table: src/app.tsx and everything it imports), also as one file:
                // it changes with each release, the framework rarely.
                { name: 'shell', test: /[\\/]src[\\/]app\.tsx$/, priority: 5 },
              ],
            },
          },
        },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Password hashing (scrypt) is slow on purpose; on a busy 2-core machine a login test needs more than 5 s.
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker, and many of the server's tests spend their time
    // waiting (a restart, a frozen Redis, a request that never finishes): three share the two cores,
    // which brought the unit and server projects from about 7 minutes to 5 on the CI machine.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          exclude: isolatedUnitFiles,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: isolatedUnitFiles },
      },
      {
        // The server runs on Node: its tests need neither a DOM nor the Testing Library's setup.
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // Several instances need PostgreSQL and Redis: those tests run in the project below only.
          exclude: ['server/**/*.cluster.test.ts'],
          environment: 'node',
          setupFiles: [],
          // Each test builds its own app and database; the server's modules keep nothing between
          // tests but caches of fixed data, so its files share their worker's modules, as above.
          isolate: false,
        },
      },
      {
        // The server's tests again, on a real PostgreSQL that the project starts and throws away.
        extends: true,
        test: {
          name: 'server-postgres',
          include: ['server/**/*.test.ts'],
          exclude: ['server/site/**'],
          environment: 'node',
          setupFiles: [],
          globalSetup: ['./scripts/test-support/postgres-setup.ts'],
          isolate: false,
          // A database per test app and a network round trip per query: slower than in-memory SQLite.
          testTimeout: 40_000,
        },
      },
    ],
  },
}))
