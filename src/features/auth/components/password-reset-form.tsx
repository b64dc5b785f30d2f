import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { FormError, FormField } from '~/components/form-field'
import { LocalLink } from '~/components/local-link'
import { isValidEmail, isValidPassword, pinPattern } from '~/contract/rules'
import { localizedPath } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'
import { useSubmit } from '~/lib/use-submit'
import { authApi } from '../api'
import { resetRequests } from '../reset-request'
import { PasswordChecklist } from './password-checklist'
import { PinField } from './pin-field'
import { useCooldown } from './use-cooldown'

type Errors = Partial<Record<'email' | 'pin' | 'password' | 'reenterPassword' | 'form', string>>

/**
 * Forgotten password: the e-mail address, then the PIN with the new password twice. Also used in
 * the user centre to change the password, starting from the signed-in address.
 */
export function PasswordResetForm({ presetEmail, onDone }: { presetEmail?: string; onDone?: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const checklistId = useId()
  const [step, setStep] = useState<'email' | 'reset'>('email')
  const [email, setEmail] = useState(presetEmail ?? '')
  /** The reset this browser asked for (W201's answer): the PIN works for that one only. */
  const [resetId, setResetId] = useState('')
  const [pin, setPin] = useState('')
  const [password, setPassword] = useState('')
  const [reenterPassword, setReenterPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const forgotPassword = useSubmit((payload: Parameters<typeof authApi.forgotPassword>[0]) =>
    authApi.forgotPassword(payload, { silent: true }),
  )
  const changePassword = useSubmit((payload: Parameters<typeof authApi.changePassword>[0]) =>
    authApi.changePassword(payload, { silent: true }),
  )
  const pending = forgotPassword.isPending || changePassword.isPending
  const cooldown = useCooldown(60)

  // After a reload, the request this tab made is taken up again (after hydration: storage is the browser's).
  useEffect(() => {
    const saved = resetRequests.recall()
    if (!saved || (presetEmail !== undefined && saved.email !== presetEmail)) return
    setEmail(saved.email)
    setResetId(saved.resetId)
    setStep('reset')
  }, [presetEmail])

  function requestPin(event?: FormEvent) {
    event?.preventDefault()
    if (pending) return
    if (!isValidEmail(email.trim())) {
      setErrors({ email: t`Invalid email format. Please enter a proper email address.` })
      return
    }
    setErrors({})
    forgotPassword.mutate(
      { email: email.trim() },
      {
        onError: (error) => setErrors({ form: error.message }),
        onSuccess: (answer) => {
          resetRequests.remember({ email: email.trim(), resetId: answer.resetId })
          setResetId(answer.resetId)
          cooldown.start()
          setStep('reset')
        },
      },
    )
  }

  function resetPassword(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    const next: Errors = {}
    if (!pinPattern.test(pin)) next.pin = t`The PIN has 6 digits.`
    if (!isValidPassword(password)) next.password = t`The password has 8 to 20 letters and digits, with at least one of each.`
    if (reenterPassword !== password) next.reenterPassword = t`The two passwords do not match.`
    setErrors(next)
    if (Object.keys(next).length > 0) return
    changePassword.mutate(
      { pin, email: email.trim(), resetId, password, reenterPassword },
      {
        onError: (error) => setErrors({ form: error.message }),
        onSuccess: async () => {
          resetRequests.forget()
          const { toast } = await import('sonner')
          toast.success(t`Your password has been changed.`)
          if (onDone) onDone()
          else await navigate({ href: localizedPath(locale, '/login') })
        },
      },
    )
  }

  async function resend() {
    if (cooldown.remaining > 0) return
    cooldown.start()
    await authApi.resendPin({ email: email.trim(), purpose: 'reset', resetId })
  }

  if (step === 'email') {
    return (
      <form onSubmit={requestPin} noValidate aria-busy={pending}>
        <FormError message={errors.form} />
        <p>{t`Enter the e-mail address of your account. If it is registered with us, we will send you a 6-digit PIN to set a new password.`}</p>
        <FormField
          label={t`E-mail address`}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          readOnly={presetEmail !== undefined}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? t`Sending PIN…` : t`Send me a PIN`}
        </button>
        {!presetEmail && (
          <p className="form-links">
            <LocalLink to="/login">{t`Back to log in`}</LocalLink>
          </p>
        )}
      </form>
    )
  }

  return (
    <form onSubmit={resetPassword} noValidate aria-busy={pending}>
      <p role="status">{t`If ${email} belongs to an account, a 6-digit PIN is on its way. It is valid for 15 minutes.`}</p>
      <FormError message={errors.form} />
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <PinField value={pin} onChange={setPin} error={errors.pin} />
      <FormField
        label={t`New password`}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={<PasswordChecklist value={password} id={checklistId} />}
      />
      <FormField
        label={t`Repeat the new password`}
        type="password"
        name="reenter-password"
        autoComplete="new-password"
        required
        value={reenterPassword}
        onChange={(e) => setReenterPassword(e.target.value)}
        error={errors.reenterPassword}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? t`Saving…` : t`Set new password`}
      </button>
      <p className="form-links">
        <button type="button" className="btn btn-secondary" onClick={resend} disabled={cooldown.remaining > 0}>
          {cooldown.remaining > 0 ? t`Resend PIN in ${cooldown.remaining} s` : t`Resend PIN`}
        </button>
      </p>
    </form>
  )
}
