import type { APIRequestContext } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { parseCsv } from '../../scripts/build/legal/csv'
import { rts27Header } from '../../scripts/build/legal/rts27'
import { rts28Header } from '../../scripts/build/legal/rts28'
import { type LegalDocumentInfo, legalDocuments } from '../../src/config/legal-documents'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

const percentage = (text: string) => {
  expect(text).toMatch(/^\d{1,3}\.\d{2}$/)
  const value = Number(text)
  expect(value).toBeGreaterThanOrEqual(0)
  expect(value).toBeLessThanOrEqual(100)
  return value
}

async function checkPdf(request: APIRequestContext, href: string, info: LegalDocumentInfo) {
  const response = await request.get(href)
  expect(response.status(), href).toBe(200)
  expect(response.headers()['content-type'], href).toBe('application/pdf')
  const bytes = await response.body()
  expect(bytes.subarray(0, 5).toString(), href).toBe('%PDF-')
  const pdf = await PDFDocument.load(bytes)
  expect(pdf.getTitle(), href).toBe(info.title)
  expect(pdf.getPageCount(), href).toBeGreaterThan(0)
  expect(pdf.getAuthor(), href).toBe('MC Markets (Europe) Ltd')
  const year = /-(\d{4})\.pdf$/.exec(href)?.[1]
  if (year) expect(pdf.getTitle(), href).toContain(year)
}

async function checkCsv(request: APIRequestContext, href: string) {
  const response = await request.get(href)
  expect(response.status(), href).toBe(200)
  expect(response.headers()['content-type'], href).toMatch(/^text\/csv/)
  const text = (await response.body()).toString('utf8')
  expect(text.endsWith('\r\n'), href).toBe(true)
  const [header, ...rows] = parseCsv(text)
  expect(rows.length, href).toBeGreaterThan(0)
  expect(
    rows.every((row) => row.length === header!.length),
    href,
  ).toBe(true)
  const year = /-(\d{4})\.csv$/.exec(href)![1]!
  const column = (name: string) => header!.indexOf(name)
  if (href.includes('rts28')) {
    expect(header, href).toEqual([...rts28Header])
    for (const row of rows) {
      expect(['Retail clients', 'Professional clients']).toContain(row[0])
      expect(row[2]).toMatch(/^[YN]$/)
      // The firm is the only venue: all of the volume and all of the orders.
      expect(percentage(row[5]!)).toBe(100)
      expect(percentage(row[6]!)).toBe(100)
      expect(percentage(row[7]!) + percentage(row[8]!)).toBeCloseTo(100, 2)
      percentage(row[9]!)
    }
  } else {
    expect(header, href).toEqual([...rts27Header])
    expect(new Set(rows.map((r) => r[column('Instrument')])).size, href).toBe(30)
    expect(new Set(rows.map((r) => r[0])), href).toEqual(new Set([1, 2, 3, 4].map((q) => `${year}-Q${q}`)))
    for (const row of rows) {
      const count = (name: string) => Number(row[column(name)])
      expect(row[column('Period start')]!.startsWith(year)).toBe(true)
      expect(count('Orders received')).toBe(
        count('Transactions executed') + count('Orders rejected') + count('Orders cancelled or expired'),
      )
      const shares = [
        'Executed at requested price (%)',
        'Executed with price improvement (%)',
        'Executed with negative slippage (%)',
      ]
      expect(shares.map((name) => percentage(row[column(name)]!)).reduce((a, b) => a + b)).toBeCloseTo(100, 2)
      expect(count('Lowest executed price')).toBeLessThanOrEqual(count('Highest executed price'))
    }
  }
}

test('every listed legal document downloads from every language: PDFs with their title, CSVs in their layout @desktop-only', async ({
  page,
  request,
}) => {
  const index = (await (await request.get('/legal/index.json')).json()) as LegalDocumentInfo[]
  expect(index.map((d) => d.slug)).toEqual(legalDocuments.map((d) => d.slug))
  const listed: string[][] = []
  for (const prefix of ['', '/en', '/pl']) {
    await gotoHydrated(page, `${prefix}/more/legal`)
    // Policies, execution quality, Pillar III.
    await expect(page.locator('.legal-table')).toHaveCount(3)
    const links = page.locator('.legal-table tbody a')
    await expect(links).toHaveCount(legalDocuments.length)
    await expect(page.locator('.legal-table tbody td.num').first()).toHaveText(/\d/)
    await expect(page.locator('.legal-table tbody td.num').last()).toHaveText(/\d/)
    const found = await links.evaluateAll((as) => as.map((a) => `${a.getAttribute('href')} ${a.getAttribute('type')}`))
    listed.push(found)
  }
  expect(listed[1]).toEqual(listed[0])
  expect(listed[2]).toEqual(listed[0])
  for (const entry of listed[0]!) {
    const [href, type] = entry.split(' ') as [string, string]
    const info = index.find((d) => d.path === href)
    expect(info, href).toBeDefined()
    if (href.endsWith('.pdf')) {
      expect(type, href).toBe('application/pdf')
      await checkPdf(request, href, info!)
    } else {
      expect(type, href).toBe('text/csv')
      await checkCsv(request, href)
    }
  }
})

test('the footer links the risk disclosure and the cookie policy as PDFs', async ({ page, request }) => {
  await gotoHydrated(page, '/en')
  for (const name of ['Risk disclosure (PDF)', 'Cookie policy (PDF)']) {
    const href = await page.getByRole('contentinfo').getByRole('link', { name }).getAttribute('href')
    const response = await request.get(href!)
    expect(response.status(), name).toBe(200)
    expect((await PDFDocument.load(await response.body())).getTitle()).toMatch(name.startsWith('Risk') ? /Risk/ : /Cookie/)
  }
})

test('the footer links the accessibility statement in every language, and the sitemap lists it', async ({ page, request }) => {
  const pages = [
    ['/', 'Barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
    ['/en', 'Accessibility', 'Accessibility statement'],
    ['/pl', 'Dostępność', 'Deklaracja dostępności'],
  ] as const
  for (const [home, link, title] of pages) {
    await gotoHydrated(page, home)
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click()
    await expect(page.locator('h1')).toHaveText(title)
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '' : home}/more/accessibility$`))
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const prefix of ['', '/en', '/pl'])
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^/<]+${prefix}/more/accessibility</loc>`))
})
