import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section, Steps } from '~/components/page-blocks'
import { PaymentMethods } from '~/components/payment-methods'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function QuickstartPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Get started in four steps`} kicker={t`Quickstart`}>
        <p>
          <Trans>
            Opening a live account with {brand.name} takes about ten minutes online. Register, verify your identity, fund your
            account and place your first trade on the MC Trader app or MetaTrader 4.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`From registration to your first trade`}>
        <Steps>
          <li>
            <strong>{t`Register.`}</strong>{' '}
            <Trans>
              Enter your name, e-mail address and country of residence, then answer a short questionnaire about your trading
              knowledge and experience. The law requires us to check that CFDs are appropriate for you before you trade.
            </Trans>
          </li>
          <li>
            <strong>{t`Verify your identity.`}</strong>{' '}
            <Trans>
              Upload a photo of your passport or national identity card and a proof of address no older than six months. Most
              documents are checked within one business day.
            </Trans>
          </li>
          <li>
            <strong>{t`Fund your account.`}</strong>{' '}
            <Trans>
              The minimum first deposit is 100 euros. Card payments arrive in minutes, SEPA transfers in euros usually the next
              business day and international bank wires within two to five business days.
            </Trans>
          </li>
          <li>
            <strong>{t`Trade.`}</strong>{' '}
            <Trans>
              Log in to the MC Trader app or MetaTrader 4 with the credentials we send you, choose a market, set your position
              size and a stop-loss, and open your first position.
            </Trans>
          </li>
        </Steps>
      </Section>
      <Section title={t`What you need`} tone="muted">
        <ul className="bullet-list">
          <li>{t`You must be at least 18 years old and live in a country where we accept clients.`}</li>
          <li>{t`A valid passport or national identity card with a photo.`}</li>
          <li>{t`A recent utility bill or bank statement in your name that shows your address.`}</li>
          <li>{t`A payment card or bank account in your own name: we do not accept third-party payments.`}</li>
        </ul>
        <p>{t`Accepted payment methods:`}</p>
        <PaymentMethods methods={brand.paymentMethods} />
      </Section>
      <Section title={t`Practise first with a demo account`}>
        <p>
          <Trans>
            A free demo account gives you virtual funds and live prices on every market we offer, so you can learn the platforms
            and test a strategy without risking money. Results on a demo account do not guarantee results on a live account, where
            slippage and your own emotions play a part.
          </Trans>
        </p>
      </Section>
      <Section title={t`Learn more before you start`} tone="muted">
        <CardGrid>
          <Card title={t`Your account`}>
            <p>{t`Account conditions, leverage limits, swaps and how margin close-out protects your balance.`}</p>
            <LocalLink to="/account/overview">{t`Read the account overview`}</LocalLink>
          </Card>
          <Card title={t`Deposits`}>
            <p>{t`Payment methods, processing times and currencies for funding your account.`}</p>
            <LocalLink to="/account/deposit">{t`See how to deposit`}</LocalLink>
          </Card>
          <Card title={t`Platforms`}>
            <p>{t`Compare the MC Trader app and MetaTrader 4 and choose the one that suits the way you trade.`}</p>
            <LocalLink to="/trading/platforms">{t`Compare our trading platforms`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <RegisterCta />
    </>
  )
}
