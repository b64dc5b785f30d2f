import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { onConsentAccepted, readConsent } from '~/lib/consent'
import { localeFromPath } from '~/lib/locale-path'
import { captureLanding, readMarketingSource } from '~/lib/marketing-source'
import { trackingApi } from '../api'

/**
 * Page-view reporting. Where the visitor came from is noted in session storage on landing (it never
 * leaves the browser by itself); the marketing source (W605) and the page view are sent for each
 * page only once the visitor has accepted analytics, including the page on which they accept.
 */
export function PageTracking() {
  // The page shown, and its language from its own address: the router's current location (and the
  // language read from it) moves on before the new page resolves, so reading the two apart reported
  // a language switch twice, once with the old path in the new language.
  const href = useRouterState({ select: (s) => s.resolvedLocation?.href })

  useEffect(() => {
    if (!href) return
    captureLanding()
    let sent = false
    const report = () => {
      if (sent) return
      sent = true
      // The title is set by the router after the page resolves; wait one frame for it.
      requestAnimationFrame(() => {
        const url = new URL(href, location.origin)
        void trackingApi.marketingSource(readMarketingSource())
        void trackingApi.pageView({ path: url.pathname, query: url.search, language: localeFromPath(url.pathname) })
      })
    }
    return onConsentAccepted(report)
  }, [href])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link || link.origin === location.origin || !/^https?:$/.test(link.protocol)) return
      if (readConsent() === 'accepted') trackingApi.outboundClick({ url: link.href, from: location.pathname })
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])

  return null
}
