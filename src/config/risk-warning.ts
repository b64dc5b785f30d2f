import type { Locale } from '../contract/locales'
import { brand } from './brand'

/**
 * The CFD risk warning, the one source of its words. ESMA fixed the text (Decision (EU) 2018/796,
 * Annex II, renewed by 2018/1636, 2019/155 and 2019/679, and kept in national law by BaFin's general
 * ruling and the KNF's resolution), so it is not a catalog message a translator may rephrase: each
 * language holds the wording of that language's version of the Annex, and only the provider's
 * percentage is filled in. Every place that shows the warning renders it from here.
 *
 * - `full`: the provider-specific warning for durable media and webpages (Annex II, section B), for
 *   pages, documents, calendar entries and anything with room for it.
 * - `short`: the abbreviated provider-specific warning (Annex II, section C), allowed only where the
 *   full one does not fit: outside durable media and webpages, or within a character limit (a pinned
 *   bar on a phone whose page carries the full warning, a push notification).
 */
export type RiskWarningForm = 'full' | 'short'

/**
 * The share of retail accounts that lost money is recalculated every quarter over the twelve months
 * before the calculation (Annex II, section A, point 4); the site names the date beside the warning.
 */
export const riskWarningFigure = {
  percent: brand.retailLossPercent,
  /** ISO date (UTC) of the last quarterly calculation. */
  calculatedOn: '2026-09-30',
} as const

/** A non-breaking space, so a line never breaks between a number and its percent sign. */
const nbsp = '\u00a0'

/**
 * How each language writes the percentage, as its number format does (`Intl.NumberFormat` with
 * style percent): German puts a non-breaking space before the sign, English and Polish none.
 */
export function lossPercentText(locale: Locale, percent: number = riskWarningFigure.percent): string {
  return locale === 'de' ? `${percent}${nbsp}%` : `${percent}%`
}

/** The warning's sentences, so a component can give the percentage sentence its emphasis. */
export interface RiskWarningSentences {
  /** "CFDs are complex instruments …" (full form only). */
  complexity?: string
  /** "55% of retail investor accounts lose money …", the sentence the percentage belongs to. */
  lossShare: string
  /** "You should consider whether …" (full form only). */
  consider?: string
}

/** The Annex's wording in each language, with `percent` where it says "[insert percentage per provider] %". */
const wording: Record<Locale, (percent: string) => Record<RiskWarningForm, RiskWarningSentences>> = {
  en: (percent) => ({
    full: {
      complexity: 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.',
      lossShare: `${percent} of retail investor accounts lose money when trading CFDs with this provider.`,
      consider:
        'You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
    },
    short: { lossShare: `${percent} of retail CFD accounts lose money.` },
  }),
  de: (percent) => ({
    full: {
      complexity:
        'CFDs sind komplexe Instrumente und gehen wegen der Hebelwirkung mit dem hohen Risiko einher, schnell Geld zu verlieren.',
      lossShare: `${percent} der Kleinanlegerkonten verlieren Geld beim CFD-Handel mit diesem Anbieter.`,
      consider:
        'Sie sollten überlegen, ob Sie verstehen, wie CFDs funktionieren, und ob Sie es sich leisten können, das hohe Risiko einzugehen, Ihr Geld zu verlieren.',
    },
    short: { lossShare: `${percent} der CFD-Konten von Kleinanlegern verlieren Geld.` },
  }),
  pl: (percent) => ({
    full: {
      complexity:
        'Kontrakty CFD są złożonymi instrumentami i wiążą się z dużym ryzykiem szybkiej utraty środków pieniężnych z powodu dźwigni finansowej.',
      lossShare: `${percent} rachunków inwestorów detalicznych odnotowuje straty pieniężne w wyniku handlu kontraktami CFD u niniejszego dostawcy.`,
      consider:
        'Zastanów się, czy rozumiesz, jak działają kontrakty CFD, i czy możesz pozwolić sobie na wysokie ryzyko utraty pieniędzy.',
    },
    short: { lossShare: `${percent} rachunków CFD inwestorów detalicznych odnotowuje straty pieniężne.` },
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
