import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { PaymentMethods } from '~/components/payment-methods'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function PaymentProvidersPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Payment providers`} kicker={t`Your account`}>
        <p>
          <Trans>
            Every deposit and withdrawal passes through regulated financial institutions in the European Union. Here is who
            handles your money on its way to and from your {brand.name} account, and how your card data is kept safe.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Who processes your payments`}>
        <PaymentMethods methods={brand.paymentMethods} />
        <CardGrid>
          <Card title={t`Card acquirer`}>
            <p>{t`Card payments are processed by a card acquirer licensed as a payment institution in the European Union under the Payment Services Directive. The acquirer connects us to the card schemes and carries out the 3-D Secure check with your bank.`}</p>
          </Card>
          <Card title={t`Banks for euro transfers`}>
            <p>{t`Euro deposits and withdrawals go through credit institutions in the euro area that take part in SEPA, so transfers within Europe are fast and usually free.`}</p>
          </Card>
          <Card title={t`Correspondent banks`}>
            <p>{t`For US dollar and Polish zloty payments we use banks with direct access to the clearing systems of those currencies. International transfers may pass through an intermediary bank chosen by your own bank.`}</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Your money stays segregated`} tone="muted">
        <p>
          <Trans>
            Funds you deposit are held in segregated client accounts at European credit institutions, in the name of{' '}
            {brand.legalEntity} on behalf of its clients. They are kept apart from the company's own money and cannot be used to
            pay its creditors. We choose and review these banks for their credit quality and spread client money across more than
            one of them.
          </Trans>
        </p>
      </Section>
      <Section title={t`PCI DSS and the security of card data`}>
        <p>
          <Trans>
            The Payment Card Industry Data Security Standard (PCI DSS) is the set of security rules the card schemes require from
            everyone who processes card data. Our card acquirer is certified to its highest level and has its compliance checked
            by an independent assessor every year.
          </Trans>
        </p>
        <ul className="bullet-list">
          <li>{t`You enter your card number on the acquirer's secure payment page; the full card number and security code never reach our servers.`}</li>
          <li>{t`We keep only the first six and last four digits and the expiry date, so that you can recognise your card and we can refund it.`}</li>
          <li>{t`Every connection is encrypted with TLS, and 3-D Secure confirms with your bank that the payment really comes from you.`}</li>
          <li>{t`Our staff will never ask for your full card number, security code or online banking password by e-mail or phone.`}</li>
        </ul>
      </Section>
      <Section title={t`If something looks wrong`} tone="muted">
        <p>
          <Trans>
            If you see a payment you do not recognise, or receive a message asking for card details in our name, contact us at
            once at {brand.email} or on {brand.phone}, and inform your bank. More about deposits and withdrawals is in the{' '}
            <LocalLink to="/account/deposit">deposit guide</LocalLink> and the{' '}
            <LocalLink to="/account/withdrawals">withdrawal guide</LocalLink>.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
