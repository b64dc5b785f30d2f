import { Trans, useLingui } from '@lingui/react/macro'
import { startTransition, useEffect, useId, useRef, useState } from 'react'
import { legalLinksFor } from '~/config/legal-links'
import { type ConsentChoice, consentCategoriesOf, onCookieSettingsRequested, readConsent, writeConsent } from '~/lib/consent'
import { recordConsent, sendConsentRecords } from '~/lib/consent-records'
import { useLocale } from '~/lib/use-locale'

type View = 'closed' | 'notice' | 'settings'

/**
 * The cookie choice. On a first visit a notice; from the footer's "Cookie settings" a view that
 * lists the categories with a switch each, where a choice is changed or withdrawn. In both,
 * rejecting and accepting are buttons of the same look, one click each. Every choice is recorded
 * on the server (src/lib/consent-records.ts). It appears after hydration (the prerendered page
 * cannot know the cookie) as an overlay, so it moves nothing. Every page carries its texts
 * (scripts/build/prerender.ts), so it never waits for the whole catalog.
 */
export function CookieNotice() {
  const [view, setView] = useState<View>('closed')
  const locale = useLocale()
  useEffect(() => {
    // A transition: React renders the notice in slices of a few milliseconds between other work.
    // Rendered at once, its first render (React's element-creating code runs for the first time on
    // the page here) was one task of 12 to 16 ms on a desktop, four times that on Lighthouse's
    // phone, on every first visit (docs/architecture.md, section 9).
    if (readConsent() === undefined) startTransition(() => setView('notice'))
    // A choice made while offline, or on a page closed before it was delivered, goes now.
    void sendConsentRecords()
    return onCookieSettingsRequested(() => setView('settings'))
  }, [])
  if (view === 'closed') return null
  const choose = (choice: ConsentChoice) => {
    writeConsent(choice)
    void recordConsent(consentCategoriesOf(choice), locale)
    setView('closed')
  }
  return view === 'notice' ? (
    <CookieNoticeBanner choose={choose} openSettings={() => setView('settings')} />
  ) : (
    <CookieSettings choose={choose} close={() => setView('closed')} />
  )
}

interface ChoiceProps {
  choose: (choice: ConsentChoice) => void
}

/** Reject and accept: the same button style, side by side, so neither is the easier one. */
function ChoiceButtons({ choose }: ChoiceProps) {
  const { t } = useLingui()
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => choose('rejected')}>
        {t`Reject analytics`}
      </button>
      <button type="button" className="btn btn-primary" onClick={() => choose('accepted')}>
        {t`Accept all`}
      </button>
    </>
  )
}

function CookieNoticeBanner({ choose, openSettings }: ChoiceProps & { openSettings: () => void }) {
  const { t } = useLingui()
  const legalLinks = legalLinksFor(useLocale())
  // Short paragraphs in small type, not one block: the notice appears after hydration, and on a phone
  // a block of its text larger than a page's own first text became the page's largest paint (LCP),
  // counted with every script before it (the sign-in page's, at 3 s). tests/e2e/legal.spec.ts and
  // tests/e2e/auth.spec.ts keep each paragraph the smaller.
  return (
    <section className="cookie-notice" aria-label={t`Cookie choice`}>
      <div className="cookie-text">
        <p>{t`We use essential cookies to run this site.`}</p>
        <p>{t`With your consent, we also use analytics cookies to understand how the site is used.`}</p>
        <p>{t`You can change your choice at any time under “Cookie settings” at the bottom of every page.`}</p>
        <p className="cookie-links">
          <a href={legalLinks.cookiePolicy}>{t`Cookie policy (PDF)`}</a>{' '}
          <button type="button" className="link-button" onClick={openSettings}>
            {t`Cookie settings`}
          </button>
        </p>
      </div>
      <div className="cookie-actions">
        <ChoiceButtons choose={choose} />
      </div>
    </section>
  )
}

/**
 * The categories the cookie policy names (content/legal/en/cookie-policy.md, sections 4 and 5):
 * strictly necessary cookies, always on, and analytics, on only with consent. The policy uses no
 * advertising or third-party cookies, so there is no switch for them.
 */
function CookieSettings({ choose, close }: ChoiceProps & { close: () => void }) {
  const { t } = useLingui()
  const legalLinks = legalLinksFor(useLocale())
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [analytics, setAnalytics] = useState(() => readConsent() === 'accepted')
  const chosenBefore = readConsent() !== undefined
  // Opened from the footer, the view takes the focus, so a keyboard or screen-reader user lands in it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      className="cookie-notice cookie-settings"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && chosenBefore) close()
      }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t`Cookie settings`}
      </h2>
      <p>
        <Trans>
          Choose which cookies we may use. You can change or withdraw your choice here at any time; we keep a record of each
          choice.
        </Trans>{' '}
        <a href={legalLinks.cookiePolicy}>{t`Cookie policy (PDF)`}</a>
      </p>
      <ul className="cookie-categories">
        <li>
          <label className="cookie-category">
            <input
              type="checkbox"
              role="switch"
              checked
              aria-checked="true"
              disabled
              aria-describedby={`${headingId}-necessary`}
            />
            <span>
              {t`Strictly necessary`} <span className="cookie-always">{t`Always on`}</span>
            </span>
          </label>
          <p id={`${headingId}-necessary`}>
            {t`Remember your cookie choice and language, keep you signed in and let the site talk to our servers securely. The site cannot work without them.`}
          </p>
        </li>
        <li>
          <label className="cookie-category">
            <input
              type="checkbox"
              role="switch"
              checked={analytics}
              aria-checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
              aria-describedby={`${headingId}-analytics`}
            />
            <span>{t`Analytics`}</span>
          </label>
          <p id={`${headingId}-analytics`}>
            {t`First-party statistics of the pages you view, where your visit came from and the external links you click, kept on our own servers and never shared with advertisers.`}
          </p>
        </li>
      </ul>
      <div className="cookie-actions">
        <ChoiceButtons choose={choose} />
        <button type="button" className="btn btn-secondary" onClick={() => choose(analytics ? 'accepted' : 'rejected')}>
          {t`Save my choice`}
        </button>
        {chosenBefore && (
          <button type="button" className="link-button" onClick={close}>
            {t`Close`}
          </button>
        )}
      </div>
    </section>
  )
}
