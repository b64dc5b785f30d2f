import { useLingui } from '@lingui/react/macro'
import { passwordChecks } from '~/contract/rules'

/** The password rule shown as the user types: each part ticks when it is met. */
export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  const { t } = useLingui()
  const checks = passwordChecks(value)
  const items = [
    { met: checks.length, label: t`8 to 20 characters` },
    { met: checks.letter, label: t`at least one letter` },
    { met: checks.digit, label: t`at least one digit` },
    { met: checks.onlyLettersAndDigits && value.length > 0, label: t`letters and digits only` },
  ]
  return (
    <ul className="password-checks" id={id}>
      {items.map((item) => (
        <li key={item.label} data-met={item.met}>
          {item.label}
          <span className="visually-hidden">{item.met ? t`(met)` : t`(not met yet)`}</span>
        </li>
      ))}
    </ul>
  )
}
