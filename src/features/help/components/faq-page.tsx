import { Trans as Message } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { glossaryLinks } from '~/components/glossary-link'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { RiskWarningText } from '~/components/risk-warning-text'
import { faqGroups } from '../faq-content'

export function FaqPage() {
  const { t, i18n } = useLingui()
  return (
    <>
      <PageIntro title={t`Frequently asked questions`} kicker={t`Help`}>
        <p>
          <Trans>
            Answers to the questions our clients ask most often, from opening and verifying an account to deposits, withdrawals,
            trading conditions, platforms and the protection of your money.
          </Trans>
        </p>
      </PageIntro>
      {faqGroups.map((group, index) => (
        <Section key={group.id} id={group.id} title={i18n._(group.title)} tone={index % 2 === 1 ? 'muted' : undefined}>
          <div className="faq-group">
            {group.items.map((item) => (
              <details key={item.q.id} className="faq-item">
                <summary>{i18n._(item.q)}</summary>
                <div>
                  <p>
                    {item.terms ? (
                      <Message
                        id={item.a.id}
                        message={item.a.message}
                        values={item.a.values}
                        components={glossaryLinks(item.terms)}
                      />
                    ) : (
                      i18n._(item.a)
                    )}
                  </p>
                  {item.riskWarning && (
                    <p>
                      <RiskWarningText />
                    </p>
                  )}
                </div>
              </details>
            ))}
          </div>
        </Section>
      ))}
      <Section title={t`Still have a question?`} tone="muted">
        <p>
          <Trans>
            Our support team answers in English, German and Polish, 24 hours a day on trading days.{' '}
            <LocalLink to="/more/contact">Contact our support team</LocalLink> or visit the{' '}
            <LocalLink to="/more/help">help centre</LocalLink>.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
