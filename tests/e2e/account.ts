import type { Page } from '@playwright/test'
import { tr } from './catalog'
import { expect } from './fixtures'
import { gotoHydrated } from './hydrated'
import { lastMailId, pinFor } from './outbox'

/** Opening an account and signing in as a visitor does, shared by the specs that need a signed-in session. */
export type Code = 'de' | 'en'
export const prefix = (code: Code) => (code === 'de' ? '' : `/${code}`)
export const field = (page: Page, code: Code, label: string) => page.getByLabel(tr(code, label), { exact: true })

export async function register(page: Page, code: Code, email: string, password: string) {
  await gotoHydrated(page, `${prefix(code)}/register`)
  await field(page, code, 'E-mail address').fill(email)
  await field(page, code, 'Password').fill(password)
  await field(page, code, 'Full name').fill('Anna Nowak')
  await page.getByLabel(tr(code, 'Country of residence')).selectOption('PL')
  await field(page, code, 'Phone number').fill('+48 22 1234567')
  const before = lastMailId()
  await page.getByRole('button', { name: tr(code, 'Continue') }).click()
  await field(page, code, 'PIN from the e-mail').fill(await pinFor(email, before))
  await page.getByRole('button', { name: tr(code, 'Confirm and open my account') }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix(code)}/uc$`))
}

export async function login(page: Page, code: Code, email: string, password: string) {
  await field(page, code, 'E-mail address').fill(email)
  await field(page, code, 'Password').fill(password)
  await page.getByRole('button', { name: tr(code, 'Log in'), exact: true }).click()
}
