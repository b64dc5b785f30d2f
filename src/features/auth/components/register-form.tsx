import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { FormError, FormField } from '~/components/form-field'
import { LocalLink } from '~/components/local-link'
import { errorCodes } from '~/contract/envelope'
import type { PayloadOf } from '~/contract/operations'
import type { PartnerType } from '~/contract/partners'
import type { apiPaths } from '~/contract/paths'
import { isValidEmail, isValidPassword, pinPattern } from '~/contract/rules'
import { localizedPath } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'
import { useSubmit } from '~/lib/use-submit'
import { authApi } from '../api'
import { countryOptions } from '../country-options'
import { safeRedirect, saveUserInfo } from '../session-store'
import { PasswordChecklist } from './password-checklist'
import { PinField } from './pin-field'
import { useCooldown } from './use-cooldown'

const resendCooldownSeconds = 60
type SignUpDetails = Omit<PayloadOf<typeof apiPaths.signUpFirstStep>, 'partner'>
type PartnerDetails = { type: PartnerType | ''; company: string; website: string }
type Errors = Partial<Record<keyof SignUpDetails | 'pin' | 'form' | 'partnerType' | 'partnerSite', string>>

/**
 * Registration in two steps: the details, then the 6-digit PIN e-mailed to the address. A partner
 * sign-up also says as which kind of partner, and through which company or website.
 */
export function RegisterForm({ partner: asPartner = false }: { partner?: boolean }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const countryId = useId()
  const checklistId = useId()
  const partnerTypeId = useId()
  const countries = countryOptions(locale, i18n)
  const [step, setStep] = useState<'details' | 'pin'>('details')
  const [details, setDetails] = useState<SignUpDetails>({ email: '', password: '', name: '', country: '', phone: '' })
  const [partner, setPartner] = useState<PartnerDetails>({ type: '', company: '', website: '' })
  const [pin, setPin] = useState('')
  /** The sign-up this browser started (W103's answer): the PIN confirms that one only. */
  const [signupId, setSignupId] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const emailCheck = useSubmit((payload: Parameters<typeof authApi.emailExists>[0]) =>
    authApi.emailExists(payload, { silent: true }),
  )
  const signUpFirstStep = useSubmit((payload: Parameters<typeof authApi.signUpFirstStep>[0]) =>
    authApi.signUpFirstStep(payload, { silent: true }),
  )
  const signUp = useSubmit((payload: Parameters<typeof authApi.signUp>[0]) => authApi.signUp(payload, { silent: true }))
  const resendPin = useSubmit(authApi.resendPin)
  const pending = signUpFirstStep.isPending || signUp.isPending
  const cooldown = useCooldown(resendCooldownSeconds)

  const update = (field: keyof SignUpDetails) => (value: string) => setDetails((d) => ({ ...d, [field]: value }))

  function checkEmail() {
    const email = details.email.trim()
    if (!email) return
    if (!isValidEmail(email)) {
      setErrors((e) => ({ ...e, email: t`Invalid email format. Please enter a proper email address.` }))
      return
    }
    const exists = (taken: boolean) =>
      setErrors((e) => ({
        ...e,
        email: taken ? t`An account with this e-mail address already exists. Sign in or reset your password.` : undefined,
      }))
    emailCheck.mutate({ email }, { onSuccess: (answer) => exists(answer.exists), onError: () => exists(false) })
  }

  function validateDetails(): Errors {
    const next: Errors = {}
    if (!isValidEmail(details.email.trim())) next.email = t`Invalid email format. Please enter a proper email address.`
    if (!isValidPassword(details.password))
      next.password = t`The password has 8 to 20 letters and digits, with at least one of each.`
    if (details.name.trim().length < 2) next.name = t`Please enter your full name as it appears on your ID.`
    if (!details.country) next.country = t`Please choose your country of residence.`
    if (!/^\+?[0-9 ()-]{6,20}$/.test(details.phone.trim()))
      next.phone = t`Please enter a phone number with its country code, e.g. +49 30 1234567.`
    if (asPartner && !partner.type) next.partnerType = t`Please choose how you want to work with us.`
    if (asPartner && !partner.company.trim() && !partner.website.trim())
      next.partnerSite = t`Please enter your company name or your website.`
    return next
  }

  function submitDetails(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    const next = validateDetails()
    setErrors(next)
    if (Object.keys(next).length > 0) return
    signUpFirstStep.mutate(
      {
        ...details,
        email: details.email.trim(),
        name: details.name.trim(),
        phone: details.phone.trim(),
        ...(asPartner && partner.type && { partner: { ...partner, type: partner.type } }),
      },
      {
        onError: (error) => setErrors(error.ec === errorCodes.emailTaken ? { email: error.message } : { form: error.message }),
        onSuccess: (answer) => {
          // Only this browser knows which sign-up the PIN confirms (a stranger's sign-up for the same address gets its own).
          setSignupId(answer.signupId)
          cooldown.start()
          setStep('pin')
        },
      },
    )
  }

  function submitPin(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    if (!pinPattern.test(pin)) {
      setErrors({ pin: t`The PIN has 6 digits.` })
      return
    }
    signUp.mutate(
      { email: details.email.trim(), pin, signupId },
      {
        onError: (error) => setErrors({ pin: error.message }),
        onSuccess: async (answer) => {
          saveUserInfo({ email: details.email.trim(), isSave: true })
          const { toast } = await import('sonner')
          toast.success(t`Your account is ready. Welcome!`)
          await navigate({ href: safeRedirect(answer.url, localizedPath(locale, '/uc')) })
        },
      },
    )
  }

  function resend() {
    if (cooldown.remaining > 0) return
    cooldown.start()
    resendPin.mutate(
      { email: details.email.trim(), purpose: 'signup', signupId },
      {
        onSuccess: async () => {
          const { toast } = await import('sonner')
          toast.success(t`We have sent a new PIN to ${details.email}.`)
        },
      },
    )
  }

  if (step === 'pin') {
    return (
      <form onSubmit={submitPin} noValidate aria-busy={pending}>
        <p className="step-label">{t`Step 2 of 2: confirm your e-mail address`}</p>
        <p role="status">{t`We have sent a 6-digit PIN to ${details.email}. It is valid for 15 minutes.`}</p>
        <PinField value={pin} onChange={setPin} error={errors.pin} />
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? t`Checking…` : t`Confirm and open my account`}
        </button>
        <p className="form-links">
          <button type="button" className="btn btn-secondary" onClick={resend} disabled={cooldown.remaining > 0}>
            {cooldown.remaining > 0 ? t`Resend PIN in ${cooldown.remaining} s` : t`Resend PIN`}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setStep('details')}>
            {t`Change my details`}
          </button>
        </p>
      </form>
    )
  }

  return (
    <form onSubmit={submitDetails} noValidate aria-busy={pending}>
      <p className="step-label">{t`Step 1 of 2: your details`}</p>
      <FormError message={errors.form} />
      <FormField
        label={t`E-mail address`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={details.email}
        onChange={(e) => update('email')(e.target.value)}
        onBlur={checkEmail}
        error={errors.email}
      />
      <FormField
        label={t`Password`}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={details.password}
        onChange={(e) => update('password')(e.target.value)}
        error={errors.password}
        hint={<PasswordChecklist value={details.password} id={checklistId} />}
      />
      <FormField
        label={t`Full name`}
        name="name"
        autoComplete="name"
        required
        value={details.name}
        onChange={(e) => update('name')(e.target.value)}
        error={errors.name}
      />
      <div className="form-field">
        <label htmlFor={countryId}>{t`Country of residence`}</label>
        <select
          id={countryId}
          name="country"
          autoComplete="country"
          required
          value={details.country}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${countryId}-error` : undefined}
          onChange={(e) => update('country')(e.target.value)}
        >
          <option value="">{t`Please choose`}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errors.country && (
          <p id={`${countryId}-error`} className="field-error" role="alert">
            {errors.country}
          </p>
        )}
      </div>
      <FormField
        label={t`Phone number`}
        type="tel"
        name="phone"
        autoComplete="tel"
        required
        value={details.phone}
        onChange={(e) => update('phone')(e.target.value)}
        error={errors.phone}
      />
      {asPartner && (
        <fieldset className="partner-sign-up">
          <legend>{t`Your partnership`}</legend>
          <div className="form-field">
            <label htmlFor={partnerTypeId}>{t`Partner type`}</label>
            <select
              id={partnerTypeId}
              name="partner-type"
              required
              value={partner.type}
              aria-invalid={errors.partnerType ? true : undefined}
              aria-describedby={errors.partnerType ? `${partnerTypeId}-error` : undefined}
              onChange={(e) => setPartner((p) => ({ ...p, type: e.target.value as PartnerDetails['type'] }))}
            >
              <option value="">{t`Please choose`}</option>
              <option value="ib">{t`Introducing broker`}</option>
              <option value="affiliate">{t`Affiliate`}</option>
            </select>
            {errors.partnerType && (
              <p id={`${partnerTypeId}-error`} className="field-error" role="alert">
                {errors.partnerType}
              </p>
            )}
          </div>
          <FormField
            label={t`Company or trading name`}
            name="organization"
            autoComplete="organization"
            value={partner.company}
            onChange={(e) => setPartner((p) => ({ ...p, company: e.target.value }))}
          />
          <FormField
            label={t`Website`}
            type="url"
            name="url"
            autoComplete="url"
            inputMode="url"
            value={partner.website}
            onChange={(e) => setPartner((p) => ({ ...p, website: e.target.value }))}
            error={errors.partnerSite}
          />
        </fieldset>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? t`Sending PIN…` : t`Continue`}
      </button>
      <p className="form-links">
        <LocalLink to="/login">{t`Already have an account? Log in`}</LocalLink>
      </p>
    </form>
  )
}
