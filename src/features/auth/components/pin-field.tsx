import { useLingui } from '@lingui/react/macro'
import { FormField } from '~/components/form-field'

/** The 6-digit PIN from the e-mail: digits only, offered by the phone's one-time-code autofill. */
export function PinField({ value, onChange, error }: { value: string; onChange: (pin: string) => void; error?: string }) {
  const { t } = useLingui()
  return (
    <FormField
      label={t`PIN from the e-mail`}
      name="pin"
      className="pin-input"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      error={error}
    />
  )
}
