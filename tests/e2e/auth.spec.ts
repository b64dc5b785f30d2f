import { field, login, prefix, register } from './account'
import { tr } from './catalog'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { freshEmail, lastMailId, pinFor } from './outbox'

// These visitors have made their cookie choice, so the notice does not cover the buttons on a phone.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

for (const code of ['en', 'de'] as const) {
  test.describe(`client portal entry (${code})`, () => {
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
