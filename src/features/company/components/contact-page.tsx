import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { brand } from '~/config/brand'

export function ContactPage() {
  const { t } = useLingui()
  const phoneHref = `tel:${brand.phone.replace(/\s/g, '')}`
  const emailDomain = brand.email.slice(brand.email.indexOf('@'))
  return (
    <>
      <PageIntro title={t`Contact us`} kicker={t`Company`}>
        <p>
          <Trans>
            Our support team is available 24 hours a day on trading days, from Sunday 22:00 to Friday 22:00 UTC, in English,
            German and Polish.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Client support`}>
        <CardGrid>
          <Card title={t`E-mail`}>
            <p>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </p>
            <p>{t`We answer e-mails within one business day, usually much sooner. Please include your account number so that we can find your details quickly.`}</p>
          </Card>
          <Card title={t`Phone`}>
            <p>
              <a href={phoneHref}>{brand.phone}</a>
            </p>
            <p>{t`Calls are answered 24 hours a day on trading days. For your security we will ask you a few questions to confirm your identity before discussing your account.`}</p>
          </Card>
          <Card title={t`Partners`}>
            <p>
              <a href={`mailto:${brand.partnersEmail}`}>{brand.partnersEmail}</a>
            </p>
            <p>
              <Trans>
                Introducing brokers and affiliates can write to our partnerships team or read about the{' '}
                <LocalLink to="/partner">partner programme</LocalLink>.
              </Trans>
            </p>
          </Card>
        </CardGrid>
        <p>
          <Trans>
            When the markets are closed at weekends and on 25 December and 1 January, you can still write to us; we answer on the
            next trading day.
          </Trans>
        </p>
        <p>
          <Trans>
            Before you write, you may find your answer faster in our{' '}
            <LocalLink to="/more/faq">frequently asked questions</LocalLink>.
          </Trans>
        </p>
      </Section>
      <Section title={t`Our offices`} tone="muted">
        <CardGrid>
          <Card title={t`Registered office`}>
            <address>
              {brand.legalEntity}
              {brand.registeredAddress.lines.map((line) => (
                <Fragment key={line}>
                  <br />
                  {line}
                </Fragment>
              ))}
            </address>
          </Card>
          <Card title={t`Business office`}>
            <address>
              {brand.legalEntity}
              {brand.businessAddress.lines.map((line) => (
                <Fragment key={line}>
                  <br />
                  {line}
                </Fragment>
              ))}
            </address>
          </Card>
        </CardGrid>
        <p>{t`Visits to our offices are by appointment only. Please contact support first so that the right person can meet you.`}</p>
      </Section>
      <Section title={t`Complaints`}>
        <p>
          <Trans>
            If you are unhappy with our service, send a written complaint to {brand.email} with the subject line “Complaint”. We
            acknowledge it within five business days and send you a final answer within two months. If you are not satisfied with
            our answer, you may refer the matter to the Financial Ombudsman of the Republic of Cyprus.
          </Trans>
        </p>
        <p>
          <LocalLink to="/more/company">{t`Read our full complaints procedure`}</LocalLink>
        </p>
      </Section>
      <Section title={t`Protect yourself from fraud`} tone="muted">
        <p>
          <Trans>
            We only write to you from e-mail addresses ending in {emailDomain}, and we never ask for your password, card PIN or
            one-time codes by e-mail or phone. If someone contacts you in our name and something feels wrong, end the call and
            contact us through the details on this page.
          </Trans>
        </p>
      </Section>
    </>
  )
}
