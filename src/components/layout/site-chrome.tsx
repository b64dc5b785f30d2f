import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Header, main landmark and footer of the main site (the partner and sign-in pages have their own). */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
