import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { LocalLink } from '~/components/local-link'
import { PageIntro } from '~/components/page-blocks'
import type { GlossaryData, GlossaryTerm } from '~/config/glossary'

/**
 * The glossary: an A–Z list of the letters, then each letter's terms as a description list. Every
 * term is an element with its anchor (the same id in every language) and a visible link to itself,
 * so a term can be linked and shared; the whole page is links and text, and works without script.
 */
export function GlossaryPage({ glossary }: { glossary: GlossaryData }) {
  const { t } = useLingui()
  const names = new Map(glossary.sections.flatMap((section) => section.terms.map((term) => [term.id, term.term] as const)))
  return (
    <>
      <PageIntro title={t`Glossary of trading terms`} kicker={<LocalLink to="/more">{t`More`}</LocalLink>}>
        <p>
          <Trans>
            The words of CFD and forex trading explained in a few sentences each, from ask price to volatility. Each term has its
            own link, so you can share it or come back to it.
          </Trans>
        </p>
      </PageIntro>
      <div className="glossary container">
        <nav className="glossary-letters" aria-label={t`Glossary from A to Z`}>
          <ul>
            {glossary.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
        {glossary.sections.map((section) => (
          <section key={section.id} className="glossary-section" aria-labelledby={section.id}>
            <h2 id={section.id}>{section.letter}</h2>
            <dl>
              {section.terms.map((term) => (
                <Term key={term.id} term={term} names={names} />
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  )
}

function Term({ term, names }: { term: GlossaryTerm; names: ReadonlyMap<string, string> }) {
  const { t } = useLingui()
  const name = term.term
  return (
    <div id={term.id} className="glossary-term">
      <dt>
        {name}{' '}
        <a className="glossary-permalink" href={`#${term.id}`} aria-label={t`Link to “${name}”`}>
          #
        </a>
      </dt>
      <dd>
        {term.definition}
        {term.seeAlso.length > 0 && (
          <span className="glossary-see-also">
            {t`See also:`}{' '}
            {term.seeAlso.map((id, i) => (
              <Fragment key={id}>
                {i > 0 && ', '}
                <a href={`#${id}`}>{names.get(id)}</a>
              </Fragment>
            ))}
          </span>
        )}
      </dd>
    </div>
  )
}
