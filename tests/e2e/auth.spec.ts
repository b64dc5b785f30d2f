import type { Page } from '@playwright/test'
import { field, login, prefix, register } from './account'
import { tr } from './catalog'
import { expect, test } from './fixtures'
import { paintsReported } from './frames'
import { gotoHydrated } from './hydrated'
import { freshEmail, lastMailId, pinFor } from './outbox'
import { widthFor } from './widths'

// These visitors have made their cookie choice, so the notice does not cover the buttons on a phone.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

const portalLanguages = ['en', 'de'] as const
for (const code of portalLanguages) {
  // English at the phone's width, German at the computer's (widths.ts).
  test.describe(`client portal entry (${code}) ${widthFor(code, portalLanguages)}`, () => {
    test('register with the mailed PIN, sign out, sign in again and come back to the user centre', async ({ page }) => {
      const email = freshEmail(`reg-${code}`)
      await register(page, code, email, 'secret123')
      await expect(page.getByText(email).first()).toBeVisible()

      await page.getByRole('button', { name: tr(code, 'Sign out') }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(code)}/login\\?redirect=${encodeURIComponent(`${prefix(code)}/uc`)}$`))
      expect(await page.evaluate(() => localStorage.getItem('user-info'))).toBeNull()

      await login(page, code, email, 'secret123')
      await expect(page.getByText(tr(code, 'Login successfully'))).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${prefix(code)}/uc$`))
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user-info'))) ?? '{}')).toEqual({ email, isSave: true })
    })

    test('the user centre sends a signed-out visitor to log in and back', async ({ page, browser }) => {
      const email = freshEmail(`guard-${code}`)
      const setup = await browser.newPage()
      await register(setup, code, email, 'secret123')
      await setup.close()

      await gotoHydrated(page, `${prefix(code)}/uc`)
      await expect(page.getByText(tr(code, 'Please login first!'))).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${prefix(code)}/login\\?redirect=`))
      await login(page, code, email, 'secret123')
      await expect(page).toHaveURL(new RegExp(`${prefix(code)}/uc$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(code, 'Your user centre'))
    })

    test('a wrong password is refused with a message and keeps what was typed', async ({ page }) => {
      const email = freshEmail(`wrong-${code}`)
      await register(page, code, email, 'secret123')
      await page.getByRole('button', { name: tr(code, 'Sign out') }).click()
      await login(page, code, email, 'wrong9999')
      await expect(page.getByRole('alert')).toHaveText(tr(code, 'The e-mail address or password is incorrect.'))
      await expect(field(page, code, 'E-mail address')).toHaveValue(email)
      await expect(field(page, code, 'Password')).toHaveValue('wrong9999')
    })

    test('a forgotten password is reset with a PIN, then signs in with the new one', async ({ page }) => {
      const email = freshEmail(`reset-${code}`)
      await register(page, code, email, 'secret123')
      await page.getByRole('button', { name: tr(code, 'Sign out') }).click()

      await page.getByRole('link', { name: tr(code, 'Forgot your password?') }).click()
      // The sign-in page has an e-mail field too: type only once the reset page has replaced it.
      await expect(page.getByRole('heading', { level: 1, name: tr(code, 'Reset your password') })).toBeVisible()
      await field(page, code, 'E-mail address').fill(email)
      const before = lastMailId()
      await page.getByRole('button', { name: tr(code, 'Send me a PIN') }).click()
      await expect(field(page, code, 'PIN from the e-mail')).toBeVisible()
      // The PIN belongs to this tab's reset request (W201's resetId), which a reload keeps.
      await page.reload()
      await field(page, code, 'PIN from the e-mail').fill(await pinFor(email, before))
      await field(page, code, 'New password').fill('fresh2026')
      await field(page, code, 'Repeat the new password').fill('fresh2026')
      await page.getByRole('button', { name: tr(code, 'Set new password') }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(code)}/login$`))
      await login(page, code, email, 'secret123')
      await expect(page.getByRole('alert')).toHaveText(tr(code, 'The e-mail address or password is incorrect.'))
      await login(page, code, email, 'fresh2026')
      await expect(page).toHaveURL(new RegExp(`${prefix(code)}/uc$`))
    })

    test('the user centre changes the password with a mailed PIN', async ({ page }) => {
      const email = freshEmail(`change-${code}`)
      await register(page, code, email, 'secret123')
      await page.getByRole('button', { name: tr(code, 'Change password') }).click()
      await expect(field(page, code, 'E-mail address')).toHaveValue(email)
      const before = lastMailId()
      await page.getByRole('button', { name: tr(code, 'Send me a PIN') }).click()
      await field(page, code, 'PIN from the e-mail').fill(await pinFor(email, before))
      await field(page, code, 'New password').fill('again2027')
      await field(page, code, 'Repeat the new password').fill('again2027')
      await page.getByRole('button', { name: tr(code, 'Set new password') }).click()
      await expect(page.getByText(tr(code, 'Your password has been changed.'))).toBeVisible()
      // Changing the password signs out every session, this one included.
      await page.reload()
      await expect(page).toHaveURL(new RegExp(`${prefix(code)}/login\\?redirect=`))
      await login(page, code, email, 'again2027')
      await expect(page).toHaveURL(new RegExp(`${prefix(code)}/uc$`))
    })
  })
}

test('too many wrong passwords in a row from one visitor are stopped with a clear message @desktop-only', async ({ page }) => {
  const email = freshEmail('limit')
  await register(page, 'en', email, 'secret123')
  await page.getByRole('button', { name: 'Sign out' }).click()
  // Ten failures in a row for one account from one address (server/rate-limits.ts); others can still sign in.
  for (let i = 0; i < 10; i++) {
    await login(page, 'en', email, `wrong${i}999`)
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect.')
    await page.getByRole('button', { name: 'Log in', exact: true }).isEnabled()
  }
  await login(page, 'en', email, 'secret123')
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait a moment and try again.')
})

/** Records the page's layout shifts (as Lighthouse sums them) and its largest paints, from the first byte. */
async function recordPaintsAndShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { shift: 0, shifted: [] as string[], largestPaints: [] as string[] }
    Object.assign(window, { record })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue
        record.shift += entry.value
        for (const source of entry.sources) record.shifted.push((source.node as Element | null)?.tagName ?? 'removed')
      }
    }).observe({ type: 'layout-shift', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[])
        record.largestPaints.push(
          entry.element?.closest('.cookie-notice') ? 'cookie notice' : (entry.element?.tagName ?? 'removed'),
        )
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  return async () => {
    // Two frames and a task after the last change, its shifts and paints have been reported.
    await paintsReported(page)
    return page.evaluate(
      () => (window as unknown as { record: { shift: number; shifted: string[]; largestPaints: string[] } }).record,
    )
  }
}

test('the user centre fills in without moving anything on screen', async ({ page }) => {
  // The browser renders the user centre (its data is personal); the prerender leaves its frame, so
  // the footer is not on screen to jump down when the sections arrive (it did: CLS 0.89 on a phone).
  await register(page, 'en', freshEmail('still'), 'secret123')
  const recorded = await recordPaintsAndShifts(page)
  await page.goto('/en/uc')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your user centre')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.locator('form.partner-application')).toHaveAttribute('aria-busy', 'false')
  const { shift, shifted } = await recorded()
  expect(shifted).toEqual([])
  expect(shift).toBe(0)
})

test.describe('the partner application island', () => {
  // Its code is held below; a service worker serving it from its cache would pass that by.
  test.use({ serviceWorkers: 'block' })

  test('the partner application arrives once the page is live without moving the sections below it @desktop-only', async ({
    page,
  }) => {
    // Its form is an island, loaded once the page is interactive; on a slow phone that is after the
    // rest of the page has rendered, which its code is held here until. On a screen this tall the
    // sign-out section below it (its heading) is in view when it arrives, and its room was kept for it.
    await page.setViewportSize({ width: 1280, height: 1900 })
    await register(page, 'en', freshEmail('island'), 'secret123')
    let releaseForm = () => {}
    const held = new Promise<void>((resolve) => {
      releaseForm = resolve
    })
    await page.route(/\/assets\/partner-application-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const recorded = await recordPaintsAndShifts(page)
    await page.goto('/en/uc')
    await expect(page.getByRole('heading', { name: 'Sign out' })).toBeInViewport()
    await expect(page.locator('form.partner-application')).toHaveCount(0)
    releaseForm()
    await expect(page.locator('form.partner-application')).toHaveAttribute('aria-busy', 'false')
    const { shift, shifted } = await recorded()
    expect(shifted).toEqual([])
    expect(shift).toBe(0)
  })
})

test('on a phone the largest paint of the sign-in page and the user centre is their own, not the later cookie notice @mobile-only', async ({
  page,
  context,
}) => {
  // Lighthouse's phone, with no cookie choice yet: the notice appears after hydration. Were a block
  // of its text larger than the page's own first text, it would be the page's LCP, counted with
  // every script before it (3 s on the sign-in page; on the user centre, whose main was empty).
  await page.setViewportSize({ width: 412, height: 823 })
  await register(page, 'en', freshEmail('paint'), 'secret123')
  await context.clearCookies({ name: 'isAccept' })
  const recorded = await recordPaintsAndShifts(page)
  for (const address of ['/login', '/en/login', '/pl/login', '/uc', '/en/uc', '/pl/uc']) {
    await page.goto(address)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.locator('.cookie-notice')).toBeVisible()
    const { largestPaints } = await recorded()
    expect(largestPaints.length, address).toBeGreaterThan(0)
    expect(largestPaints.at(-1), address).not.toBe('cookie notice')
  }
})
