import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { RiskWarningFigureDate, RiskWarningText } from '~/components/risk-warning-text'
import { brand } from '~/config/brand'
import { legalLinksFor } from '~/config/legal-links'
import { useLocale } from '~/lib/use-locale'

/**
 * The regulatory risk warning with the regulator line. It is part of the document on every page
 * (the root renders it), so no layout option can drop it; small screens keep it pinned, in ESMA's
 * abbreviated form, and wide screens show it in full in the flow with the date of its percentage
 * (on a phone the footer shows that: footer-risk-warning.tsx).
 */
export function RiskWarning() {
  const { t } = useLingui()
  const legalLinks = legalLinksFor(useLocale())
  const ref = useRef<HTMLElement>(null)
  // Where the warning is pinned, scrolling and focus keep content clear of it (WCAG 2.4.11). The
  // page's scroll padding is set itself, not through a custom property on the root: a custom
  // property is inherited, so changing one makes the browser recompute the style of every element
  // of the page (thousands on the glossary), while the padding concerns the root alone.
  useEffect(() => {
    const element = ref.current
    if (!element || !('ResizeObserver' in window)) return
    const observer = new ResizeObserver(() => {
      document.documentElement.style.scrollPaddingBottom = `calc(${element.getBoundingClientRect().height}px + var(--space-2))`
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <aside ref={ref} className="risk-warning" aria-label={t`Risk warning`}>
      <p>
        <strong>{t`Risk warning:`}</strong>{' '}
        {/* Pinned on a phone, the bar has room only for ESMA's abbreviated form (the footer, the sign-in shell and the partner pages' hero state the full one). */}
        <span className="risk-short">
          <RiskWarningText form="short" emphasis />
        </span>
        <span className="risk-full">
          <RiskWarningText emphasis /> <RiskWarningFigureDate />
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
