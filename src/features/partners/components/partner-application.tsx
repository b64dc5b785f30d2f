import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { FormField } from '~/components/form-field'
import type { PartnerApplication as Application } from '~/contract/partners'
import { intlLocale } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'
import { useSubmit } from '~/lib/use-submit'
import { partnersApi } from '../api'
import { partnerQueries } from '../queries'

type Fields = Pick<Application, 'type' | 'company' | 'website' | 'country' | 'clientBase' | 'model' | 'message'>

const empty: Fields = { type: '', company: '', website: '', country: '', clientBase: '', model: '', message: '' }

function fieldsOf(application: Application | null | undefined): Partial<Fields> {
  if (!application) return {}
  const { type, company, website, country, clientBase, model, message } = application
  return { type, company, website, country, clientBase, model, message }
}

/**
 * The partner application of a signed-in user: saved as a draft (W606), then submitted (W607), and
 * read back (W608) so a saved draft is there again on the next visit. The form is usable while the
 * saved application loads; what the user types always wins over what arrives.
 */
export function PartnerApplication() {
  const { t } = useLingui()
  const locale = intlLocale[useLocale()]
  const typeId = useId()
  const modelId = useId()
  const messageId = useId()
  const queryClient = useQueryClient()
  const saved = useQuery(partnerQueries.application())
  const [edits, setEdits] = useState<Partial<Fields>>({})
  const saveDraft = useSubmit(partnersApi.saveDraft, { onSuccess: (answer) => remember(answer.application) })
  // W607 submits what is saved, so the form is saved (W606) first.
  const submitApplication = useSubmit(
    async (fields: Fields) => {
      await saveDraft.mutateAsync(fields)
      return partnersApi.submit()
    },
    {
      onSuccess: (answer) => {
        remember(answer.application)
        setNotice(t`Application submitted. Our partnerships team will contact you within two business days.`)
      },
    },
  )
  const pending = submitApplication.isPending ? 'submit' : saveDraft.isPending ? 'save' : undefined
  const [notice, setNotice] = useState('')
  const application: Fields = { ...empty, ...fieldsOf(saved.data), ...edits }
  const submitted = saved.data?.status === 'submitted'
  // Saving before the saved draft has arrived would replace it with a half-empty form.
  const blocked = pending !== undefined || submitted || saved.isPending
  const edit = <K extends keyof Fields>(name: K, value: Fields[K]) => setEdits((e) => ({ ...e, [name]: value }))
  const field = (name: Exclude<keyof Fields, 'model' | 'type'>) => ({
    name,
    value: application[name],
    onChange: (event: { target: { value: string } }) => edit(name, event.target.value),
  })

  function remember(result: Application) {
    queryClient.setQueryData(partnerQueries.application().queryKey, result)
  }

  function save(event: FormEvent) {
    event.preventDefault()
    if (blocked) return
    setNotice('')
    saveDraft.mutate(application)
  }

  function submit() {
    if (blocked) return
    setNotice('')
    submitApplication.mutate(application)
  }

  const when = (iso: string) => (
    <time dateTime={iso}>{new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))}</time>
  )
  const submittedAt = saved.data?.submittedAt ? when(saved.data.submittedAt) : null
  const savedAt = saved.data?.updatedAt ? when(saved.data.updatedAt) : null
  const savedStatus = submittedAt ? (
    <Trans>Submitted on {submittedAt}.</Trans>
  ) : savedAt ? (
    <Trans>Draft saved on {savedAt}.</Trans>
  ) : null

  return (
    <form className="partner-application" onSubmit={save} aria-busy={pending !== undefined || saved.isPending}>
      <p>{t`Apply as an introducing broker or affiliate. Save a draft at any time; submit when it is complete.`}</p>
      {saved.isError && (
        <p className="form-error" role="alert">
          {t`Your saved application could not be loaded. Please reload the page before you save, so that it is not replaced.`}
        </p>
      )}
      <div className="form-field">
        <label htmlFor={typeId}>{t`Partner type`}</label>
        <select id={typeId} value={application.type} onChange={(e) => edit('type', e.target.value as Fields['type'])}>
          <option value="">{t`Please choose`}</option>
          <option value="ib">{t`Introducing broker`}</option>
          <option value="affiliate">{t`Affiliate`}</option>
        </select>
      </div>
      <div className="lead-grid">
        <FormField label={t`Company or trading name`} autoComplete="organization" {...field('company')} />
        <FormField label={t`Website`} type="url" autoComplete="url" {...field('website')} />
        <FormField label={t`Country`} autoComplete="country-name" {...field('country')} />
        <FormField label={t`Clients you expect to introduce per month`} inputMode="numeric" {...field('clientBase')} />
      </div>
      <div className="form-field">
        <label htmlFor={modelId}>{t`Preferred commission model`}</label>
        <select id={modelId} value={application.model} onChange={(e) => edit('model', e.target.value as Fields['model'])}>
          <option value="">{t`Please choose`}</option>
          <option value="rebate">{t`Rebate per lot`}</option>
          <option value="revenue-share">{t`Revenue share`}</option>
          <option value="cpa">{t`CPA (per qualified client)`}</option>
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={messageId}>{t`How you reach your clients`}</label>
        <textarea id={messageId} rows={4} value={application.message} onChange={(e) => edit('message', e.target.value)} />
      </div>
      <p role="status" className="application-status">
        {savedStatus} {notice}
      </p>
      <div className="form-links">
        <button type="submit" className="btn btn-secondary" disabled={blocked}>
          {pending === 'save' ? t`Saving…` : t`Save draft`}
        </button>
        <button type="button" className="btn btn-primary" onClick={submit} disabled={blocked}>
          {pending === 'submit' ? t`Submitting…` : t`Submit application`}
        </button>
      </div>
    </form>
  )
}
