import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PageIntro, Section } from '~/components/page-blocks'
import { type LegalDocumentInfo, legalPdfPath, legalPolicies } from '~/config/legal-documents'
import { StoreDocumentsOffline } from '~/features/offline/components/store-documents-offline'
import { intlLocale } from '~/lib/i18n'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'
import { documentNames } from '../document-names'

/** Every legal document as a PDF, with its language, size and date (from the build's index). */
export function LegalLibraryPage() {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const hydrated = useHydrated()
  const index = useQuery({
    queryKey: ['legal', 'index'],
    queryFn: async () => (await (await fetch('/legal/index.json')).json()) as LegalDocumentInfo[],
    enabled: hydrated,
    staleTime: 60 * 60_000,
  })
  const info = new Map(index.data?.map((d) => [d.slug, d]))
  const size = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const language = new Intl.DisplayNames([locale], { type: 'language' })
  return (
    <>
      <PageIntro title={t`Legal documents`} kicker={t`Company`}>
        <p>
          <Trans>
            The policies and disclosures that govern your relationship with us. Please read the risk disclosure and the trading
            terms before you open an account. The documents are published in English, the language of the client agreement.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Policies and disclosures`}>
        <StoreDocumentsOffline documents={index.data} />
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Policies and disclosures`}>
          <table className="data-table legal-table">
            <caption className="visually-hidden">{t`Policies and disclosures`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Document`}</th>
                <th scope="col">{t`Language`}</th>
                <th scope="col" className="num">{t`Size`}</th>
                <th scope="col">{t`Date`}</th>
              </tr>
            </thead>
            <tbody>
              {legalPolicies.map((slug) => {
                const document = info.get(slug)
                return (
                  <tr key={slug}>
                    <th scope="row">
                      <a href={legalPdfPath(slug)} type="application/pdf">
                        {i18n._(documentNames[slug])} <span className="muted">(PDF)</span>
                      </a>
                    </th>
                    <td>{hydrated ? language.of('en') : 'English'}</td>
                    <td className="num">{document ? size.format(document.bytes / 1024) : '—'}</td>
                    <td>{document ? date.format(new Date(document.date)) : '—'}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </Section>
    </>
  )
}
