import { PDFDocument } from 'pdf-lib'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

test('every listed legal document downloads as a valid PDF with its title, from every language @desktop-only', async ({
  page,
  request,
}) => {
  for (const prefix of ['', '/en', '/pl']) {
    await gotoHydrated(page, `${prefix}/more/legal`)
    const links = page.locator('.legal-table tbody a')
    await expect(links).toHaveCount(13)
    await expect(page.locator('.legal-table tbody td.num').first()).toHaveText(/\d/)
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
      expect(response.headers()['content-type'], href).toBe('application/pdf')
      const bytes = await response.body()
      expect(bytes.subarray(0, 5).toString(), href).toBe('%PDF-')
      const pdf = await PDFDocument.load(bytes)
      expect(pdf.getTitle(), href).toBeTruthy()
      expect(pdf.getPageCount(), href).toBeGreaterThan(0)
      expect(pdf.getAuthor(), href).toBe('MC Markets (Europe) Ltd')
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
