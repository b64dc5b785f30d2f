import { readFileSync } from 'node:fs'

/** Every page of spec section 2, by its language-independent path. The walk test checks each in every language. */
export const specPages = [
  '/',
  '/about/quickstart',
  '/about/intro',
  '/about',
  '/about/why',
  '/about/what',
  '/account',
  '/account/overview',
  '/account/deposit',
  '/account/withdrawals',
  '/account/providers',
  '/account/client',
  '/trading',
  '/trading/platforms',
  '/platforms/mctrader',
  '/platforms/mt4',
  '/trading/markets',
  '/trading/forex',
  '/trading/metals',
  '/trading/energy',
  '/trading/spot',
  '/trading/tools',
  '/trading/calendar',
  '/trading/realtime',
  '/more',
  '/more/company',
  '/more/contact',
  '/about/providers',
  '/more/why',
  '/more/help',
  '/more/faq',
  '/login',
  '/register',
  '/partner',
  '/download',
] as const

/** The address of a page in a language; the partner page speaks English without a prefix. */
export function addressOf(barePath: string, code: 'de' | 'en' | 'pl'): string {
  const isPartner = barePath === '/partner'
  const defaultCode = isPartner ? 'en' : 'de'
  if (code === defaultCode) return barePath
  return `/${code}${barePath === '/' ? '' : barePath}`
}

export type Language = 'de' | 'en' | 'pl'

/**
 * Every public address of the built site in one language, read from the sitemap the prerender
 * writes from the route tree, so a page added later is swept without being listed here; plus the
 * offline page and the not-found page, which no sitemap names.
 */
export function publicAddresses(code: Language): string[] {
  const addresses = [...sitemapPages()].filter(([, page]) => page.own === code).map(([address]) => address)
  const prefix = code === 'de' ? '' : `/${code}`
  return [...sampleGeneratedPages(addresses), `${prefix}/offline`, `${prefix}/no-such-page`]
}

/** The same page in another language: from the sitemap's alternates, or by the language prefix for the two pages it does not name. */
export function alternateOf(address: string, code: Language): string {
  const listed = sitemapPages().get(address)?.alternates[code]
  if (listed) return listed
  const bare = address.replace(/^\/(en|pl)(?=\/|$)/, '') || '/'
  return addressOf(bare, code)
}

interface SitemapPage {
  own: Language
  alternates: Partial<Record<Language, string>>
}

let pages: Map<string, SitemapPage> | undefined

/** Each page of dist/client/sitemap.xml by its path: its own language and its alternates' paths. */
function sitemapPages(): Map<string, SitemapPage> {
  if (pages) return pages
  const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8')
  pages = new Map()
  for (const [, block] of sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(block ?? '')?.[1]
    if (!loc) continue
    const alternates: Partial<Record<Language, string>> = {}
    let own: Language | undefined
    for (const [, language, href] of (block ?? '').matchAll(/hreflang="(\w+)" href="([^"]+)"/g)) {
      alternates[language as Language] = new URL(href!).pathname
      if (href === loc) own = language as Language
    }
    if (own) pages.set(new URL(loc).pathname, { own, alternates })
  }
  if (pages.size === 0) throw new Error('dist/client/sitemap.xml lists no pages: run npm run build first')
  return pages
}

/**
 * Pages that one route renders from a table (30 instruments, a few hundred calendar indicators)
 * share their layout: the sweeps walk every other page and a sample of these, chosen to stress the
 * template (the first page of each market, the pages with the longest names). Every one of them is
 * still requested by its own spec (instruments.spec.ts, the indicator pages' spec).
 */
function sampleGeneratedPages(addresses: string[]): string[] {
  const families = [/\/trading\/(forex|metals|energy|spot)\/[a-z0-9]+$/, /\/trading\/calendar\/[a-z0-9-]+$/]
  const kept = addresses.filter((address) => !families.some((family) => family.test(address)))
  for (const family of families) {
    const members = addresses.filter((address) => family.test(address))
    const firstOfEachGroup = [...new Map(members.map((address) => [address.replace(/\/[^/]+$/, ''), address])).values()]
    const longest = [...members].sort((a, b) => b.length - a.length).slice(0, 4)
    kept.push(...new Set([...firstOfEachGroup, ...longest]))
  }
  return kept
}
