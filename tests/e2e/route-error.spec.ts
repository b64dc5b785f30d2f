import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// Without a service worker, as on a first visit before it installs: nothing of the app is kept offline.
test.use({ serviceWorkers: 'block' })

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

test('a page whose loading fails on a dropped connection says so in the layout, and its retry opens it once back online', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/en/trading/forex')
  // The next page's texts come from the whole catalog, which loads when a link is pointed at (one
  // that leads elsewhere: pointing at the instrument would preload its table before the drop).
  const catalog = page.waitForResponse((response) => /\/assets\/messages-[^/]+\.js$/.test(new URL(response.url()).pathname))
  await page.getByRole('contentinfo').locator('a[href="/en/more/faq"]').first().hover()
  await catalog

  await context.setOffline(true)
  // The instrument page's loader fetches its specification table: with the connection gone, it fails.
  await page.locator('main a[href="/en/trading/forex/eurusd"]').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded')
  await expect(page.getByText('Perhaps the connection dropped. Please try again.')).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeAttached()
  await expect(page.locator('.risk-warning')).toBeAttached()
  await expect(page).toHaveURL(/\/en\/trading\/forex\/eurusd$/)

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('EURUSD')
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0)
})
