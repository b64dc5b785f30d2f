import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { FormError, FormField } from '~/components/form-field'
import { LocalLink } from '~/components/local-link'
import { isValidEmail, isValidPassword } from '~/contract/rules'
import { localizedPath } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'
import { useSubmit } from '~/lib/use-submit'
import { authApi } from '../api'
import { readUserInfo, safeRedirect, saveUserInfo } from '../session-store'

export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [isSave, setIsSave] = useState(true)
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({})
  const login = useSubmit((payload: Parameters<typeof authApi.login>[0]) => authApi.login(payload, { silent: true }))
  const pending = login.isPending

  useEffect(() => {
    const saved = readUserInfo()
    if (saved?.isSave) setEmail(saved.email)
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    const next: typeof errors = {}
    if (!isValidEmail(email.trim())) next.email = t`Invalid email format. Please enter a proper email address.`
    if (!isValidPassword(password)) next.password = t`The password has 8 to 20 letters and digits, with at least one of each.`
    setErrors(next)
    if (next.email || next.password) return
    login.mutate(
      { email: email.trim(), password, isSave },
      {
        onError: (error) => setErrors({ form: error.message }),
        onSuccess: async (answer) => {
          saveUserInfo({ email: email.trim(), isSave })
          const { toast } = await import('sonner')
          toast.success(t`Login successfully`)
          const target = safeRedirect(redirectTo, safeRedirect(answer.url, localizedPath(locale, '/uc')))
          await navigate({ href: target })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <FormError message={errors.form} />
      <FormField
        label={t`E-mail address`}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <FormField
        label={t`Password`}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <label className="checkbox-field">
        <input type="checkbox" checked={isSave} onChange={(e) => setIsSave(e.target.checked)} />
        {t`Remember my e-mail address on this device`}
      </label>
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? t`Signing in…` : t`Log in`}
      </button>
      <p className="form-links">
        <LocalLink to="/password-reset">{t`Forgot your password?`}</LocalLink>
        <LocalLink to="/register">{t`No account yet? Register`}</LocalLink>
      </p>
    </form>
  )
}
