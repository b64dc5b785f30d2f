import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function HelpPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Help centre`} kicker={t`Help`}>
        <p>
          <Trans>
            Find answers about your account, payments and our platforms, or get in touch with our support team. We answer in
            English, German and Polish, 24 hours a day on trading days.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`How to get help`}>
        <CardGrid>
          <Card title={t`Search the FAQ`}>
            <p>{t`Most questions about opening an account, verification, deposits, withdrawals and trading conditions are answered in our frequently asked questions.`}</p>
            <LocalLink to="/more/faq">{t`Read the frequently asked questions`}</LocalLink>
          </Card>
          <Card title={t`Write to us`}>
            <p>
              <Trans>
                Send an e-mail to <a href={`mailto:${brand.email}`}>{brand.email}</a> from the address you registered with. We
                reply within one business day, usually much sooner.
              </Trans>
            </p>
          </Card>
          <Card title={t`Call us`}>
            <p>
              <Trans>
                Call <a href={`tel:${brand.phone.replace(/\s/g, '')}`}>{brand.phone}</a> for urgent questions about open positions
                or payments.
              </Trans>
            </p>
            <LocalLink to="/more/contact">{t`All contact details`}</LocalLink>
          </Card>
        </CardGrid>
        <p>{t`For your security we will ask you to confirm your identity before discussing your account. We will never ask for your password.`}</p>
      </Section>
      <Section title={t`Your account and payments`} tone="muted">
        <p>
          <Trans>
            Most account tasks, from uploading verification documents to depositing, withdrawing and downloading statements, are
            done in the client portal. These guides explain each step, the processing times and the rules that apply:
          </Trans>
        </p>
        <ul className="bullet-list">
          <li>
            <LocalLink to="/account/overview">{t`Account types: Standard, Pro and demo compared`}</LocalLink>
          </li>
          <li>
            <LocalLink to="/account/deposit">{t`How to deposit by card or bank wire`}</LocalLink>
          </li>
          <li>
            <LocalLink to="/account/withdrawals">{t`How to withdraw and how long it takes`}</LocalLink>
          </li>
          <li>
            <LocalLink to="/account/providers">{t`Our payment providers and card security`}</LocalLink>
          </li>
          <li>
            <LocalLink to="/account/client">{t`Applying for professional client status`}</LocalLink>
          </li>
        </ul>
      </Section>
      <Section title={t`Platform guides`}>
        <CardGrid>
          <Card title={t`MC Trader app`}>
            <p>{t`Install the app for Android or iOS, log in with your trading account and learn how to place orders, set stop-loss and take-profit levels and create price alerts.`}</p>
            <LocalLink to="/platforms/mctrader">{t`MC Trader app guide`}</LocalLink>
          </Card>
          <Card title={t`MetaTrader 4`}>
            <p>{t`Download MetaTrader 4 for Windows, macOS or your phone, connect it to our server and run Expert Advisors and custom indicators.`}</p>
            <LocalLink to="/platforms/mt4">{t`MetaTrader 4 guide`}</LocalLink>
          </Card>
          <Card title={t`Economic calendar`}>
            <p>{t`See which central-bank decisions and economic releases are due, so that price moves and wider spreads do not take you by surprise.`}</p>
            <LocalLink to="/trading/calendar">{t`Open the economic calendar`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Complaints`} tone="muted">
        <p>
          <Trans>
            If you are not satisfied with our service, tell us at {brand.email}. We acknowledge every complaint within five
            business days and give a final answer within two months. If you are not satisfied with that answer, you can refer the
            matter to the Financial Ombudsman of the Republic of Cyprus. {brand.legalEntity} is regulated by the {brand.regulator}{' '}
            under licence number {brand.licenceNumber}.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
