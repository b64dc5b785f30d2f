import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section, Steps } from '~/components/page-blocks'
import { PaymentMethods, paymentMethodName } from '~/components/payment-methods'
import { RegisterCta } from '~/components/register-cta'
import { TableScroll } from '~/components/table-scroll'
import { brand } from '~/config/brand'

/** Bank transfers and cards have different terms; a method counts as a transfer when its name says so. */
function isBankTransfer(method: string) {
  return /wire|transfer/i.test(method)
}

export function DepositPage() {
  const { t, i18n } = useLingui()
  const caption = t`Deposit methods, processing times, fees and minimum amounts`
  return (
    <>
      <PageIntro title={t`Deposit funds`} kicker={t`Your account`}>
        <p>
          <Trans>
            Fund your trading account by card and start trading within minutes, or send a bank wire for larger amounts.{' '}
            {brand.name} charges no fees on deposits.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Payment methods`}>
        <PaymentMethods methods={brand.paymentMethods} />
        <TableScroll label={caption}>
          <table className="data-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Method`}</th>
                <th scope="col">{t`Processing time`}</th>
                <th scope="col">{t`Fee`}</th>
                <th scope="col">{t`Minimum`}</th>
              </tr>
            </thead>
            <tbody>
              {brand.paymentMethods.map((method) => (
                <tr key={method}>
                  <th scope="row">{paymentMethodName(method, i18n)}</th>
                  <td>
                    {isBankTransfer(method)
                      ? t`1 business day for SEPA transfers in euros, 2 to 5 business days for international transfers`
                      : t`Instant`}
                  </td>
                  <td>{isBankTransfer(method) ? t`None from us; your bank may charge its own fees` : t`None`}</td>
                  <td>{t`100 EUR or the equivalent in USD or PLN`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p>
          <Trans>
            The first deposit into a Pro account must be at least 2,000 EUR or the equivalent; see the{' '}
            <LocalLink to="/account/overview">account types</LocalLink> for details.
          </Trans>
        </p>
      </Section>
      <Section title={t`How to deposit`} tone="muted">
        <Steps>
          <li>{t`Log in to the client portal and choose Deposit.`}</li>
          <li>{t`Select the trading account to fund, the payment method and the amount.`}</li>
          <li>{t`For a card payment, enter your card details on the secure payment page and confirm the payment in your bank's app or with the code it sends you.`}</li>
          <li>{t`For a bank wire, copy our bank details and your personal payment reference from the portal into your online banking. Without the reference we cannot match your payment quickly.`}</li>
        </Steps>
        <p>{t`Card deposits appear in your trading account as soon as they are approved. Bank wires are credited on the business day they reach our account.`}</p>
      </Section>
      <Section title={t`Deposit rules`}>
        <ul className="bullet-list">
          <li>{t`Deposits must come from a card or bank account in your own name. We return payments from third parties, including family members and companies, to the sender.`}</li>
          <li>{t`Card payments are protected by 3-D Secure: under the EU's strong customer authentication rules you confirm each payment with your bank.`}</li>
          <li>{t`Before your first card deposit is credited we may ask for a photo of the card with all digits except the first six and the last four covered.`}</li>
          <li>{t`We do not accept cash, cheques or cryptocurrencies.`}</li>
          <li>
            <Trans>
              Money you deposit by card is returned to the same card first when you withdraw; the{' '}
              <LocalLink to="/account/withdrawals">withdrawal rules</LocalLink> explain why.
            </Trans>
          </li>
        </ul>
      </Section>
      <Section title={t`Currency conversion`} tone="muted">
        <p>
          <Trans>
            Trading accounts are held in euro, US dollar or Polish zloty. If you pay in another currency, or in one of these
            currencies into an account with a different base currency, we convert the amount at our exchange rate at the time the
            funds are credited. The rate includes a conversion mark-up of 0.5%, and for card payments it is shown before you
            confirm.
          </Trans>
        </p>
        <p>
          <Trans>
            To avoid conversion costs, open your trading account in the currency of your bank account or card and deposit in that
            currency. Your own bank may apply its exchange rate if you pay from an account in another currency.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
