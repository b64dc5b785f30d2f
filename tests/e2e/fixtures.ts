import { test as base } from '@playwright/test'

let visitor = 0

/**
 * Every test is a different visitor: its requests carry their own client address, as they would
 * behind the reverse proxy the server trusts in this run, so per-address rate limits count per test.
 */
export const test = base.extend<{ visitorAddress: string }>({
  visitorAddress: [
    async ({ context }, use, testInfo) => {
      visitor += 1
      const address = `10.${testInfo.workerIndex % 250}.${Math.floor(visitor / 250) % 250}.${visitor % 250}`
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
      await use(address)
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'

/**
 * What Playwright logs when it keeps a page from registering its service worker (the tests run
 * without one unless they allow it: playwright.config.ts); a test that fails on console warnings
 * leaves this one out.
 */
export const blockedWorkerWarning = 'Service Worker registration blocked by Playwright'
