import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { TableScroll } from '~/components/table-scroll'
import {
  type LegalDocumentGroup,
  legalDocumentGroups,
  legalDocumentPath,
  legalDocuments,
  legalMediaTypes,
  legalPagePath,
} from '~/config/legal-documents'
import type { Locale } from '~/contract/locales'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat, numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { documentGroupNames, documentName } from '../document-names'
import type { LibraryEntry } from '../queries'

/**
 * Every legal document, grouped: policies, execution quality reports and Pillar III disclosures, each
 * with its language, size and date (the build's index, which the route loads: `documents`) and a
 * link to the PDF or CSV file; a policy also links its page. Both are in the visitor's language; the
 * periodic reports exist in English only, which the page says. `storeOffline` is the route's slot
 * for keeping the visitor's documents on the device: it comes after the tables, because it can only
 * appear once the browser has counted what it holds, and there it moves nothing.
 */
export function LegalLibraryPage({
  documents,
  storeOffline,
}: {
  documents: LibraryEntry[]
  storeOffline: (documents: LibraryEntry[]) => ReactNode
}) {
  const { t, i18n } = useLingui()
  const siteLocale = useLocale()
  const locale = intlLocale[siteLocale]
  const info = new Map(documents.map((d) => [d.slug, d]))
  const size = numberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
  // A calendar date, the same in every time zone (the prerendered page and the visitor's browser must agree).
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  // Named here rather than by Intl.DisplayNames, whose first use on a page loads the browser's
  // locale data in one long task while the page hydrates (src/lib/decimal-format.ts).
  const languageName: Record<Locale, string> = {
    de: t({ message: 'German', context: 'the language a document is written in, in a column of the table of legal documents' }),
    en: t({ message: 'English', context: 'the language a document is written in, in a column of the table of legal documents' }),
    pl: t({ message: 'Polish', context: 'the language a document is written in, in a column of the table of legal documents' }),
  }
  return (
    <>
      <PageIntro title={t`Legal documents`} kicker={t`Company`}>
        <p>
          <Trans>
            The policies and disclosures that govern your relationship with us. Please read the risk disclosure and the trading
            terms before you open an account. Each policy is a page to read here and a PDF to keep.
          </Trans>
        </p>
      </PageIntro>
      {legalDocumentGroups.map((group) => {
        const title = i18n._(documentGroupNames[group])
        return (
          <Section key={group} title={title}>
            <GroupIntro group={group} />
            <TableScroll label={title}>
              <table className="data-table legal-table">
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Document`}</th>
                    <th scope="col">{t`Language`}</th>
                    <th scope="col" className="num">{t`Size`}</th>
                    <th scope="col">{t`Date`}</th>
                  </tr>
                </thead>
                <tbody>
                  {legalDocuments
                    .filter((document) => document.group === group)
                    .map((document) => {
                      const built = info.get(document.slug)
                      const name = i18n._(documentName(document))
                      // The visitor's language is known from the address, so the prerendered links are already right.
                      const written = document.kind === 'policy' ? siteLocale : 'en'
                      const file = built?.path ?? legalDocumentPath(document, written)
                      const format = document.format.toUpperCase()
                      return (
                        <tr key={document.slug}>
                          <th scope="row">
                            {document.kind === 'policy' ? (
                              <>
                                <LocalLink to={legalPagePath(document.policy)} className="legal-page-link">
                                  {name}
                                </LocalLink>{' '}
                                <a
                                  href={file}
                                  type={legalMediaTypes[document.format]}
                                  hrefLang={built?.language ?? written}
                                  className="muted legal-file-link"
                                  aria-label={t`${name} as ${format}`}
                                >
                                  ({format})
                                </a>
                              </>
                            ) : (
                              <a href={file} type={legalMediaTypes[document.format]} hrefLang="en">
                                {name} <span className="muted">({format})</span>
                              </a>
                            )}
                          </th>
                          <td>{languageName[built?.language ?? written]}</td>
                          <td className="num">{built ? size.format(built.bytes / 1024) : '—'}</td>
                          <td>{built ? date.format(new Date(built.date)) : '—'}</td>
                        </tr>
                      )
                    })}
                </tbody>
              </table>
            </TableScroll>
          </Section>
        )
      })}
      <div className="container">{storeOffline(documents)}</div>
    </>
  )
}

/** What the periodic reports are, for readers who have not met RTS 28 or Pillar III before. */
function GroupIntro({ group }: { group: LegalDocumentGroup }) {
  const { t } = useLingui()
  // The periodic reports are regulatory filings published in English only; a German or Polish reader is told so.
  const englishOnly = t`These reports are published in English only.`
  if (group === 'execution')
    return (
      <p>
        {t`Each year we report where we executed our clients' orders and how well: a statement on the quality of execution with the top five execution venues (RTS 28), and the quarterly execution quality data we published as an execution venue (RTS 27). As we act as principal on every order, we are the only execution venue. The data files are CSV tables.`}{' '}
        {englishOnly}
      </p>
    )
  if (group === 'pillar3')
    return (
      <p>
        {t`Our annual disclosures under the Capital Requirements Regulation: risk management, governance, own funds, capital requirements, leverage and remuneration.`}{' '}
        {englishOnly}
      </p>
    )
  return null
}
