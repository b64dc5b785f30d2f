import { Trans } from '@lingui/react/macro'
import { type RiskWarningForm, riskWarningFigure, riskWarningSentences } from '~/config/risk-warning'
import { intlLocale } from '~/lib/locale-path'
import { longDate } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'

interface RiskWarningTextProps {
  form?: RiskWarningForm
  /** Sets the percentage sentence in bold, where the warning stands among other text. */
  emphasis?: boolean
}

/**
 * The regulator's risk warning in the page's language, word for word from src/config/risk-warning.ts.
 * Never a catalog message: a translation may not rephrase it. `data-risk-warning` names the form,
 * so a test can find every rendering.
 */
export function RiskWarningText({ form = 'full', emphasis = false }: RiskWarningTextProps) {
  const { complexity, lossShare, consider } = riskWarningSentences(useLocale(), form)
  return (
    <span data-risk-warning={form}>
      {complexity && `${complexity} `}
      {emphasis ? <strong>{lossShare}</strong> : lossShare}
      {consider && ` ${consider}`}
    </span>
  )
}

/** When the warning's percentage was calculated; it is recalculated every quarter. */
export function RiskWarningFigureDate() {
  const locale = useLocale()
  const date = longDate(intlLocale[locale], riskWarningFigure.calculatedOn)
  return <Trans>Percentage calculated on {date} over the preceding twelve months; it is recalculated every quarter.</Trans>
}
