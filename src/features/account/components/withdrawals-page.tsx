import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section, Steps } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function WithdrawalsPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Withdrawals`} kicker={t`Your account`}>
        <p>
          <Trans>
            Your money is yours to take out whenever you want. Request a withdrawal in the client portal and we process it within
            one business day, without any fee from {brand.name}.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`How to withdraw`}>
        <Steps>
          <li>{t`Log in to the client portal and choose Withdraw.`}</li>
          <li>{t`Select the trading account and enter the amount. You can withdraw up to your free margin: money not needed as margin for open positions.`}</li>
          <li>{t`Choose where the money goes. The portal offers the cards and bank accounts you have deposited from, in the order the return-to-source rule requires.`}</li>
          <li>{t`Confirm the request. The amount is reserved in your trading account straight away and you receive an e-mail when we have sent the payment.`}</li>
        </Steps>
      </Section>
      <Section title={t`Processing times`} tone="muted">
        <p>
          <Trans>
            We process withdrawal requests within one business day of receiving them; requests received before 12:00 Cyprus time
            on a business day are usually sent the same day. How long the money then takes to reach you depends on the method:
          </Trans>
        </p>
        <ul className="bullet-list">
          <li>{t`Card refunds are usually visible on your card statement within 3 to 5 business days, depending on the bank that issued your card.`}</li>
          <li>{t`SEPA transfers in euros usually arrive the next business day.`}</li>
          <li>{t`International bank wires in US dollars, Polish zloty or other currencies take 2 to 5 business days.`}</li>
        </ul>
      </Section>
      <Section title={t`The return-to-source rule`}>
        <p>
          <Trans>
            Anti-money-laundering law requires us to send money back the way it came. Withdrawals are therefore paid first to the
            cards you deposited with, up to the amount deposited from each card. Profits above that amount, and withdrawals after
            a card has expired, are paid by bank wire to an account in your own name.
          </Trans>
        </p>
        <p>
          <Trans>
            We never pay withdrawals to third parties. The name on the receiving bank account must match the name on your{' '}
            {brand.name} account.
          </Trans>
        </p>
      </Section>
      <Section title={t`Anti-money-laundering checks`} tone="muted">
        <p>
          <Trans>
            {brand.legalEntity} is an investment firm regulated by {brand.regulatorShort} and must verify its clients and monitor
            their payments. Before we can process your first withdrawal, your identity and address must be verified. For larger
            amounts, or when a payment pattern is unusual, we may ask where your funds come from, for example with a payslip, a
            bank statement or a sale contract. Answering quickly keeps delays short.
          </Trans>
        </p>
      </Section>
      <Section title={t`Fees`}>
        <p>
          <Trans>
            {brand.name} charges no fees for withdrawals. Your bank, or an intermediary bank on an international transfer, may
            deduct its own charges. If the withdrawal is paid in a currency other than your account's base currency, the
            conversion described in the <LocalLink to="/account/deposit">deposit guide</LocalLink> applies.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
