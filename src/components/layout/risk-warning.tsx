import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { brand } from '~/config/brand'
import { legalLinks } from '~/config/legal-links'

/**
 * The regulatory risk warning with the regulator line. It is part of the document on every page
 * (the root renders it), so no layout option can drop it; small screens keep it pinned.
 */
export function RiskWarning() {
  const { t } = useLingui()
  const percent = brand.retailLossPercent
  const ref = useRef<HTMLElement>(null)
  // Where the warning is pinned, scrolling and focus keep content clear of it (WCAG 2.4.11).
  useEffect(() => {
    const element = ref.current
    if (!element || !('ResizeObserver' in window)) return
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty('--risk-warning-height', `${element.getBoundingClientRect().height}px`),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <aside ref={ref} className="risk-warning" aria-label={t`Risk warning`}>
      <p>
        <strong>{t`Risk warning:`}</strong>{' '}
        <Trans>
          CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.{' '}
          <strong>{percent}% of retail investor accounts lose money when trading CFDs with this provider.</strong>
        </Trans>{' '}
        {/* Phones pin the warning, so they keep the ESMA short form there; the footer and hero carry the rest. */}
        <span className="risk-extra">
          {t`You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.`}
        </span>{' '}
        <a href={legalLinks.riskDisclosure}>{t`Risk disclosure (PDF)`}</a>
      </p>
      <p className="regulator-line">
        <Trans>
          {brand.legalEntity} is regulated by {brand.regulatorShort}, CIF licence no. {brand.licenceNumber}.
        </Trans>
      </p>
    </aside>
  )
}
