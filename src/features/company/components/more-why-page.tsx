import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { paymentMethodName } from '~/components/payment-methods'
import { RegisterCta } from '~/components/register-cta'
import { RiskWarningText } from '~/components/risk-warning-text'
import { TableScroll } from '~/components/table-scroll'
import { brand } from '~/config/brand'

export function MoreWhyPage() {
  const { t, i18n } = useLingui()
  const paymentMethods = brand.paymentMethods.map((method) => paymentMethodName(method, i18n)).join(', ')
  return (
    <>
      <PageIntro title={t`Why ${brand.name}`} kicker={t`More`}>
        <p>
          <Trans>
            Brokers are easy to compare when you know what to look at. Here are our account conditions side by side with the
            questions worth asking of any CFD provider.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Our account conditions at a glance`}>
        <TableScroll label={t`${brand.name} account features and what to check when comparing brokers`}>
          <table className="data-table">
            <caption>{t`${brand.name} account features and what to check when comparing brokers`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Feature`}</th>
                <th scope="col">{brand.name}</th>
                <th scope="col">{t`What to check elsewhere`}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t`Minimum deposit`}</th>
                <td>{t`100 euros`}</td>
                <td>{t`Whether the minimum applies to every payment method and every later deposit.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Spreads`}</th>
                <td>{t`From 0.8 pips on EURUSD`}</td>
                <td>{t`Typical spreads during the day, not only the lowest possible one.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Commission`}</th>
                <td>{t`None on standard accounts`}</td>
                <td>{t`Commissions charged per lot on top of the spread.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Maximum leverage (retail)`}</th>
                <td>{t`Up to 1:30 on major currency pairs`}</td>
                <td>{t`Offers of higher leverage to retail clients, which are not allowed under EU rules.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Negative balance protection`}</th>
                <td>{t`Yes, on every retail account`}</td>
                <td>{t`Whether you could be asked to pay back a negative balance.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Margin close-out`}</th>
                <td>{t`At 50% of required margin`}</td>
                <td>{t`The level at which positions are closed and in which order.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Platforms`}</th>
                <td>{t`MC Trader app (Android, iOS) and MetaTrader 4`}</td>
                <td>{t`Whether the mobile app and the desktop platform share one account.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Markets`}</th>
                <td>{t`20 forex pairs, gold, silver, Brent, WTI and 6 spot indices`}</td>
                <td>{t`Trading hours and costs of the markets you actually plan to trade.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Deposit methods`}</th>
                <td>{paymentMethods}</td>
                <td>{t`Deposit and withdrawal fees and how long withdrawals take.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Regulation`}</th>
                <td>{t`${brand.regulatorShort}, licence no. ${brand.licenceNumber}`}</td>
                <td>{t`That the licence number appears in the regulator's public register.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Investor compensation`}</th>
                <td>{t`Up to 20,000 euros per eligible client (ICF)`}</td>
                <td>{t`Which compensation scheme covers you and up to what amount.`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Support`}</th>
                <td>{t`24/5 in English, German and Polish`}</td>
                <td>{t`Whether support is available in your language when the markets are open.`}</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section title={t`Costs you can calculate in advance`} tone="muted">
        <p>
          <Trans>
            With no commission on standard accounts, the cost of opening a trade is the spread. Buying one lot of EURUSD at a
            spread of 0.8 pips costs 8 US dollars. Positions held past 22:00 UTC pay or receive a swap, which you can see in the
            platform before you trade.
          </Trans>
        </p>
        <p>
          <Trans>
            Deposits are free of charge from our side, and withdrawals are processed within one business day to the card or bank
            account you paid from.
          </Trans>
        </p>
      </Section>
      <Section title={t`What we will not do`}>
        <ul className="bullet-list">
          <li>{t`Promise profits or show you returns that depend on hindsight.`}</li>
          <li>{t`Offer retail clients leverage above the European limits or bonuses for trading more.`}</li>
          <li>{t`Use your money for our own business: it stays in segregated client accounts.`}</li>
        </ul>
        <p>
          <RiskWarningText />
        </p>
        <p>
          <Trans>
            Read our <LocalLink to="/about/intro">introduction to CFD trading</LocalLink> before you decide.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
