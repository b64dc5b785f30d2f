import { useLingui } from '@lingui/react/macro'
import { createContext, type ReactNode, useContext } from 'react'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

const insideSiteChrome = createContext(false)

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
        <insideSiteChrome.Provider value={true}>{children}</insideSiteChrome.Provider>
      </main>
      <SiteFooter />
    </>
  )
}

/**
 * The site's chrome around `children`, unless they already sit in its main landmark: an error shown
 * in place of a page keeps the page's header and footer, one shown in place of a layout brings them.
 */
export function WithSiteChrome({ children }: { children: ReactNode }) {
  return useContext(insideSiteChrome) ? children : <SiteChrome>{children}</SiteChrome>
}
