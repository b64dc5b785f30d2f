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
  return [...addresses, `${prefix}/offline`, `${prefix}/no-such-page`]
}
