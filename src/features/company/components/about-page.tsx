import { Trans, useLingui } from '@lingui/react/macro'
import { AddressLines } from '~/components/address-lines'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function AboutPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`About ${brand.name}`} kicker={t`About us`}>
        <p>
          <Trans>
            {brand.name} is the trading name of {brand.legalEntity}, a Cyprus Investment Firm that gives retail and professional
            clients access to CFDs on forex, metals, energy and stock indices through the MC Trader app and MetaTrader 4.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Regulated in the European Union`}>
        <p>
          <Trans>
            {brand.legalEntity} is authorised and supervised by the {brand.regulator} under CIF licence no. {brand.licenceNumber}.
            As an investment firm under the MiFID II directive, we follow European rules on client protection, capital
            requirements, best execution and the marketing of CFDs.
          </Trans>
        </p>
        <p>
          <Trans>
            Our authorisation is passported to other member states of the European Economic Area, so clients across Europe enjoy
            the same protections wherever they live.
          </Trans>
        </p>
      </Section>
      <Section title={t`How your money is protected`} tone="muted">
        <CardGrid>
          <Card title={t`Segregated client money`}>
            <p>{t`Client funds are held in segregated accounts at European credit institutions, separate from our own money. They cannot be used to run our business or pay our creditors.`}</p>
          </Card>
          <Card title={t`Investor Compensation Fund`}>
            <p>{t`We are a member of the Investor Compensation Fund (ICF) for clients of Cyprus Investment Firms. If we could not meet our obligations, eligible clients are covered for up to 20,000 euros each.`}</p>
          </Card>
          <Card title={t`Negative balance protection`}>
            <p>{t`As a retail client you can never lose more than the money in your account; if a sharp market move pushes your balance below zero, we reset it to zero.`}</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Our offices`}>
        <CardGrid>
          <Card title={t`Registered office`}>
            <AddressLines lines={brand.registeredAddress.lines} />
            <p>{t`Our registered office is home to management, compliance, risk management, dealing and client support.`}</p>
          </Card>
          <Card title={t`Business office`}>
            <AddressLines lines={brand.businessAddress.lines} />
            <p>
              <Trans>
                Our business office supports our technology and client-service teams. All client accounts are held with, and all
                investment services are provided by, {brand.legalEntity}.
              </Trans>
            </p>
          </Card>
        </CardGrid>
        <p>
          <LocalLink to="/more/company">{t`Read our corporate facts and governance`}</LocalLink>
        </p>
      </Section>
      <Section title={t`What we stand for`} tone="muted">
        <ul className="feature-list">
          <li>
            <strong>{t`Transparency.`}</strong>{' '}
            {t`Our spreads, swaps and margin requirements are published, and our order execution policy explains how every order is filled.`}
          </li>
          <li>
            <strong>{t`Fairness.`}</strong>{' '}
            {t`Slippage works both ways: when the market moves in your favour before your order is filled, you get the better price.`}
          </li>
          <li>
            <strong>{t`Responsibility.`}</strong>{' '}
            {t`We explain the risks of leveraged trading plainly and never promise profits.`}
          </li>
          <li>
            <strong>{t`Service.`}</strong>{' '}
            {t`Our support team answers in English, German and Polish, 24 hours a day on trading days.`}
          </li>
        </ul>
      </Section>
      <RegisterCta />
    </>
  )
}
