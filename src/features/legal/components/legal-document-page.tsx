import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, type ReactNode } from 'react'
import { LocalLink } from '~/components/local-link'
import { TableScroll } from '~/components/table-scroll'
import type { LegalPageBlock, LegalPageData } from '~/config/legal-documents'
import { intlLocale } from '~/lib/locale-path'
import { longDate, numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'

/**
 * A policy as a web page: its headings, lists and tables as HTML, a table of contents of its
 * sections, the date of the version and its PDF. The text comes from the page's data (the route's
 * loader), so it is in the prerendered page and hydrates without being part of any script.
 */
export function LegalDocumentPage({ document }: { document: LegalPageData }) {
  const { t } = useLingui()
  const locale = useLocale()
  const date = longDate(intlLocale[locale], document.date)
  const size = numberFormat(intlLocale[locale], { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    document.pdf.bytes / 1024,
  )
  const sections = document.blocks.flatMap((block) => (block.kind === 'h2' ? [block] : []))
  // Until a translation exists the page shows the English text, and says so to assistive technology.
  const lang = document.language === locale ? undefined : document.language
  return (
    <article className="legal-document container">
      <header className="page-intro legal-document-intro">
        <p className="kicker">
          <LocalLink to="/more/legal">{t`Legal documents`}</LocalLink>
        </p>
        <h1 lang={lang}>{document.title}</h1>
        <p className="lead" lang={lang}>
          {document.summary}
        </p>
        <p className="legal-document-meta">
          <Trans>
            Version of <time dateTime={document.date}>{date}</time>
          </Trans>
          {' · '}
          <a href={document.pdf.path} type="application/pdf" hrefLang={document.language}>
            <Trans>Download as PDF ({size})</Trans>
          </a>
        </p>
      </header>
      {sections.length > 0 && (
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title">{t`Contents`}</h2>
          <ol lang={lang}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{inline(section.text)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="legal-document-body" lang={lang}>
        {document.blocks.map((block, i) => (
          // The blocks are the document's fixed order; nothing is inserted or moved.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={i}>{renderBlock(block, tableLabel(document, i))}</Fragment>
        ))}
      </div>
    </article>
  )
}

/** `**bold**` in the sources is emphasis the documents rely on (the risk warning, defined terms). */
function inline(text: string): ReactNode {
  const parts = text.split(/\*\*(.*?)\*\*/g)
  if (parts.length === 1) return text
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order
  return parts.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : part))
}

/** A table's scroll box is named after the section it stands in (the document's title before the first section). */
function tableLabel(document: LegalPageData, position: number): string {
  const heading = document.blocks
    .slice(0, position)
    .flatMap((block) => (block.kind === 'h2' || block.kind === 'h3' ? [block.text] : []))
    .at(-1)
  return heading?.replace(/\*\*/g, '') ?? document.title
}

function renderBlock(block: LegalPageBlock, label: string): ReactNode {
  switch (block.kind) {
    case 'h2':
      return <h2 id={block.id}>{inline(block.text)}</h2>
    case 'h3':
      return <h3 id={block.id}>{inline(block.text)}</h3>
    case 'p':
      return <p>{inline(block.text)}</p>
    case 'ul':
      return (
        <ul>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of a fixed list
            <li key={i}>{inline(item)}</li>
          ))}
        </ul>
      )
    case 'table':
      return (
        <TableScroll label={label}>
          <table className="data-table">
            <thead>
              <tr>
                {block.header.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns of a fixed table
                  <th key={c} scope="col" className={block.right[c] ? 'num' : undefined}>
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table
                <tr key={r}>
                  {row.map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns of a fixed table
                    <td key={c} className={block.right[c] ? 'num' : undefined}>
                      {inline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )
  }
}
