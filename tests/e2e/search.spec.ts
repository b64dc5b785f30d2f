import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated, waitForServiceWorker } from './hydrated'

async function openSearch(page: Page) {
  await page.locator('.header-search').click()
  // Named in the page's language (the tests in English check the names).
  const dialog = page.locator('dialog.search-dialog')
  await expect(dialog).toBeVisible()
  const field = dialog.getByRole('combobox')
  await expect(field).toBeFocused()
  return { dialog, field }
}

test('the header search shows results as one types; the arrow keys choose and Enter opens a result', async ({ page }) => {
  await gotoHydrated(page, '/en/trading/forex')
  const { dialog, field } = await openSearch(page)
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeFocused()
  await field.pressSequentially('spre')
  const options = dialog.getByRole('option')
  await expect(options.first()).toContainText('Spread')
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/)
  await field.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!)
  await field.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await field.press('ArrowUp')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/en\/more\/glossary#spread$/)
  await expect(page.locator('.search-dialog')).toHaveCount(0)
  await expect(page.locator('h1')).toHaveText('Glossary of trading terms')
})

test('Escape closes the search dialog and gives the focus back to the header', async ({ page }) => {
  await gotoHydrated(page, '/')
  const { field } = await openSearch(page)
  await field.fill('Hebel')
  await expect(page.getByRole('option').first()).toContainText('Hebel')
  await page.keyboard.press('Escape')
  if (await page.locator('.search-dialog').count()) await page.keyboard.press('Escape')
  await expect(page.locator('.search-dialog')).toHaveCount(0)
  await expect(page.locator('.header-search')).toBeFocused()
})

test('Enter without a chosen result opens the search page with the query in its address', async ({ page }) => {
  await gotoHydrated(page, '/pl')
  const { field } = await openSearch(page)
  await field.fill('dźwignia')
  await expect(page.getByRole('option').first()).toContainText('Dźwignia finansowa')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/pl\/search\?q=d%C5%BAwignia$/)
  await expect(page.locator('.search-page').getByRole('option').first()).toContainText('Dźwignia finansowa')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search page lists the results the server found, in each language', async ({ page }) => {
    for (const [address, query, title] of [
      ['/en/search', 'spread', 'Spread'],
      ['/search', 'Hebel', 'Hebel'],
      ['/pl/search', 'dźwignia', 'Dźwignia finansowa'],
    ] as const) {
      await page.goto(`${address}?q=${encodeURIComponent(query)}`)
      const first = page.locator('.search-server-results li a').first()
      await expect(first).toHaveText(title)
      await expect(page.locator('input[name="q"]')).toHaveValue(query)
      await expect(page.locator('[data-search-empty]')).toBeHidden()
    }
    await page.goto('/en/search?q=qqxyzzy')
    await expect(page.locator('.search-server-results')).toHaveCount(0)
    await expect(page.locator('[data-search-empty]')).toBeVisible()
  })

  test('the header search is a link to the search page, whose form searches', async ({ page }) => {
    await page.goto('/en/trading/forex')
    await page.locator('.header-search').click()
    await expect(page).toHaveURL(/\/en\/search$/)
    await page.locator('input[name="q"]').fill('margin call')
    await page.locator('input[name="q"]').press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=margin\+call$/)
    await expect(page.locator('.search-server-results li a').first()).toHaveText('Margin call')
  })
})

test.describe('with the service worker', () => {
  // The service worker keeps the page for offline use; the tests not about it run without one (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('after the first search online, the search works offline', async ({ page, context }) => {
    await gotoHydrated(page, '/en/about')
    await waitForServiceWorker(page)
    // Opened while the worker is in control, the page is kept for offline reading.
    await gotoHydrated(page, '/en/about')
    let { dialog, field } = await openSearch(page)
    await field.fill('swap')
    await expect(dialog.getByRole('option').first()).toBeVisible()
    await context.setOffline(true)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    ;({ dialog, field } = await openSearch(page))
    await field.fill('leverage')
    await expect(dialog.getByRole('option').first()).toContainText('Leverage')
    await context.setOffline(false)
  })
})

test('the search page and the open dialog pass axe', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=margin')
  await expect(page.locator('.search-page').getByRole('option').first()).toBeVisible()
  expect(await axeViolations(page), 'page').toEqual([])
  const { dialog, field } = await openSearch(page)
  await field.fill('spread')
  await field.press('ArrowDown')
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  expect(await axeViolations(page), 'dialog').toEqual([])
})
