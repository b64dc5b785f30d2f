import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8181)
/** The end-to-end server's SQLite file; tests read the outbox from it as a user reads their inbox. */
export const e2eDatabase = 'data/e2e.sqlite'

/** Debian's Chromium, never a downloaded browser (the machine has no access to browser downloads). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

/**
 * The browser the end-to-end tests drive: Debian's headless shell of the same Chromium
 * (chromium-headless-shell), without a window's machinery, which ran the accessibility and
 * overflow sweeps about a fifth faster on the 2-core CI machine. The benchmark's Lighthouse and
 * the installability check keep the full browser, the one visitors run.
 */
const testLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: testLaunchOptions,
    trace: 'off',
    /**
     * Each test is a fresh browser context, and in each the site's service worker installed itself
     * and precached its 180 files (1.7 MB): about 3.4 s of CPU per context on the 2-core CI machine,
     * measured over twelve contexts (79 s with it, 38 s without), where the run is CPU-bound. So
     * the tests run as a first visit before the worker installs; the specs about offline reading,
     * updates and push, and each page's offline test, allow it (`test.use({ serviceWorkers: 'allow' })`).
     * Playwright blocks it by replacing `register`, which logs `blockedWorkerWarning` (tests/e2e/fixtures.ts).
     */
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: testLaunchOptions },
      grepInvert: /@mobile-only/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions: testLaunchOptions },
      // The page walk and the catalog of pages are the same at every width; the behaviour tests run at both.
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    // A fresh database per run, the same V8 flag as `npm start`, and a Wednesday afternoon so markets trade.
    command: `rm -f ${e2eDatabase}* && node --max-semi-space-size=32 --import tsx server/index.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: e2eDatabase,
      DEMO_TIME: '2026-11-25T14:00:00Z',
      // Each test is its own visitor with its own address (see fixtures.ts), so per-address limits apply per test.
      TRUST_PROXY: '1',
      FEED_SEED: '42',
      LOG_REQUESTS: '0',
      // Price alerts push to a receiving endpoint on localhost (scripts/test-support/push-receiver.ts).
      PUSH_LOCAL_ENDPOINTS: '1',
    },
  },
})
