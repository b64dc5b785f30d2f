import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { isBrandMark, PaymentMark } from './brand-marks'

/**
 * The generic payment methods of `brand.paymentMethods` in the reader's language; card schemes
 * (Visa, MasterCard, Maestro) are brand names and stay as they are written.
 */
const genericMethodNames: Record<string, MessageDescriptor> = {
  'Bank Wire': msg`Bank transfer`,
}

/** A payment method of the brand config as the reader's language names it. */
export function paymentMethodName(method: string, i18n: I18n): string {
  const generic = genericMethodNames[method]
  return generic ? i18n._(generic) : method
}

/** Accepted payment methods as their brand marks (brand-marks.tsx), each named in words for everyone who does not see it. */
export function PaymentMethods({ methods }: { methods: readonly string[] }) {
  const { t, i18n } = useLingui()
  return (
    <ul className="payment-methods" aria-label={t`Accepted payment methods`}>
      {methods.map((method) => (
        <li key={method} className="payment-badge">
          <PaymentMark method={method} />
          <span className={isBrandMark(method) ? 'visually-hidden' : undefined}>{paymentMethodName(method, i18n)}</span>
        </li>
      ))}
    </ul>
  )
}
