import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { FormField } from '~/components/form-field'
import { isValidEmail } from '~/contract/rules'
import { readMarketingSource } from '~/lib/marketing-source'
import { useLocale } from '~/lib/use-locale'
import { useSubmit } from '~/lib/use-submit'
import { partnersApi } from '../api'

/** What the visitor types; the marketing source and the language are added when it is sent. */
interface PartnerLead {
  firstName: string
  lastName: string
  email: string
  country: string
  phone: string
  website: string
}

const emptyLead: PartnerLead = { firstName: '', lastName: '', email: '', country: '', phone: '', website: '' }

/**
 * The partner lead form of spec section 4. Only the e-mail is checked; an invalid one opens a
 * dialog and sends nothing. An answer with `dt` opens "Submission Complete"; an answer without
 * `dt` shows nothing (as the spec says); a failure keeps every field and says what went wrong.
 */
export function LeadForm() {
  const { t } = useLingui()
  const locale = useLocale()
  const [lead, setLead] = useState<PartnerLead>(emptyLead)
  const [dialog, setDialog] = useState<'invalid-email' | 'complete' | undefined>()
  const [failure, setFailure] = useState<string>()
  const submitLead = useSubmit(partnersApi.submitLead)
  const pending = submitLead.isPending
  const field = (name: keyof PartnerLead) => ({
    name,
    value: lead[name],
    onChange: (event: { target: { value: string } }) => setLead((current) => ({ ...current, [name]: event.target.value })),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    if (!isValidEmail(lead.email.trim())) {
      setDialog('invalid-email')
      return
    }
    setFailure(undefined)
    submitLead.mutate(
      { ...lead, email: lead.email.trim(), ...readMarketingSource(), language: locale },
      {
        onError: (error) => setFailure(error.message),
        onSuccess: (answer) => {
          if (!answer) return
          setLead(emptyLead)
          setDialog('complete')
        },
      },
    )
  }

  return (
    <section className="lead-form-section" aria-labelledby="lead-form-title">
      <h2 id="lead-form-title">{t`Partner with us now!`}</h2>
      <p>{t`Leave your details and one of our partnership representatives will contact you shortly.`}</p>
      <form className="lead-form" onSubmit={submit} noValidate aria-busy={pending}>
        {failure && (
          <p className="form-error" role="alert">
            {t`Your details could not be sent: ${failure} Nothing you typed has been lost; please try again.`}
          </p>
        )}
        <div className="lead-grid">
          <FormField label={t`First name`} autoComplete="given-name" {...field('firstName')} />
          <FormField label={t`Last name`} autoComplete="family-name" {...field('lastName')} />
          <FormField
            label={t`E-mail address (required)`}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <FormField label={t`Country`} autoComplete="country-name" {...field('country')} />
          <FormField label={t`Phone`} type="tel" autoComplete="tel" {...field('phone')} />
          <FormField label={t`Website`} type="url" inputMode="url" autoComplete="url" {...field('website')} />
        </div>
        <button type="submit" className="btn btn-primary btn-large" disabled={pending}>
          {pending ? t`Sending…` : t`Submit`}
        </button>
      </form>
      <ConfirmDialog
        open={dialog === 'invalid-email'}
        title={t`Please check your e-mail address`}
        onConfirm={() => setDialog(undefined)}
        onCancel={() => setDialog(undefined)}
        okLabel={t`OK`}
        hideCancel
      >
        <p>{t`Invalid email format. Please enter a proper email address.`}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'complete'}
        title={t`Submission Complete`}
        onConfirm={() => setDialog(undefined)}
        onCancel={() => setDialog(undefined)}
        okLabel={t`OK`}
        hideCancel
      >
        <p>{t`Thank you. A partnership representative will contact you shortly.`}</p>
      </ConfirmDialog>
    </section>
  )
}
