/**
 * The Markdown sources of the legal documents: content/legal/<language>/<slug>.md. Every policy is
 * written in each language of the site with the same front matter (title, summary, date); the
 * periodic reports are English only.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locale } from '../../../src/contract/locales'

const content = join(dirname(fileURLToPath(import.meta.url)), '../../../content/legal')

export const sourcePath = (language: Locale, slug: string) => join(content, language, `${slug}.md`)

export const hasSource = (language: Locale, slug: string) => existsSync(sourcePath(language, slug))

export const readSource = (language: Locale, slug: string) => readFileSync(sourcePath(language, slug), 'utf8')

/** The keys every source's front matter carries, translated except the date, which is the version's and the same in every language. */
export const frontMatterKeys = ['title', 'summary', 'date'] as const

/** The front matter's keys and values, as written (placeholders not yet filled). */
export function frontMatterOf(source: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1]
  if (!block) return {}
  return Object.fromEntries(
    block
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  )
}

/** The version's date (front matter `date:`), so a rebuild never changes it. */
export function dateOf(language: Locale, slug: string): string {
  const date = frontMatterOf(readSource(language, slug)).date
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new Error(`content/legal/${language}/${slug}.md needs a "date: YYYY-MM-DD" line in its front matter`)
  return date
}
