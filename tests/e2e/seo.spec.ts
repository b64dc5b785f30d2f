import { expect, test } from '@playwright/test'
import { readCatalog } from './catalog'
import { addressOf, specPages } from './site-map'

const origin = 'https://www.mcmarkets.example'
const local = (url: string) => url.replace(origin, '')

test.describe('prerendered pages and search-engine metadata @desktop-only', () => {
  test('every public page in every language is complete HTML before any script runs', async ({ request }) => {
    const catalogs = { de: readCatalog('de'), pl: readCatalog('pl') }
    const checkedStylesheets = new Set<string>()
    for (const barePath of specPages) {
      const english = await (await request.get(addressOf(barePath, 'en'))).text()
      const englishHeading = /<h1[^>]*>(.*?)<\/h1>/s.exec(english)?.[1]?.replace(/<[^>]+>/g, '')
      expect(englishHeading, barePath).toBeTruthy()
      for (const code of ['de', 'en', 'pl'] as const) {
        const address = addressOf(barePath, code)
        const response = await request.get(address)
        expect(response.status(), address).toBe(200)
        const html = await response.text()
        expect(html, address).toContain(`<html lang="${code}"`)
        const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '')
        const title = /<title>(.*?)<\/title>/s.exec(html)?.[1]
        expect(title, address).toMatch(/\| MC Markets$|^MC Markets:/)
        if (code !== 'en') {
          const expected = catalogs[code].get(englishHeading!)
          if (expected) expect(heading, address).toBe(expected.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'))
        }
        expect(html, address).toContain('name="description"')
        expect(html, address).toContain('property="og:title"')
        // Styled before any script runs: the page links the site's stylesheet, and it exists.
        const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)
        expect(stylesheets, address).not.toEqual([])
        for (const href of stylesheets) checkedStylesheets.add(href)
      }
    }
    for (const href of checkedStylesheets) {
      const stylesheet = await request.get(href)
      expect(stylesheet.status(), href).toBe(200)
      expect(stylesheet.headers()['content-type'], href).toContain('text/css')
    }
  })

  test('the sitemap lists every page in every language, and each address answers 200', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => local(m[1]!))
    for (const barePath of specPages) {
      for (const code of ['de', 'en', 'pl'] as const) expect(listed, barePath).toContain(addressOf(barePath, code))
    }
    expect(listed).not.toContain('/uc')
    expect(listed).not.toContain('/account/funding')
    for (const address of listed) expect((await request.get(address, { maxRedirects: 0 })).status(), address).toBe(200)
  })

  test('canonical and hreflang links of every page point at pages that exist', async ({ request }) => {
    const checked = new Set<string>()
    for (const barePath of specPages) {
      const html = await (await request.get(addressOf(barePath, 'pl'))).text()
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      expect(local(canonical!)).toBe(addressOf(barePath, 'pl'))
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1],
        local(m[2]!),
      ])
      expect(alternates.map(([lang]) => lang).sort()).toEqual(['de', 'en', 'pl', 'x-default'])
      for (const [, address] of alternates) {
        if (checked.has(address!)) continue
        checked.add(address!)
        expect((await request.get(address!, { maxRedirects: 0 })).status(), address).toBe(200)
      }
    }
  })

  test('robots.txt points at the sitemap and the FAQ carries FAQPage data', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:')
    const faq = await (await request.get('/en/more/faq')).text()
    const data = [...faq.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!))
    const page = data.find((d) => d['@type'] === 'FAQPage')
    expect(page.mainEntity.length).toBeGreaterThanOrEqual(20)
    expect(data.find((d) => d['@type'] === 'Organization')?.legalName).toBe('MC Markets (Europe) Ltd')
  })
})
