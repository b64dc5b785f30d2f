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
  const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8')
  const addresses: string[] = []
  for (const [, block] of sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(block ?? '')?.[1]
    const own = [...(block ?? '').matchAll(/hreflang="(\w+)" href="([^"]+)"/g)].find(([, , href]) => href === loc)
    if (loc && own?.[1] === code) addresses.push(new URL(loc).pathname)
  }
  if (addresses.length === 0) throw new Error('dist/client/sitemap.xml lists no pages: run npm run build first')
  const prefix = code === 'de' ? '' : `/${code}`
  return [...sampleGeneratedPages(addresses), `${prefix}/offline`, `${prefix}/no-such-page`]
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
