import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section, Steps } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { TableScroll } from '~/components/table-scroll'
import { brand } from '~/config/brand'

export function AccountOverviewPage() {
  const { t } = useLingui()
  const caption = t`Standard, Pro and demo accounts compared`
  const rows = [
    { feature: t`Minimum first deposit`, standard: t`100 EUR`, pro: t`2,000 EUR`, demo: t`None: 10,000 in virtual funds` },
    { feature: t`Spreads`, standard: t`From 0.8 pips`, pro: t`From 0.1 pips`, demo: t`As the live account you choose` },
    { feature: t`Commission`, standard: t`None`, pro: t`3.5 USD per lot per side`, demo: t`As the live account you choose` },
    { feature: t`Base currencies`, standard: t`EUR, USD or PLN`, pro: t`EUR, USD or PLN`, demo: t`EUR, USD or PLN` },
    { feature: t`Maximum leverage for retail clients`, standard: t`1:30`, pro: t`1:30`, demo: t`1:30` },
    { feature: t`Minimum trade size`, standard: t`0.01 lots`, pro: t`0.01 lots`, demo: t`0.01 lots` },
    {
      feature: t`Platforms`,
      standard: t`MC Trader app and MetaTrader 4`,
      pro: t`MC Trader app and MetaTrader 4`,
      demo: t`MC Trader app and MetaTrader 4`,
    },
    { feature: t`Negative balance protection`, standard: t`Yes`, pro: t`Yes`, demo: t`Not applicable` },
  ]
  return (
    <>
      <PageIntro title={t`Account types`} kicker={t`Your account`}>
        <p>
          <Trans>
            Choose between two live accounts that differ only in how you pay for trading: the Standard account includes all costs
            in the spread, the Pro account combines lower spreads with a fixed commission. Both give you the same markets,
            platforms and protections.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Account types compared`}>
        <TableScroll label={caption}>
          <table className="data-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Feature`}</th>
                <th scope="col">{t`Standard`}</th>
                <th scope="col">{t`Pro`}</th>
                <th scope="col">{t`Demo`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <td>{row.standard}</td>
                  <td>{row.pro}</td>
                  <td>{row.demo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p>
          <Trans>
            Leverage for retail clients follows the ESMA limits: up to 1:30 on major currency pairs, 1:20 on minor pairs, gold and
            major indices, and 1:10 on other commodities. Spreads are variable and can widen around news releases and at the daily
            market close.
          </Trans>
        </p>
      </Section>
      <Section title={t`Which account suits you`} tone="muted">
        <CardGrid>
          <Card title={t`Standard account`}>
            <p>{t`For most traders: no commission, so the spread is the only trading cost and every trade's cost is visible before you place it.`}</p>
          </Card>
          <Card title={t`Pro account`}>
            <p>{t`For traders who prefer raw pricing: lower spreads plus a fixed commission of 3.5 USD per lot per side, with a higher minimum deposit.`}</p>
          </Card>
          <Card title={t`Demo account`}>
            <p>{t`Practise with 10,000 in virtual funds on live prices. Nothing is at stake, so a demo account does not show the emotions of real trading.`}</p>
          </Card>
        </CardGrid>
        <p>
          <Trans>
            Example: one lot of EURUSD at a spread of 0.8 pips costs 8 US dollars on a Standard account. On a Pro account a spread
            of 0.1 pips costs 1 US dollar, plus 3.5 US dollars commission when you open and again when you close the trade, 8 US
            dollars in total. Compare the spread plus commission for the instruments you trade most before you choose: which
            account is cheaper depends on the spreads at the time you trade.
          </Trans>
        </p>
      </Section>
      <Section title={t`Base currency`}>
        <p>
          <Trans>
            You choose the base currency of each trading account when you open it: euro, US dollar or Polish zloty. Your balance,
            profits, losses, swaps and commissions are all shown in that currency. Choose the currency your bank account is in, so
            that deposits and withdrawals need no conversion. You can open further accounts in other base currencies from the
            client portal at any time.
          </Trans>
        </p>
      </Section>
      <Section title={t`How to open an account`} tone="muted">
        <Steps>
          <li>{t`Register with your name, e-mail address and country of residence, and confirm your e-mail address.`}</li>
          <li>{t`Complete your profile and the appropriateness questionnaire about your trading knowledge and experience, as EU rules require.`}</li>
          <li>{t`Verify your identity by uploading a passport or national identity card and a proof of address not older than six months, such as a utility bill or bank statement.`}</li>
          <li>
            <Trans>
              Fund your account by card or bank wire; the <LocalLink to="/account/deposit">deposit guide</LocalLink> explains each
              method.
            </Trans>
          </li>
          <li>{t`Download the MC Trader app or MetaTrader 4, log in with the details from the client portal and place your first trade.`}</li>
        </Steps>
        <p>
          <Trans>
            Most applications are approved within one business day. {brand.legalEntity} may ask for further documents when the law
            requires it.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
