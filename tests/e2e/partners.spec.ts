import Database from 'better-sqlite3'
import { e2eDatabase } from '../../playwright.config'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { freshEmail, lastMailId, pinFor } from './outbox'

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'isAccept', value: '0', url: baseURL! }])
})

const leadRequests = (page: import('@playwright/test').Page) => {
  const seen: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/subject/updateMCPartner')) seen.push(r.postData() ?? '')
  })
  return seen
}

test('an invalid e-mail opens the dialog and sends nothing @mobile-only', async ({ page }) => {
  const sent = leadRequests(page)
  await gotoHydrated(page, '/partner')
  await page.getByLabel('First name').fill('Piotr')
  await page.getByLabel('E-mail address (required)').fill('piotr@nowhere')
  await page.getByRole('button', { name: 'Submit' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Invalid email format. Please enter a proper email address.')
  await expect(dialog.getByRole('button')).toHaveCount(1)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('First name')).toHaveValue('Piotr')
  expect(sent).toEqual([])
})

test('a valid lead is stored with its marketing source and confirmed with one OK button @desktop-only', async ({ page }) => {
  const email = `lead.${Date.now()}@ib-partner.pl`
  await gotoHydrated(page, '/pl/partner?utm_source=newsletter&utm_medium=email&utm_campaign=ib-autumn')
  await page.getByLabel('Imię').fill('Piotr')
  await page.getByLabel('Nazwisko').fill('Lis')
  await page.getByLabel('Adres e-mail (wymagane)').fill(email)
  await page.getByLabel('Strona internetowa').fill('https://lis-trading.pl')
  await page.getByRole('button', { name: /Wyślij/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button')).toHaveCount(1)
  await dialog.getByRole('button').click()
  await expect(dialog).toBeHidden()
  const db = new Database(e2eDatabase, { readonly: true })
  const lead = db.prepare('select * from leads where email = ?').get(email) as Record<string, string>
  db.close()
  expect(lead).toMatchObject({
    first_name: 'Piotr',
    last_name: 'Lis',
    language: 'pl',
    source: 'newsletter',
    medium: 'email',
    campaign: 'ib-autumn',
  })
})

test('a refused submission says why and keeps everything typed @mobile-only', async ({ page }) => {
  await gotoHydrated(page, '/partner')
  const email = `busy.${Date.now()}@ib-partner.pl`
  // The server takes five leads an hour from one address; the sixth is refused.
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('E-mail address (required)').fill(`${i}.${email}`)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
  }
  await page.getByLabel('First name').fill('Anna')
  await page.getByLabel('Phone').fill('+48 22 1234567')
  await page.getByLabel('E-mail address (required)').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('.lead-form .form-error')).toContainText('Too many attempts')
  await expect(page.getByLabel('First name')).toHaveValue('Anna')
  await expect(page.getByLabel('Phone')).toHaveValue('+48 22 1234567')
  await expect(page.getByLabel('E-mail address (required)')).toHaveValue(email)
})

test('nothing is reported before consent; afterwards W605 goes once per page view with the campaign and referrer @desktop-only', async ({
  page,
  context,
  baseURL,
}) => {
  await context.clearCookies()
  const w605: Array<Record<string, string>> = []
  const views: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/m/v1/W605')) w605.push(JSON.parse(r.postData() ?? '{}'))
    if (r.url().endsWith('/api/a/v1/pageview')) views.push(r.postData() ?? '')
  })
  await page.goto(
    `${baseURL}/en/trading/forex?utm_source=search&utm_medium=cpc&utm_campaign=fx&utm_term=forex%20broker&utm_content=ad-1`,
    {
      referer: 'https://search.example/results?q=forex',
    },
  )
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForTimeout(1500)
  expect(w605).toEqual([])
  expect(views).toEqual([])

  await page.getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => w605.length).toBe(1)
  expect(w605[0]).toMatchObject({
    source: 'search',
    medium: 'cpc',
    campaign: 'fx',
    keywords: 'forex broker',
    group: 'ad-1',
    referer: 'https://search.example/results?q=forex',
    title: 'Forex trading: 20 currency pairs | MC Markets',
  })
  expect(w605[0]!.url).toContain('/en/trading/forex')
  await expect.poll(() => views.length).toBe(1)

  await page.getByRole('navigation', { name: 'Markets: sections' }).getByRole('link', { name: 'Metals' }).click()
  await expect.poll(() => w605.length).toBe(2)
  expect(w605[1]).toMatchObject({ source: 'search', referer: 'https://search.example/results?q=forex' })
  expect(w605[1]!.url).toContain('/en/trading/metals')
  await page.waitForTimeout(1000)
  expect(w605).toHaveLength(2)
})

test('a saved partner application draft is there again after a reload, with its status @mobile-only', async ({
  page,
  context,
  baseURL,
}) => {
  const request = page.request
  // Sign up through the API (the registration form has its own tests) and hand the session to the browser.
  const email = freshEmail('ib-draft')
  const details = { email, password: 'secret123', name: 'Piotr Lis', country: 'PL', phone: '+48 22 1234567' }
  const before = lastMailId()
  const started = await (await request.post('/api/m/v1/W103', { data: details })).json()
  expect(started.res).toBe(1)
  const signUp = await request.post('/api/m/v1/W104', {
    data: { email, pin: await pinFor(email, before), signupId: started.dt.signupId },
  })
  await context.addCookies([{ name: 'token', value: signUp.headers().authorization!, url: baseURL! }])

  await gotoHydrated(page, '/en/uc')
  const company = page.getByLabel('Company or trading name')
  const save = page.getByRole('button', { name: 'Save draft' })
  await expect(save).toBeEnabled()
  await company.fill('Lis Trading')
  await page.getByLabel('Preferred commission model').selectOption('rebate')
  await page.getByLabel('How you reach your clients').fill('Webinars and a Telegram channel')
  // The status line's wording is checked by the component test; here it only has to say something.
  const status = page.locator('.application-status')
  await expect(status).toHaveText(/^\s*$/)
  await save.click()
  await expect(status).toHaveText(/\S/)

  await page.reload()
  await expect(company).toHaveValue('Lis Trading')
  await expect(page.getByLabel('Preferred commission model')).toHaveValue('rebate')
  await expect(page.getByLabel('How you reach your clients')).toHaveValue('Webinars and a Telegram channel')
  await expect(status).toHaveText(/\S/)
})

test('a language switch reports its page once, with the path and language of the page shown @desktop-only', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'isAccept', value: '1', url: baseURL! }])
  const w605: string[] = []
  const views: Array<{ path: string; language: string }> = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/m/v1/W605')) w605.push(JSON.parse(r.postData() ?? '{}').url)
    if (r.url().endsWith('/api/a/v1/pageview')) views.push(JSON.parse(r.postData() ?? '{}'))
  })
  await gotoHydrated(page, '/en/trading/forex')
  await expect.poll(() => views.length).toBe(1)
  const language = page.locator('.header-language select')
  await language.selectOption('de')
  await expect(page).toHaveURL(/\/trading\/forex$/)
  await expect.poll(() => views.length).toBe(2)
  await language.selectOption('pl')
  await expect(page).toHaveURL(/\/pl\/trading\/forex$/)
  await expect.poll(() => views.length).toBe(3)
  await page.waitForTimeout(1000)
  expect(views.map(({ path, language }) => ({ path, language }))).toEqual([
    { path: '/en/trading/forex', language: 'en' },
    { path: '/trading/forex', language: 'de' },
    { path: '/pl/trading/forex', language: 'pl' },
  ])
  expect(w605.map((url) => new URL(url).pathname)).toEqual(['/en/trading/forex', '/trading/forex', '/pl/trading/forex'])
})

test('"Apply here" opens a partner sign-up, and the partner application continues from it @desktop-only', async ({ page }) => {
  await gotoHydrated(page, '/partner')
  await page.getByRole('link', { name: 'Apply here' }).click()
  await expect(page).toHaveURL(/\/en\/register\?type=partner$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a partner')
  const email = freshEmail('ib-signup')
  await page.getByLabel('E-mail address', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret123')
  await page.getByLabel('Full name', { exact: true }).fill('Piotr Lis')
  await page.getByLabel('Country of residence').selectOption('PL')
  await page.getByLabel('Phone number', { exact: true }).fill('+48 22 1234567')
  // A partner says as which kind, and through which company or website.
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please choose how you want to work with us.')).toBeVisible()
  await expect(page.getByText('Please enter your company name or your website.')).toBeVisible()
  await page.getByLabel('Partner type').selectOption('affiliate')
  await page.getByLabel('Website', { exact: true }).fill('https://fx-blog.example')
  const before = lastMailId()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('PIN from the e-mail', { exact: true }).fill(await pinFor(email, before))
  await page.getByRole('button', { name: 'Confirm and open my account' }).click()
  await expect(page).toHaveURL(/\/en\/uc$/)

  await expect(page.getByLabel('Partner type')).toHaveValue('affiliate')
  await expect(page.getByLabel('Website', { exact: true })).toHaveValue('https://fx-blog.example')
  const db = new Database(e2eDatabase, { readonly: true })
  const account = db.prepare('select partner_type, partner_website from users where email = ?').get(email)
  db.close()
  expect(account).toEqual({ partner_type: 'affiliate', partner_website: 'https://fx-blog.example' })
})

test('the partner pages offer a choice of language on a phone, by keyboard too @mobile-only', async ({ page }) => {
  for (const path of ['/partner', '/partner/affiliate']) {
    await gotoHydrated(page, path)
    const language = page.getByRole('combobox', { name: 'Language' }).locator('visible=true')
    await expect(language).toHaveCount(1)
    await expect(language).toBeInViewport()
  }
  await gotoHydrated(page, '/partner')
  // Reached from the top of the page with the Tab key, and chosen there.
  const language = page.getByRole('combobox', { name: 'Language' }).locator('visible=true')
  for (let presses = 0; presses < 6 && !(await language.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab')
  }
  await expect(language).toBeFocused()
  await language.selectOption('de')
  await expect(page).toHaveURL(/\/de\/partner$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})
