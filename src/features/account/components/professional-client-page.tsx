import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section, Steps } from '~/components/page-blocks'
import { brand } from '~/config/brand'

export function ProfessionalClientPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Professional client status`} kicker={t`Your account`}>
        <p>
          <Trans>
            Every new client of {brand.name} is classified as a retail client and enjoys the full protection of EU rules.
            Experienced traders who meet the criteria set by the European Securities and Markets Authority (ESMA) can ask to be
            treated as professional clients. Please read what this means before you apply.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Who qualifies`}>
        <p>{t`You can be treated as a professional client if you meet at least two of these three criteria:`}</p>
        <ul className="feature-list">
          <li>
            <strong>{t`Trading activity.`}</strong>{' '}
            {t`You have carried out transactions of significant size in CFDs or similar leveraged products at an average of 10 per quarter over the last four quarters.`}
          </li>
          <li>
            <strong>{t`Portfolio size.`}</strong>{' '}
            {t`Your portfolio of financial instruments, including cash deposits, exceeds 500,000 EUR.`}
          </li>
          <li>
            <strong>{t`Professional experience.`}</strong>{' '}
            {t`You work, or have worked for at least one year, in the financial sector in a professional position that requires knowledge of leveraged trading.`}
          </li>
        </ul>
        <p>{t`What counts as a significant size depends on the market; we explain our assessment when we review your application.`}</p>
      </Section>
      <Section title={t`Protections you give up`} tone="muted">
        <p>
          <Trans>
            Professional clients are assumed to understand the risks of their trading, so several safeguards that apply to retail
            clients no longer apply:
          </Trans>
        </p>
        <ul className="bullet-list">
          <li>{t`The ESMA leverage limits (1:30 on major currency pairs, 1:20 on minor pairs, gold and major indices, 1:10 on other commodities) no longer apply, so you can trade with higher leverage and lose money faster.`}</li>
          <li>{t`The retail margin close-out rule at 50% does not apply; your account follows the close-out level in our terms for professional clients.`}</li>
          <li>{t`We no longer have to assess whether CFDs are appropriate for you, and you receive less detailed information about costs and risks.`}</li>
          <li>{t`The Investor Compensation Fund, which covers eligible retail clients up to 20,000 EUR, may not apply to you.`}</li>
          <li>{t`You may not be able to refer complaints to the Financial Ombudsman of the Republic of Cyprus.`}</li>
        </ul>
        <p>
          <Trans>
            {brand.name} keeps negative balance protection for professional clients: you cannot lose more than the money in your
            account.
          </Trans>
        </p>
      </Section>
      <Section title={t`How to apply`}>
        <Steps>
          <li>{t`Log in to the client portal and fill in the professional client application.`}</li>
          <li>{t`Upload evidence for at least two criteria: account statements from other brokers for the last four quarters, portfolio statements, or a reference from your employer.`}</li>
          <li>{t`Our compliance team reviews your documents, usually within five business days, and may ask for more information.`}</li>
          <li>{t`If you qualify, we send you a written notice of the protections you will lose, and you confirm in writing that you understand them.`}</li>
          <li>{t`Your account is reclassified and the professional trading conditions apply from then on.`}</li>
        </Steps>
      </Section>
      <Section title={t`Changing back`} tone="muted">
        <p>
          <Trans>
            You can ask to be treated as a retail client again at any time, and you must tell us if you no longer meet the
            criteria. We review every professional classification at least once a year. Questions about your status?{' '}
            <LocalLink to="/more/contact">Contact our support team</LocalLink>.
          </Trans>
        </p>
      </Section>
    </>
  )
}
