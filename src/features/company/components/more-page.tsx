import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { brand } from '~/config/brand'
import { legalLinksFor } from '~/config/legal-links'
import { useLocale } from '~/lib/use-locale'

export function MorePage() {
  const { t } = useLingui()
  const legalLinks = legalLinksFor(useLocale())
  return (
    <>
      <PageIntro title={t`More about ${brand.name}`} kicker={t`More`}>
        <p>
          <Trans>
            Who we are, how we are regulated, how to reach us and answers to the questions our clients ask most often, all in one
            place.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`The company behind the platform`}>
        <CardGrid>
          <Card title={t`Company`}>
            <p>
              <Trans>
                Corporate facts about {brand.legalEntity}, our licence from {brand.regulatorShort}, governance, compliance and how
                we handle complaints.
              </Trans>
            </p>
            <LocalLink to="/more/company">{t`Read the company facts`}</LocalLink>
          </Card>
          <Card title={t`Liquidity providers`}>
            <p>{t`Where our prices come from, how quotes are aggregated and how our order execution policy works.`}</p>
            <LocalLink to="/about/providers">{t`Learn about our liquidity providers`}</LocalLink>
          </Card>
          <Card title={t`Why ${brand.name}`}>
            <p>{t`Our account conditions side by side: minimum deposit, spreads, leverage, protection and platforms.`}</p>
            <LocalLink to="/more/why">{t`Compare our account conditions`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Help when you need it`} tone="muted">
        <CardGrid>
          <Card title={t`Contact`}>
            <p>{t`Reach our support team by e-mail or phone 24 hours a day on trading days, in English, German or Polish.`}</p>
            <LocalLink to="/more/contact">{t`Contact us`}</LocalLink>
          </Card>
          <Card title={t`Help centre`}>
            <p>{t`Step-by-step guides to your account, deposits, withdrawals and the platforms.`}</p>
            <LocalLink to="/more/help">{t`Visit the help centre`}</LocalLink>
          </Card>
          <Card title={t`FAQ`}>
            <p>{t`Short answers to common questions about verification, margin, swaps and trading hours.`}</p>
            <LocalLink to="/more/faq">{t`Read the frequently asked questions`}</LocalLink>
          </Card>
          <Card title={t`Glossary`}>
            <p>{t`About a hundred trading terms, from pip and spread to margin call and stop out, each explained in a few sentences.`}</p>
            <LocalLink to="/more/glossary">{t`Look up a trading term`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Regulated in the European Union`}>
        <p>
          <Trans>
            {brand.legalEntity} is authorised by {brand.regulatorShort} under licence no. {brand.licenceNumber}. Client money is
            kept in segregated accounts, eligible clients are covered by the Investor Compensation Fund for up to 20,000 euros,
            and every retail account has negative balance protection.
          </Trans>
        </p>
        <p>
          <a href={legalLinks.riskDisclosure}>{t`Read the risk disclosure (PDF)`}</a>
        </p>
      </Section>
      <Section title={t`New to trading?`} tone="muted">
        <p>
          <Trans>
            Start with our <LocalLink to="/about/intro">introduction to CFD trading</LocalLink>, which explains leverage, margin
            and the risks involved, then follow the <LocalLink to="/about/quickstart">four steps to a live account</LocalLink>.
          </Trans>
        </p>
      </Section>
    </>
  )
}
