import type { Locale } from '../contract/locales'
import { brand } from './brand'

/**
 * The CFD risk warning, the one source of its words. ESMA fixed the text (Decision (EU) 2018/796,
 * Annex II, kept in national law by BaFin's general ruling and the KNF's resolution), so it is not a
 * catalog message a translator may rephrase: each language holds the official wording, and only the
 * provider's percentage is filled in. Every place that shows the warning renders it from here.
 *
 * - `full`: the provider-specific warning, for pages, documents and anything with room for it.
 * - `short`: the abbreviated form ESMA allows only where the full one does not fit (a pinned bar on
 *   a phone, a push notification).
 */
export type RiskWarningForm = 'full' | 'short'

/**
 * The share of retail accounts that lost money is recalculated every quarter over the last twelve
 * months; the warning names the date of the calculation beside the figure.
 */
export const riskWarningFigure = {
  percent: brand.retailLossPercent,
  calculatedOn: '2026-09-30',
} as const

/** A non-breaking space, so a line never breaks between a number and its percent sign. */
const nbsp = '\u00a0'

/** How each language writes the percentage: German puts a (non-breaking) space before the sign. */
export function lossPercentText(locale: Locale, percent: number = riskWarningFigure.percent): string {
  return locale === 'de' ? `${percent}${nbsp}%` : `${percent}%`
}

/** The warning's sentences, so a component can give the percentage sentence its emphasis. */
export interface RiskWarningSentences {
  /** "CFDs are complex instruments …" (only in the full form). */
  complexity?: string
  /** "55% of retail investor accounts lose money …", the sentence the regulator wants prominent. */
  lossShare: string
  /** "You should consider whether …". */
  consider: string
}

const wording: Record<Locale, (percent: string) => Record<RiskWarningForm, RiskWarningSentences>> = {
  en: (percent) => ({
    full: {
      complexity: 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.',
      lossShare: `${percent} of retail investor accounts lose money when trading CFDs with this provider.`,
      consider:
        'You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
    },
    short: {
      lossShare: `${percent} of retail investor accounts lose money when trading CFDs with this provider.`,
      consider: 'You should consider whether you can afford to take the high risk of losing your money.',
    },
  }),
  de: (percent) => ({
    full: {
      complexity:
        'CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren.',
      lossShare: `${percent} der Kleinanlegerkonten verlieren Geld beim CFD-Handel mit diesem Anbieter.`,
      consider:
        'Sie sollten überlegen, ob Sie verstehen, wie CFDs funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren.',
    },
    short: {
      lossShare: `${percent} der Kleinanlegerkonten verlieren Geld beim CFD-Handel mit diesem Anbieter.`,
      consider: 'Sie sollten überlegen, ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren.',
    },
  }),
  pl: (percent) => ({
    full: {
      complexity:
        'Kontrakty CFD są złożonymi instrumentami i wiążą się z dużym ryzykiem szybkiej utraty środków pieniężnych z powodu dźwigni finansowej.',
      lossShare: `${percent} rachunków inwestorów detalicznych odnotowuje straty pieniężne w wyniku handlu kontraktami CFD u niniejszego dostawcy.`,
      consider:
        'Zastanów się, czy rozumiesz, jak działają kontrakty CFD, i czy możesz pozwolić sobie na wysokie ryzyko utraty pieniędzy.',
    },
    short: {
      lossShare: `${percent} rachunków inwestorów detalicznych odnotowuje straty pieniężne w wyniku handlu kontraktami CFD u niniejszego dostawcy.`,
      consider: 'Zastanów się, czy możesz pozwolić sobie na wysokie ryzyko utraty pieniędzy.',
    },
  }),
}

export function riskWarningSentences(locale: Locale, form: RiskWarningForm = 'full'): RiskWarningSentences {
  return wording[locale](lossPercentText(locale))[form]
}

/** The warning as one paragraph of plain text (documents, push texts, calendar entries). */
export function riskWarningText(locale: Locale, form: RiskWarningForm = 'full'): string {
  const { complexity, lossShare, consider } = riskWarningSentences(locale, form)
  return [complexity, lossShare, consider].filter(Boolean).join(' ')
}
