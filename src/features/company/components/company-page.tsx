import { Trans, useLingui } from '@lingui/react/macro'
import { AddressLines } from '~/components/address-lines'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section, Steps } from '~/components/page-blocks'
import { brand } from '~/config/brand'

export function CompanyPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Company information`} kicker={t`Company`}>
        <p>
          <Trans>
            {brand.name} is operated by {brand.legalEntity}, an investment firm incorporated in the Republic of Cyprus and
            regulated by the {brand.regulator}.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Corporate facts`}>
        {/* Name and value pairs, not a grid of data: a list that stacks on a phone instead of a table that scrolls. */}
        <dl className="facts-list">
          <div>
            <dt>{t`Legal entity`}</dt>
            <dd>{brand.legalEntity}</dd>
          </div>
          <div>
            <dt>{t`Company registration number`}</dt>
            <dd>{brand.companyNumber}</dd>
          </div>
          <div>
            <dt>{t`Regulator`}</dt>
            <dd>{brand.regulator}</dd>
          </div>
          <div>
            <dt>{t`Licence`}</dt>
            <dd>{t`Cyprus Investment Firm (CIF) licence no. ${brand.licenceNumber}`}</dd>
          </div>
          <div>
            <dt>{t`Registered office`}</dt>
            <dd>
              <AddressLines lines={brand.registeredAddress.lines} />
            </dd>
          </div>
          <div>
            <dt>{t`Business office`}</dt>
            <dd>
              <AddressLines lines={brand.businessAddress.lines} />
            </dd>
          </div>
          <div>
            <dt>{t`Investor compensation`}</dt>
            <dd>{t`Member of the Investor Compensation Fund (ICF), up to 20,000 euros per eligible client`}</dd>
          </div>
        </dl>
      </Section>
      <Section title={t`Governance`} tone="muted">
        <p>
          <Trans>
            The company is managed by a board of directors with executive and independent non-executive members. The board sets
            the firm's strategy and risk appetite, and at least two executive directors direct the business day to day under the
            four-eyes principle.
          </Trans>
        </p>
        <p>
          <Trans>
            Risk management, compliance and internal audit are independent of the business units and report directly to the board.
            Each year we publish disclosures on our capital, risk management and remuneration as the Investment Firms Regulation
            requires.
          </Trans>
        </p>
      </Section>
      <Section title={t`Compliance`}>
        <ul className="bullet-list">
          <li>{t`We verify the identity of every client and monitor transactions under the European anti-money-laundering rules.`}</li>
          <li>{t`Before you trade, we assess whether CFDs are appropriate for you based on your knowledge and experience.`}</li>
          <li>{t`We apply the ESMA product intervention measures for retail clients: leverage limits, margin close-out at 50% and negative balance protection.`}</li>
          <li>{t`Personal data is processed in line with the General Data Protection Regulation (GDPR).`}</li>
        </ul>
      </Section>
      <Section title={t`Complaints handling`} tone="muted">
        <Steps>
          <li>
            <Trans>
              Send your complaint in writing to {brand.email} with the subject line “Complaint”, your account number and a
              description of what happened.
            </Trans>
          </li>
          <li>{t`We acknowledge your complaint within five business days and give you a unique reference number.`}</li>
          <li>{t`Our compliance function investigates independently and sends you a final written answer within two months.`}</li>
          <li>{t`If you are not satisfied with our answer, you may refer the complaint to the Financial Ombudsman of the Republic of Cyprus.`}</li>
        </Steps>
        <p>
          <LocalLink to="/more/contact">{t`All ways to contact us`}</LocalLink>
        </p>
      </Section>
    </>
  )
}
