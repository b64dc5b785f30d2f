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
