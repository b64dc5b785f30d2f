import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { legalLinks } from '~/config/legal-links'
import { onCookieSettingsRequested, readConsent, writeConsent } from '~/lib/consent'
import { useCatalogComplete } from '~/lib/use-catalog-complete'

/**
 * Shown until the visitor chooses; rejecting is one click, exactly like accepting. It appears
 * after hydration (the prerendered page cannot know the cookie) as an overlay, so it moves nothing.
 */
export function CookieNotice() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const catalogComplete = useCatalogComplete()
  useEffect(() => {
    setOpen(readConsent() === undefined)
    return onCookieSettingsRequested(() => setOpen(true))
  }, [])
  if (!open || !catalogComplete) return null
  const choose = (choice: 'accepted' | 'rejected') => {
    writeConsent(choice)
    setOpen(false)
  }
  return (
    <section className="cookie-notice" aria-label={t`Cookie choice`}>
      <p>
        <Trans>
          We use essential cookies to run this site and, with your consent, analytics cookies to understand how it is used. You
          can change your choice at any time under “Cookie settings” at the bottom of every page.
        </Trans>{' '}
        <a href={legalLinks.cookiePolicy}>{t`Cookie policy (PDF)`}</a>
      </p>
      <div className="cookie-actions">
        <button type="button" className="btn btn-secondary" onClick={() => choose('rejected')}>
          {t`Reject analytics`}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => choose('accepted')}>
          {t`Accept all`}
        </button>
      </div>
    </section>
  )
}
