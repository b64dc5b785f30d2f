import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { FormField } from '~/components/form-field'
import { type PartnerApplication as Application, partnerApplicationApi } from '../api'

const empty: Application = { company: '', website: '', country: '', clientBase: '', model: '', message: '' }

/** The partner application of a signed-in user: saved as a draft (W606), then submitted (W607). */
export function PartnerApplication() {
  const { t } = useLingui()
  const modelId = useId()
  const messageId = useId()
  const [application, setApplication] = useState<Application>(empty)
  const [status, setStatus] = useState<'new' | 'draft' | 'submitted'>('new')
  const [pending, setPending] = useState<'save' | 'submit' | undefined>()
  const [notice, setNotice] = useState('')
  const field = (name: keyof Omit<Application, 'status' | 'updatedAt' | 'submittedAt' | 'model'>) => ({
    name,
    value: application[name] ?? '',
    onChange: (event: { target: { value: string } }) => setApplication((a) => ({ ...a, [name]: event.target.value })),
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    setPending('save')
    const result = await partnerApplicationApi.saveDraft(application)
    setPending(undefined)
    if (result.res === 1) {
      setStatus('draft')
      setNotice(t`Draft saved.`)
    }
  }

  async function submit() {
    if (pending) return
    setPending('submit')
    const saved = await partnerApplicationApi.saveDraft(application)
    const result = saved.res === 1 ? await partnerApplicationApi.submit() : saved
    setPending(undefined)
    if (result.res === 1) {
      setStatus('submitted')
      setNotice(t`Application submitted. Our partnerships team will contact you within two business days.`)
    }
  }

  return (
    <form className="partner-application" onSubmit={save} aria-busy={pending !== undefined}>
      <p>{t`Apply as an introducing broker or affiliate. Save a draft at any time; submit when it is complete.`}</p>
      <div className="lead-grid">
        <FormField label={t`Company or trading name`} autoComplete="organization" {...field('company')} />
        <FormField label={t`Website`} type="url" autoComplete="url" {...field('website')} />
        <FormField label={t`Country`} autoComplete="country-name" {...field('country')} />
        <FormField label={t`Clients you expect to introduce per month`} inputMode="numeric" {...field('clientBase')} />
      </div>
      <div className="form-field">
        <label htmlFor={modelId}>{t`Preferred commission model`}</label>
        <select
          id={modelId}
          value={application.model}
          onChange={(e) => setApplication((a) => ({ ...a, model: e.target.value as Application['model'] }))}
        >
          <option value="">{t`Please choose`}</option>
          <option value="rebate">{t`Rebate per lot`}</option>
          <option value="revenue-share">{t`Revenue share`}</option>
          <option value="cpa">{t`CPA (per qualified client)`}</option>
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={messageId}>{t`How you reach your clients`}</label>
        <textarea
          id={messageId}
          rows={4}
          value={application.message}
          onChange={(e) => setApplication((a) => ({ ...a, message: e.target.value }))}
        />
      </div>
      <p role="status">{notice}</p>
      <div className="form-links">
        <button type="submit" className="btn btn-secondary" disabled={pending !== undefined || status === 'submitted'}>
          {pending === 'save' ? t`Saving…` : t`Save draft`}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={submit}
          disabled={pending !== undefined || status === 'submitted'}
        >
          {pending === 'submit' ? t`Submitting…` : t`Submit application`}
        </button>
      </div>
    </form>
  )
}
