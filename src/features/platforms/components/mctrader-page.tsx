import { Trans, useLingui } from '@lingui/react/macro'
import { DownloadBanner } from '~/components/download-banner'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section, Steps } from '~/components/page-blocks'
import { ProductShotIsland as ProductShot } from '~/components/product-shot-island'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function McTraderPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`The MC Trader app`} kicker={t`Platforms`}>
        <p>
          <Trans>
            MC Trader is the trading app developed by {brand.name} for Android and iOS. Follow live prices, analyse charts, open
            and close positions and manage your account from your phone, with the same prices and conditions as on every other
            platform we offer.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Everything you need to trade`}>
        <CardGrid>
          <Card title={t`Live prices and charts`}>
            <p>{t`Streaming buy and sell prices for all 30 instruments, and charts with 50 indicators, drawing tools and timeframes from one minute to one month.`}</p>
          </Card>
          <Card title={t`One-tap trading`}>
            <p>{t`Open or close a position with a single tap. Before you confirm, the order ticket shows the required margin and the value of one pip or point.`}</p>
          </Card>
          <Card title={t`Risk control on every order`}>
            <p>{t`Attach a stop loss and a take profit when you open a position, or change them later by dragging the levels on the chart.`}</p>
          </Card>
          <Card title={t`Your account in your pocket`}>
            <p>{t`See your balance, equity, free margin and margin level in real time, and check the full history of your trades.`}</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`A look at the screens`} tone="muted">
        <p>{t`Live prices, a chart, the economic calendar and a price alert, captured from our own pages in your language.`}</p>
        <ProductShot screen="quotes" device="desktop" caption={t`The quotes board in a desktop browser`} />
        <ul className="product-gallery">
          <li>
            <ProductShot screen="quotes" device="phone" caption={t`Quotes board`} />
          </li>
          <li>
            <ProductShot screen="instrument" device="phone" caption={t`Instrument page with its chart`} />
          </li>
          <li>
            <ProductShot screen="calendar" device="phone" caption={t`Economic calendar`} />
          </li>
          <li>
            <ProductShot screen="alert" device="phone" caption={t`Setting a price alert`} />
          </li>
        </ul>
      </Section>
      <Section title={t`Price alerts`}>
        <p>
          <Trans>
            Set an alert at any price level on any instrument and the app sends you a push notification as soon as the market
            reaches it, even when the app is closed. Alerts help you wait for the entry you planned instead of watching the
            screen, and warn you when a market you hold moves sharply.
          </Trans>
        </p>
        <Steps>
          <li>{t`Open the instrument and tap the bell icon.`}</li>
          <li>{t`Enter the price, or drag the alert line on the chart.`}</li>
          <li>{t`Choose whether the alert fires once or every time the price crosses the level.`}</li>
        </Steps>
      </Section>
      <Section title={t`Security you can rely on`} tone="muted">
        <ul className="bullet-list">
          <li>
            <strong>{t`Biometric login.`}</strong>{' '}
            {t`Sign in with your fingerprint or face instead of typing your password; your biometric data never leaves your device.`}
          </li>
          <li>
            <strong>{t`Two-factor authentication.`}</strong>{' '}
            {t`Protect your account with a one-time code from an authenticator app, required whenever you sign in on a new device.`}
          </li>
          <li>
            <strong>{t`Encrypted connection.`}</strong>{' '}
            {t`All data between the app and our servers is encrypted, and sessions end automatically after a period of inactivity.`}
          </li>
          <li>
            <strong>{t`Regulated broker.`}</strong>{' '}
            <Trans>
              {brand.legalEntity} is authorised by the {brand.regulator} under licence number {brand.licenceNumber}, and client
              money is held in segregated accounts.
            </Trans>
          </li>
        </ul>
      </Section>
      <Section title={t`Get started`}>
        <Steps>
          <li>{t`Download MC Trader from Google Play or the App Store.`}</li>
          <li>{t`Sign in with your client portal details, or register a new account in the app.`}</li>
          <li>{t`Try the markets with a free demo account, or fund your live account and place your first trade.`}</li>
        </Steps>
        <p>
          <Trans>
            Prefer automated strategies or a desktop platform? <LocalLink to="/platforms/mt4">Read about MetaTrader 4</LocalLink>{' '}
            or <LocalLink to="/trading/platforms">compare both platforms</LocalLink>.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
      <DownloadBanner />
    </>
  )
}
