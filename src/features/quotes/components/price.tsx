import { useRef } from 'react'
import { priceFormat } from '~/lib/number-format'
import { changedDigits } from '../quote-math'

/**
 * A price with its instrument's digits; on a tick only the digits that changed flash, green when
 * the price rose and red when it fell (the colour stays without motion under reduced motion).
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
      <span key={text} className={changed && tone ? `tick ${tone}` : undefined}>
        {changed}
      </span>
    </span>
  )
}
