import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import type { Locale } from '~/contract/locales'
import { localizedPath } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'

interface LocalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path shared by all languages, such as `/trading/forex`. */
  to: string
  /** Link to the page in another language than the current one. */
  locale?: Locale
  search?: Record<string, string>
  /** A place on the page, without the `#` (a glossary term's anchor). */
  hash?: string
  children: ReactNode
}

/** A link that stays in the page's language (the router only knows language-prefixed paths). */
export function LocalLink({ to, locale, search, hash, ...rest }: LocalLinkProps) {
  const current = useLocale()
  const href = localizedPath(locale ?? current, to)
  // The route tree is typed by pattern (`/{-$lang}/...`); a resolved path is matched at run time.
  return <Link to={href as '/{-$lang}'} search={search as never} hash={hash} activeOptions={{ exact: true }} {...rest} />
}
