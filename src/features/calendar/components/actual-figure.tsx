import { useLingui } from '@lingui/react/macro'
import type { CalendarEvent } from '~/contract/market-data'
import { intlLocale } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'
import { surprise } from '../surprise'
import { formatFigure } from './figures'

/**
 * The published figure with how it compares with the forecast, in words and colour (never colour
 * alone): "Better +0.2 %" on screen, and the whole sentence for screen readers. A figure that came
 * in while the page was open is marked new.
 */
export function ActualFigure({ event, isNew = false }: { event: CalendarEvent; isNew?: boolean }) {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const figure = formatFigure(i18n, locale, event.unit, event.actual)
  const result = surprise(event)
  if (!result) return <>{figure}</>
  const by = formatFigure(i18n, locale, event.unit, result.difference, true)
  const forecast = formatFigure(i18n, locale, event.unit, event.forecast)
  const [mark, shown, spoken] =
    result.outcome === 'better'
      ? ['▲', t`Better ${by}`, t`Better than the forecast of ${forecast}, by ${by}.`]
      : result.outcome === 'worse'
        ? ['▼', t`Worse ${by}`, t`Worse than the forecast of ${forecast}, by ${by}.`]
        : ['=', t`As expected`, t`As expected: in line with the forecast.`]
  return (
    <span className={`actual-figure outcome-${result.outcome}`}>
      <span className="actual-value">{figure}</span>
      {isNew && <span className="new-badge">{t`New`}</span>}
      <span className="outcome" aria-hidden="true">
        {mark} {shown}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  )
}
