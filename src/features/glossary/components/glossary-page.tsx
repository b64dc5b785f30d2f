import { Trans, useLingui } from '@lingui/react/macro'
import { PageIntro } from '~/components/page-blocks'
import type { GlossaryData } from '~/config/glossary'

/**
 * The glossary: an A–Z list of the letters, then each letter's terms as a description list. Every
 * term is an element with its anchor (the same id in every language) and a visible link to itself,
 * so a term can be linked and shared; the whole page is links and text, and works without script.
 */
export function GlossaryPage({ glossary }: { glossary: GlossaryData }) {
  const { t } = useLingui()
  const markup = termsMarkup(glossary, { permalink: (name) => t`Link to “${name}”`, seeAlso: t`See also:` })
  return (
    <>
      <PageIntro title={t`Glossary of trading terms`} kicker={t`More`}>
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
        {/*
          The terms are text and in-page links only, nothing a script changes: as markup from the data
          they are never hydrated, so a phone is spared walking some 1,500 elements in one long task
          (docs/architecture.md, section 9). The prerender and the browser build the same string.
        */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built from the page's own data, every text escaped */}
        <div className="glossary-terms" dangerouslySetInnerHTML={{ __html: markup }} />
      </div>
    </>
  )
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!)

/** The letter sections as HTML: a `dl` per letter, each term a `div` with its id, its `dt` and `dd`. */
function termsMarkup(glossary: GlossaryData, labels: { permalink: (name: string) => string; seeAlso: string }): string {
  const names = new Map(glossary.sections.flatMap((section) => section.terms.map((term) => [term.id, term.term] as const)))
  const link = (id: string, text: string, attributes = '') => `<a${attributes} href="#${escapeHtml(id)}">${escapeHtml(text)}</a>`
  return glossary.sections
    .map((section) => {
      const terms = section.terms.map((term) => {
        const permalink = link(
          term.id,
          '#',
          ` class="glossary-permalink" aria-label="${escapeHtml(labels.permalink(term.term))}"`,
        )
        const seeAlso = term.seeAlso.length
          ? `<span class="glossary-see-also">${escapeHtml(labels.seeAlso)} ${term.seeAlso.map((id) => link(id, names.get(id) ?? id)).join(', ')}</span>`
          : ''
        return `<div id="${escapeHtml(term.id)}" class="glossary-term"><dt>${escapeHtml(term.term)} ${permalink}</dt><dd>${escapeHtml(term.definition)}${seeAlso}</dd></div>`
      })
      return `<section class="glossary-section" aria-labelledby="${escapeHtml(section.id)}"><h2 id="${escapeHtml(section.id)}">${escapeHtml(section.letter)}</h2><dl>${terms.join('')}</dl></section>`
    })
    .join('')
}
