import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { RiskWarningText } from '~/components/risk-warning-text'
import { brand } from '~/config/brand'

export function AccountPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Your account`} kicker={t`Quickstart`}>
        <p>
          <Trans>
            One {brand.name} account gives you access to forex, metals, energies and stock indices on the MC Trader app and
            MetaTrader 4. Here you find everything about choosing an account type, funding it, withdrawing your money and the
            protections that come with it.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Everything about your account`}>
        <CardGrid>
          <Card title={t`Account overview`}>
            <p>{t`Compare the Standard and Pro accounts, choose a base currency in EUR, USD or PLN, and try the platforms risk-free with a demo account.`}</p>
            <LocalLink to="/account/overview">{t`Compare account types`}</LocalLink>
          </Card>
          <Card title={t`Deposit`}>
            <p>{t`Fund your account by card in minutes or by bank wire, with no deposit fees from us.`}</p>
            <LocalLink to="/account/deposit">{t`How to deposit funds`}</LocalLink>
          </Card>
          <Card title={t`Withdrawals`}>
            <p>{t`Request a withdrawal in the client portal; we process it within one business day and charge no fee.`}</p>
            <LocalLink to="/account/withdrawals">{t`How to withdraw funds`}</LocalLink>
          </Card>
          <Card title={t`Payment providers`}>
            <p>{t`Learn which kinds of banks and payment institutions handle your money and how your card data is protected.`}</p>
            <LocalLink to="/account/providers">{t`About our payment providers`}</LocalLink>
          </Card>
          <Card title={t`Professional client`}>
            <p>{t`Experienced traders who meet the ESMA criteria can apply for professional status and higher leverage.`}</p>
            <LocalLink to="/account/client">{t`Professional client status`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`How your money is protected`} tone="muted">
        <ul className="feature-list">
          <li>
            <strong>{t`Segregated client money.`}</strong>{' '}
            <Trans>
              {brand.legalEntity} keeps client funds in segregated accounts at European credit institutions, separate from the
              company's own money, as required by {brand.regulatorShort}.
            </Trans>
          </li>
          <li>
            <strong>{t`Negative balance protection.`}</strong>{' '}
            {t`As a retail client you can never lose more than the money in your account; if a fast market pushes your balance below zero, we reset it to zero.`}
          </li>
          <li>
            <strong>{t`Margin close-out at 50%.`}</strong>{' '}
            {t`If your equity falls to half of the margin required for your open positions, we start closing positions to limit further losses.`}
          </li>
          <li>
            <strong>{t`Investor Compensation Fund.`}</strong>{' '}
            {t`As a member of the Investor Compensation Fund, we give eligible retail clients cover of up to 20,000 EUR should we ever be unable to return their money.`}
          </li>
        </ul>
      </Section>
      <Section title={t`Managing your account`}>
        <p>
          <Trans>
            The client portal is where you update your personal details, upload verification documents, make deposits and
            withdrawals, open additional trading accounts and download statements. You log in to the portal with the same e-mail
            address you registered with; your trading platform has its own login, which you find in the portal.
          </Trans>
        </p>
        <p>
          <Trans>
            Questions about your account? Read the <LocalLink to="/more/faq">frequently asked questions</LocalLink> or{' '}
            <LocalLink to="/more/contact">contact our support team</LocalLink>.
          </Trans>
        </p>
      </Section>
      <Section title={t`Trading involves risk`} tone="muted">
        <p>
          <RiskWarningText />
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
