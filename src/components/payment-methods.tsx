import { useLingui } from '@lingui/react/macro'

/** Accepted payment methods as text badges: brand logos would need licensed artwork. */
export function PaymentMethods({ methods }: { methods: readonly string[] }) {
  const { t } = useLingui()
  return (
    <ul className="payment-methods" aria-label={t`Accepted payment methods`}>
      {methods.map((method) => (
        <li key={method} className="payment-badge">
          {method}
        </li>
      ))}
    </ul>
  )
}
