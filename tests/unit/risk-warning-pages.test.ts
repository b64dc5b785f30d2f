// @vitest-environment node

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { riskWarningText } from '../../src/config/risk-warning'
import { isLocale, type Locale, locales } from '../../src/contract/locales'
import { builtSiteDir } from './built-site'

/**
 * Every prerendered page of the built site (`npm run build`, which `npm test` runs before vitest), in
 * every language: each time a page states the risk warning, or any sentence of it, the words are the
 * ones of src/config/risk-warning.ts in the page's language, whole and unchanged (the non-breaking
 * space of the percentage included). A hand-written or outdated variant, a sentence quoted on its own
 * or a warning in another language fails. SITE_DIR points it at another build, as it does the server.
 */
const siteDir = builtSiteDir

/** A distinctive part of each sentence of each form, in each language: where an occurrence is found. */
const fragments: Record<Locale, string[]> = {
  en: [
    'high risk of losing money rapidly',
    'of retail investor accounts',
    'of retail CFD accounts',
    'whether you can afford to take the high risk',
  ],
  de: ['schnell Geld zu verlieren', 'Kleinanlegerkonten', 'CFD-Konten von Kleinanlegern', 'das hohe Risiko einzugehen'],
  pl: [
    'szybkiej utraty środków pieniężnych',
    'rachunków inwestorów detalicznych',
    'rachunków CFD inwestorów detalicznych',
    'pozwolić sobie na wysokie ryzyko',
  ],
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/**
 * What a reader gets of the page: the body's text without markup, and the structured data search
 * engines show (FAQ answers). Scripts and styles are no text; the page's message catalog (a JSON
 * data block) holds texts the page may not show, so it is left out too.
 */
function readableText(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>'))
  const structured = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
  return [body.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ''), ...structured]
    .join('\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
      name.startsWith('#x') || name.startsWith('#X')
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (entities[name] ?? whole),
    )
}

/** Each occurrence of a fragment that does not sit inside one of the canonical texts, with its context. */
function strayOccurrences(text: string, canonical: string[]): string[] {
  const stray: string[] = []
  for (const fragment of locales.flatMap((locale) => fragments[locale])) {
    for (let at = text.indexOf(fragment); at !== -1; at = text.indexOf(fragment, at + 1)) {
      const inside = canonical.some((whole) => {
        const offset = whole.indexOf(fragment)
        return offset !== -1 && text.slice(at - offset, at - offset + whole.length) === whole
      })
      if (!inside) stray.push(`…${text.slice(Math.max(0, at - 80), at + fragment.length + 80)}…`)
    }
  }
  return stray
}

describe.skipIf(!existsSync(join(siteDir, 'index.html')))('the risk warning on every prerendered page', () => {
  const pages = htmlFiles(siteDir).map((file) => {
    const html = readFileSync(file, 'utf8')
    const lang = /<html[^>]*\slang="([a-z]{2})/.exec(html)?.[1]
    return { page: relative(siteDir, file), locale: isLocale(lang) ? lang : undefined, text: readableText(html) }
  })

  it('finds pages in every language', () => {
    expect(pages.filter((p) => p.locale === undefined).map((p) => p.page)).toEqual([])
    for (const locale of locales) expect(pages.filter((p) => p.locale === locale).length, locale).toBeGreaterThan(20)
  })

  it.each(locales)('states it in full on every %s page', (locale) => {
    const full = riskWarningText(locale, 'full')
    const without = pages.filter((p) => p.locale === locale && !p.text.includes(full)).map((p) => p.page)
    expect(without).toEqual([])
  })

  it.each(locales)('uses only the canonical words, in full or abbreviated, on every %s page', (locale) => {
    const canonical = [riskWarningText(locale, 'full'), riskWarningText(locale, 'short')]
    const stray = pages
      .filter((p) => p.locale === locale)
      .flatMap((p) => strayOccurrences(p.text, canonical).map((context) => `${p.page}: ${context}`))
    expect(stray).toEqual([])
  })
})
