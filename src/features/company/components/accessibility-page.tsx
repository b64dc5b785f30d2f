import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { brand } from '~/config/brand'
import { intlLocale } from '~/lib/locale-path'
import { longDate } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'

/**
 * When the statement was prepared and the evaluation it reports was last run; a new evaluation or
 * a change to what is known not to conform moves it.
 */
const preparedOn = '2026-11-24'

/**
 * The accessibility statement, in the layout of the EU model statement (Commission Implementing
 * Decision (EU) 2018/1523): commitment, compliance status, non-accessible content, preparation,
 * feedback and contact, enforcement procedure. What it says is not known to conform comes from
 * what the project itself knows: the ticker that cannot be paused, the data files, how far the PDFs were checked, and
 * what the automated sweeps leave out (tests/e2e/accessibility.spec.ts, tests/e2e/site-map.ts).
 */
export function AccessibilityPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const date = longDate(intlLocale[locale], preparedOn)
  const site = new URL(brand.siteUrl).host
  return (
    <>
      <PageIntro title={t`Accessibility statement`} kicker={t`Company`}>
        <p>
          <Trans>
            {brand.legalEntity} is committed to making its website accessible, in accordance with the European Accessibility Act
            (Directive (EU) 2019/882) as transposed in Cyprus. This statement applies to {site} and its web app, in German,
            English and Polish.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Compliance status`}>
        <p>
          {t`This website is partially compliant with the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, which the harmonised standard EN 301 549 requires, because of the non-compliances listed below.`}
        </p>
      </Section>
      <Section title={t`Non-accessible content`} tone="muted">
        <h3>{t`Non-compliance with the accessibility requirements`}</h3>
        <ul className="bullet-list">
          <li>
            {t`The live prices at the top of the home page and of the trading overview update continuously and cannot be paused there (WCAG 2.2.2 Pause, Stop, Hide). The real-time quotes page shows the same prices with a button that pauses them.`}
          </li>
          <li>
            {t`The RTS 27 and RTS 28 execution data are CSV files for spreadsheets, without a web page version; the execution-quality statement of each year summarises them. These periodic reports and the Pillar III disclosures are published in English only.`}
          </li>
        </ul>
        <h3>{t`Content outside the scope of this statement`}</h3>
        <p>
          {t`The trading platforms (MetaTrader 4 and the MC Trader app), the client portal and the partner portal are separate services of their own; this statement does not cover them.`}
        </p>
        <h3>{t`PDF documents`}</h3>
        <p>
          {t`The PDF versions of our legal documents are tagged: they name their title and language, and a screen reader can follow their headings, lists and tables. They have been checked by our own automated test, not yet with a PDF/UA checker or by a screen-reader user. Every policy is also a web page with the same content in your language.`}
        </p>
        <h3>{t`Charts`}</h3>
        <p>
          {t`Price and indicator charts are drawn as pictures. Each has a text summary and a table of the same figures, which can be reached with the keyboard and read by a screen reader.`}
        </p>
      </Section>
      <Section title={t`Preparation of this statement`}>
        <p>
          {t`This statement was prepared on ${date}. It is based on a self-assessment with automated tests that run with every change to the website:`}
        </p>
        <ul className="bullet-list">
          <li>
            {t`a check with axe-core against the WCAG 2.0, 2.1 and 2.2 rules of levels A and AA, of every public page at a width of 360 px and of one page of each template at 1440 px, in German, English and Polish. The download page is checked at 1440 px only, as a phone is sent on to its app store; of the instrument and economic indicator pages, which share one layout each, a sample is checked.`}{' '}
            <code>tests/e2e/accessibility.spec.ts</code>
          </li>
          <li>
            {t`a check that no page scrolls sideways or cuts off text at widths of 320, 360, 768 and 1440 px, in all three languages (reflow, WCAG 1.4.10).`}{' '}
            <code>tests/e2e/overflow.spec.ts</code>
          </li>
          <li>
            {t`keyboard tests of the main menu and the mobile menu, the table of a price chart, the choice of language on the partner pages and the cookie settings.`}{' '}
            <code>tests/e2e/layout.spec.ts</code>, <code>tests/e2e/instruments.spec.ts</code>,{' '}
            <code>tests/e2e/partners.spec.ts</code>
          </li>
        </ul>
        <p>
          {t`Automated tests find only some of the barriers a website can have. The website has not yet been evaluated by an independent expert or tested throughout with screen readers.`}
        </p>
        <p>{t`This statement was last reviewed on ${date}.`}</p>
      </Section>
      <Section title={t`Feedback and contact`} tone="muted">
        <p>
          <Trans>
            If you come across a barrier on this website, or need a document or other content in an accessible format, write to us
            at <a href={`mailto:${brand.email}?subject=${encodeURIComponent(t`Accessibility`)}`}>{brand.email}</a>. Tell us the
            address of the page and what you were trying to do. We will answer, and where we cannot remove the barrier at once, we
            will provide the content in another way.
          </Trans>
        </p>
        <p>
          <LocalLink to="/more/contact">{t`All ways to contact us`}</LocalLink>
        </p>
      </Section>
      <Section title={t`Enforcement procedure`}>
        <p>
          {t`If our answer does not satisfy you, you can turn to the authorities that enforce the European Accessibility Act. In Cyprus, where ${brand.legalEntity} is established, the Act is transposed by the Accessibility of Products and Services Law of 2024 (Law 57(I)/2024). The Department for Social Inclusion of Persons with Disabilities of the Deputy Ministry of Social Welfare is responsible for accessibility policy and can direct you to the competent authority.`}
        </p>
        <p>{t`You may also turn to the authority that enforces the European Accessibility Act in the EU member state where you live.`}</p>
      </Section>
    </>
  )
}
