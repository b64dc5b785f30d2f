import { useRef } from 'react'
import { priceFormat } from '~/lib/number-format'
import { changedDigits } from '../quote-math'

/**
 * A price with its instrument's digits; on a tick the digits that changed turn green when the
 * price rose and red when it fell, until the next tick (without motion: src/styles/app.css, `.tick`).
 */
export function Price({
  value,
  digits,
  locale,
  direction,
}: {
  value: number
  digits: number
  locale: string
  direction: number
}) {
  const text = priceFormat(locale, digits).format(value)
  const previous = useRef<string | undefined>(undefined)
  const { same, changed } = changedDigits(previous.current, text)
  previous.current = text
  const tone = direction > 0 ? 'tick-up' : direction < 0 ? 'tick-down' : ''
  return (
    <span className="price">
      {same}
      <span className={changed && tone ? tone : undefined}>{changed}</span>
    </span>
  )
}
