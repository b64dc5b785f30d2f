import { useLingui } from '@lingui/react/macro'

/** The direction of the last tick, as an arrow for the eye and in words for screen readers. */
export function Direction({ diff }: { diff: number }) {
  const { t } = useLingui()
  if (diff > 0)
    return (
      <span className="direction is-up">
        <span aria-hidden="true">▲</span>
        <span className="visually-hidden">{t`rising`}</span>
      </span>
    )
  if (diff < 0)
    return (
      <span className="direction is-down">
        <span aria-hidden="true">▼</span>
        <span className="visually-hidden">{t`falling`}</span>
      </span>
    )
  return (
    <span className="direction">
      <span aria-hidden="true">•</span>
      <span className="visually-hidden">{t`unchanged`}</span>
    </span>
  )
}
