import { useLingui } from '@lingui/react/macro'
import { RiskWarningFigureDate, RiskWarningText } from '~/components/risk-warning-text'

/**
 * On a phone the pinned bar has room only for ESMA's abbreviated warning, so the footer states the
 * full one with the date of its percentage; wide screens show both in the bar (risk-warning.tsx).
 */
export function FooterRiskWarning() {
  const { t } = useLingui()
  return (
    <div className="footer-risk">
      <p>
        <strong>{t`Risk warning:`}</strong> <RiskWarningText emphasis />
      </p>
      <p className="risk-figure-date">
        <RiskWarningFigureDate />
      </p>
    </div>
  )
}
