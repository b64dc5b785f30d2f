import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { glossaryPagePath } from '~/config/glossary'
import { localizedPath } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'

/**
 * A term's first use on a page, linked to its entry in the glossary of the page's language. The
 * term's id is the glossary's anchor, the same in every language (tests/unit/glossary.test.ts
 * checks that each id a page links exists).
 */
export function GlossaryLink({ term, children }: { term: string; children?: ReactNode }) {
  const href = localizedPath(useLocale(), glossaryPagePath)
  // The route tree is typed by pattern (`/{-$lang}/...`); a resolved path is matched at run time.
  return (
    <Link to={href as '/{-$lang}'} hash={term} className="glossary-link">
      {children}
    </Link>
  )
}

/**
 * The components that turn a message's numbered tags into glossary links: `<0>spread</0>` in any
 * language links the first id of `terms`, `<1>…</1>` the second. The message marks where each
 * language writes the term; the list names the anchors.
 */
export function glossaryLinks(terms: readonly string[]): Record<string, ReactNode> {
  return Object.fromEntries(terms.map((term, index) => [String(index), <GlossaryLink key={term} term={term} />]))
}
