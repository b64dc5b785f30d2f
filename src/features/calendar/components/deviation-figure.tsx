import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CalendarEvent } from '~/contract/market-data'
import { intlLocale } from '~/lib/locale-path'
import { numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'

/**
 * A figure's deviation: its surprise in units of the indicator's usual forecast error ("+1.35"),
 * in a sentence for screen readers. Beyond ±1 is a real surprise and is set in bold. A dash
 * before the figure, or where the history does not measure it (an answer saved by an older
 * version of the site has no deviation at all).
 */
export function DeviationFigure({ deviation }: { deviation: CalendarEvent['deviation'] | undefined }) {
  const { t } = useLingui()
  const locale = intlLocale[useLocale()]
  if (deviation === null || deviation === undefined) return <>—</>
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  const shown = numberFormat(locale, { ...digits, signDisplay: 'exceptZero' }).format(deviation)
  // Spoken without trailing zeros, so that the plural form chosen for the number fits the number read out.
  const multiple = Number(Math.abs(deviation).toFixed(2))
  const size = numberFormat(locale, { maximumFractionDigits: 2 }).format(multiple)
  const spoken =
    deviation > 0
      ? t`${plural(multiple, { one: `${size} times the usual forecast error above the forecast`, other: `${size} times the usual forecast error above the forecast` })}`
      : deviation < 0
        ? t`${plural(multiple, { one: `${size} times the usual forecast error below the forecast`, other: `${size} times the usual forecast error below the forecast` })}`
        : t`exactly as forecast`
  return (
    <span className={Math.abs(deviation) >= 1 ? 'deviation deviation-large' : 'deviation'}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  )
}

/** What the deviation column means, under the tables that show it. */
export function DeviationNote() {
  const { t } = useLingui()
  return (
    <p className="muted deviation-note">
      {t`Deviation: how far the figure came in from the forecast, in units of the indicator's usual forecast error (the standard deviation of its surprises over the 24 releases before). Beyond ±1 is a real surprise.`}
    </p>
  )
}
