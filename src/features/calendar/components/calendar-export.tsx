import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { apiPaths } from '~/contract/paths'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'

/** The feed's address for a filtered view; absolute once the page runs, as calendar apps need. */
export function feedAddress(origin: string, filter: { currencies: string[]; importance: number[]; lang: string }): string {
  const query = new URLSearchParams()
  if (filter.currencies.length > 0) query.set('currencies', filter.currencies.join(','))
  if (filter.importance.length > 0) query.set('importance', [...filter.importance].sort().join(','))
  query.set('lang', filter.lang)
  return `${origin}${apiPaths.calendarFeed}?${query.toString().replaceAll('%2C', ',')}`
}

/** One event's iCalendar file, to add it to a calendar by hand. */
export function eventFileAddress(id: string, lang: string): string {
  return `${apiPaths.calendarEventFile}/${id}.ics?lang=${lang}`
}

/**
 * The current view (its currencies and importance levels, not its dates) as a file to import
 * once, or as a feed address that Google, Apple and Outlook calendars poll, so new releases and
 * published figures arrive on their own.
 */
export function CalendarExport({ currencies, importance }: { currencies: string[]; importance: number[] }) {
  const { t } = useLingui()
  const lang = useLocale()
  const hydrated = useHydrated()
  const inputId = useId()
  const [copied, setCopied] = useState(false)
  const address = feedAddress(hydrated ? window.location.origin : '', { currencies, importance, lang })
  const webcal = address.replace(/^https?:/, 'webcal:')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
    } catch {
      // Without clipboard access the field stays selected, ready to copy by hand.
      ;(document.getElementById(inputId) as HTMLInputElement | null)?.select()
    }
  }
  return (
    <section className="calendar-export" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t`Take this view to your calendar`}</h3>
      <p>
        {t`The events of the currencies and importance levels chosen above, from a week ago to eight weeks ahead. A subscription updates itself as new releases and published figures come in.`}
      </p>
      <p className="export-actions">
        <a className="btn btn-secondary" href={`${address}&download=1`} download="economic-calendar.ics">
          {t`Download (.ics)`}
        </a>
        <a className="btn btn-secondary" href={webcal}>
          {t`Subscribe (Apple, Outlook)`}
        </a>
        <a
          className="btn btn-secondary"
          href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t`Subscribe in Google Calendar`}
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      </p>
      <div className="form-field export-address">
        <label htmlFor={inputId}>{t`Feed address`}</label>
        <div className="export-address-row">
          <input id={inputId} type="url" readOnly value={address} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-secondary" onClick={copy}>
            {t`Copy`}
          </button>
        </div>
        <span role="status" className="muted">
          {copied ? t`Address copied.` : ''}
        </span>
      </div>
    </section>
  )
}
