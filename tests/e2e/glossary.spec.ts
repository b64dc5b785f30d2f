import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { GlossaryData } from '../../src/config/glossary'
import { tr } from './catalog'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { addressOf } from './site-map'

const languages = ['de', 'en', 'pl'] as const
const glossaryOf = (code: string) => JSON.parse(readFileSync(`dist/client/glossary/${code}.json`, 'utf8')) as GlossaryData

test('the glossary lists every term of its language in alphabetical sections, each with its anchor and permalink', async ({
  page,
}) => {
  test.setTimeout(180_000)
  for (const code of languages) {
    const data = glossaryOf(code)
    const terms = data.sections.flatMap((section) => section.terms)
    await gotoHydrated(page, addressOf('/more/glossary', code))
    await expect(page.locator('html')).toHaveAttribute('lang', code)
    await expect(page.locator('h1')).toHaveText(tr(code, 'Glossary of trading terms'))
    // One description list per letter; each term a dt/dd pair in an element with its id.
    await expect(page.locator('.glossary-section')).toHaveCount(data.sections.length)
    await expect(page.locator('.glossary-section dl > div.glossary-term')).toHaveCount(terms.length)
    expect(terms.length).toBeGreaterThanOrEqual(95)
    const ids = await page.locator('.glossary-term').evaluateAll((divs) => divs.map((d) => d.id))
    expect(ids).toEqual(terms.map((t) => t.id))
    const names = await page
      .locator('.glossary-term > dt')
      .evaluateAll((dts) => dts.map((dt) => (dt.firstChild?.textContent ?? '').trim()))
    // The language's own alphabetical order.
    expect(names).toEqual([...names].sort(new Intl.Collator(code).compare))
    await expect(page.locator('.glossary-term > dd')).toHaveCount(terms.length)
    const permalinks = await page
      .locator('.glossary-term a.glossary-permalink')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(permalinks).toEqual(terms.map((t) => `#${t.id}`))
    // The A–Z list leads to each letter's heading, and every "see also" to a term of the page.
    await expect(page.locator('.glossary-letters a')).toHaveCount(data.sections.length)
    const unresolved = await page.evaluate(() => {
      const lost = (selector: string, target: string) =>
        [...document.querySelectorAll(selector)]
          .map((a) => a.getAttribute('href')!)
          .filter((href) => !document.querySelector(`${target}[id="${href.slice(1)}"]`))
      return [...lost('.glossary-letters a', '.glossary-section h2'), ...lost('.glossary-see-also a', '.glossary-term')]
    })
    expect(unresolved).toEqual([])
    const levels = await page.locator('main :is(h1, h2, h3)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])))
    expect(levels.some((level, i) => i > 0 && level > levels[i - 1]! + 1)).toBe(false)
  }
  // Polish letters with diacritics are letters of their own; German umlauts are filed under their vowel.
  expect(glossaryOf('pl').sections.map((s) => s.letter)).toContain('Ś')
  expect(glossaryOf('de').sections.map((s) => s.letter)).not.toContain('Ä')
})

test('a term linked by its anchor is marked, and a "see also" leads to its term', async ({ page }) => {
  await gotoHydrated(page, '/pl/more/glossary#margin-call')
  const target = page.locator('#margin-call')
  await expect(target).toBeInViewport()
  const background = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await page.locator('.glossary-term:target').getAttribute('id')).toBe('margin-call')
  expect(await background('#margin-call')).not.toBe(await background('#margin'))
  await target.locator('.glossary-see-also a[href="#stop-out"]').click()
  await expect(page).toHaveURL(/\/pl\/more\/glossary#stop-out$/)
  await expect(page.locator('#stop-out')).toBeInViewport()
  expect(await page.locator('.glossary-term:target').getAttribute('id')).toBe('stop-out')
})

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('the glossary reads and its anchors work', async ({ page }) => {
    await page.goto('/en/more/glossary#negative-balance-protection')
    await expect(page.locator('h1')).toHaveText('Glossary of trading terms')
    await expect(page.locator('#negative-balance-protection dt')).toContainText('Negative balance protection')
    await expect(page.locator('#negative-balance-protection')).toBeInViewport()
    await page.locator('.glossary-letters a', { hasText: /^S$/ }).click()
    await expect(page).toHaveURL(/#letter-s$/)
    await expect(page.locator('#letter-s')).toBeInViewport()
  })
})

test('FAQ answers and instrument pages link the first use of a term to the glossary of their language', async ({ page }) => {
  await gotoHydrated(page, '/pl/more/faq')
  const swapAnswer = page.locator('details.faq-item', { hasText: tr('pl', 'What is a swap?') })
  await swapAnswer.locator('summary').click()
  const swapLink = swapAnswer.locator('a.glossary-link').first()
  await expect(swapLink).toHaveAttribute('href', '/pl/more/glossary#swap')
  await swapLink.click()
  await expect(page).toHaveURL(/\/pl\/more\/glossary#swap$/)
  await expect(page.locator('h1')).toHaveText(tr('pl', 'Glossary of trading terms'))
  await expect(page.locator('#swap')).toBeInViewport()

  await gotoHydrated(page, '/trading/forex/eurusd')
  const linked = await page.locator('main a.glossary-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  for (const id of ['cfd', 'leverage', 'lot', 'pip', 'spread', 'margin', 'swap', 'triple-swap'])
    expect(linked, id).toContain(`/more/glossary#${id}`)
  // Each term once: its first use on the page.
  expect(new Set(linked).size).toBe(linked.length)
})

test('the definitions are data of their own page: no script carries them, no page carries another language @desktop-only', async ({
  request,
}) => {
  const definition = (code: string, id: string) =>
    glossaryOf(code)
      .sections.flatMap((s) => s.terms)
      .find((t) => t.id === id)!.definition
  const scripts = readdirSync('dist/client/assets').filter((file) => file.endsWith('.js'))
  for (const file of scripts) {
    const text = readFileSync(join('dist/client/assets', file), 'utf8')
    for (const code of languages) expect(text.includes(definition(code, 'triple-swap')), `${file} (${code})`).toBe(false)
  }
  for (const code of languages) {
    const html = await (await request.get(addressOf('/more/glossary', code))).text()
    for (const other of languages) {
      // Escaped as the page's JSON and HTML would escape it: compare a stretch without quotes or ampersands.
      const sample = definition(other, 'stop-out').slice(0, 40)
      expect(html.includes(sample), `${code} page, ${other} definition`).toBe(code === other)
    }
  }
})
