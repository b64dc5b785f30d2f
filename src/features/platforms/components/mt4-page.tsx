import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section, Steps } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'
import { Mt4Workflow } from './mt4-workflow'

/** Trading server names follow the brand name without spaces, e.g. "MCMarkets-Live". */
const serverPrefix = brand.name.replace(/\s+/g, '')
const liveServer = `${serverPrefix}-Live`
const demoServer = `${serverPrefix}-Demo`

export function Mt4Page() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`MetaTrader 4`} kicker={t`Platforms`}>
        <p>
          <Trans>
            MetaTrader 4, developed by MetaQuotes, is one of the most widely used platforms for trading forex and CFDs. Connect it
            to your {brand.name} account to trade all 30 of our instruments with advanced charts, custom indicators and automated
            strategies.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Why traders choose MetaTrader 4`}>
        <CardGrid>
          <Card title={t`In-depth charting`}>
            <p>{t`Line, bar and candlestick charts in nine timeframes from one minute to one month, with 30 built-in indicators and a full set of drawing tools.`}</p>
          </Card>
          <Card title={t`Custom indicators and scripts`}>
            <p>{t`Add indicators and scripts written in the MQL4 programming language, from the large community library or developed by yourself.`}</p>
          </Card>
          <Card title={t`Complete order control`}>
            <p>{t`Market orders, limit and stop orders, stop loss, take profit, trailing stops and one-click trading from the chart.`}</p>
          </Card>
        </CardGrid>
        <Mt4Workflow liveServer={liveServer} demoServer={demoServer} />
      </Section>
      <Section title={t`Automated trading with Expert Advisors`} tone="muted">
        <p>
          <Trans>
            An Expert Advisor (EA) is a program that follows rules you define: it watches prices, opens and closes positions and
            adjusts stops without you having to be at the screen. Expert Advisors can be used on all {brand.name} live and demo
            accounts.
          </Trans>
        </p>
        <ul className="bullet-list">
          <li>{t`Test an Expert Advisor on historical prices with the built-in Strategy Tester before you use it with real money.`}</li>
          <li>{t`An Expert Advisor only runs while the terminal is open and connected. Traders who need it running around the clock often use a virtual private server.`}</li>
          <li>{t`Results on historical data are no guarantee of future results. Run a new strategy on a demo account first and keep an eye on it once it trades live.`}</li>
        </ul>
      </Section>
      <Section title={t`Installing MetaTrader 4`}>
        <CardGrid>
          <Card title={t`Windows`}>
            <Steps>
              <li>{t`Download the MetaTrader 4 installer from the client portal.`}</li>
              <li>{t`Run the file and follow the installation wizard.`}</li>
              <li>{t`Start the terminal and log in with your trading account number, password and server.`}</li>
            </Steps>
          </Card>
          <Card title={t`macOS`}>
            <Steps>
              <li>{t`Download the MetaTrader 4 installer for macOS from the client portal.`}</li>
              <li>{t`Open the downloaded file and drag MetaTrader 4 into your Applications folder.`}</li>
              <li>{t`Start MetaTrader 4 and log in with your trading account number, password and server.`}</li>
            </Steps>
          </Card>
          <Card title={t`Android and iOS`}>
            <Steps>
              <li>{t`Install MetaTrader 4 by MetaQuotes from Google Play or the App Store.`}</li>
              <li>{t`Open the app and choose to log in to an existing account.`}</li>
              <li>{t`Search for ${brand.name}, select your server and enter your account number and password.`}</li>
            </Steps>
          </Card>
        </CardGrid>
        <p>
          <Trans>
            The installers are in the Downloads section once you <a href={brand.urls.portalLogin}>sign in to the client portal</a>
            .
          </Trans>
        </p>
      </Section>
      <Section title={t`Connecting to our servers`} tone="muted">
        <p>
          <Trans>
            When you open a MetaTrader 4 account, we send you its account number and passwords by e-mail together with the name of
            its server. Live accounts connect to <strong>{liveServer}</strong> and demo accounts to <strong>{demoServer}</strong>.
            If the server is not listed when you log in, type its name into the search field.
          </Trans>
        </p>
        <p>
          <Trans>
            Each account has two passwords. The master password lets you trade; the investor password gives read-only access, so
            you can share your results without allowing anyone to place orders.
          </Trans>
        </p>
        <p>
          <Trans>
            Prefer a simpler app for trading on the move?{' '}
            <LocalLink to="/platforms/mctrader">Discover the MC Trader app</LocalLink> or{' '}
            <LocalLink to="/trading/platforms">compare both platforms</LocalLink>.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
