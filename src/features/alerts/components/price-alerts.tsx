import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, startTransition, useEffect, useId, useState } from 'react'
import { FormError, FormField } from '~/components/form-field'
import { findInstrument, instruments } from '~/config/instruments'
import type { AlertDirection, PriceAlert } from '~/contract/price-alerts'
import { intlLocale } from '~/lib/locale-path'
import { priceFormat } from '~/lib/number-format'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'
import { failureMessage, useSubmit } from '~/lib/use-submit'
import { currentSubscription, type PushAvailability, PushRefused, pushAvailability, subscribeToPush } from '~/lib/web-push'
import { alertsApi } from '../api'
import { parseLevel } from '../level'
import { alertKeys, alertQueries } from '../queries'

/** What the page shows of an instrument's current price beside the level (the quotes feature fills it in). */
type CurrentPrice = (symbol: string) => ReactNode

/**
 * Price alerts on the quotes page: an instrument, above or below, a level. The browser's
 * notification permission is asked only when the visitor sets an alert, after a sentence saying
 * why; the server pushes once when the bid reaches the level, even with the page closed.
 */
export function PriceAlerts({ currentPrice, symbol = 'EURUSD' }: { currentPrice: CurrentPrice; symbol?: string }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const [availability, setAvailability] = useState<PushAvailability | undefined>()
  const [endpoint, setEndpoint] = useState<string | undefined>()

  useEffect(() => {
    if (!hydrated) return
    const found = pushAvailability()
    // Both show the form or the visitor's alerts: as transitions, not one synchronous render each.
    startTransition(() => setAvailability(found))
    if (found !== 'unavailable')
      void currentSubscription().then((subscription) => startTransition(() => setEndpoint(subscription?.endpoint)))
  }, [hydrated])

  return (
    <section className="page-section" aria-labelledby="price-alerts-title">
      <div className="container">
        <h2 id="price-alerts-title">{t`Price alerts`}</h2>
        <p>{t`Get a notification when a price reaches your level, even when this page is closed. Each alert fires once.`}</p>
        {availability === 'unavailable' && (
          <p className="notice">
            {t`This browser cannot receive push notifications, so price alerts are not available here. On iPhone and iPad, add this site to your home screen first (iOS 16.4 or newer) and open it from there.`}
          </p>
        )}
        {availability === 'blocked' && (
          <p className="notice">{t`Notifications are blocked for this site. Allow them in your browser's site settings to set price alerts.`}</p>
        )}
        {availability === 'available' && (
          <>
            <AlertForm
              currentPrice={currentPrice}
              initialSymbol={symbol}
              onCreated={setEndpoint}
              onBlocked={() => setAvailability('blocked')}
            />
            {endpoint && <AlertList endpoint={endpoint} />}
          </>
        )}
      </div>
    </section>
  )
}

function AlertForm({
  currentPrice,
  initialSymbol,
  onCreated,
  onBlocked,
}: {
  currentPrice: CurrentPrice
  /** The instrument chosen at first (an instrument page sets its own). */
  initialSymbol: string
  onCreated: (endpoint: string) => void
  onBlocked: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const ids = useId()
  const [symbol, setSymbol] = useState(initialSymbol)
  const [direction, setDirection] = useState<AlertDirection>('above')
  const [levelText, setLevelText] = useState('')
  const [levelError, setLevelError] = useState<string>()
  const [formError, setFormError] = useState<string>()
  const [confirmation, setConfirmation] = useState<string>()
  const [busy, setBusy] = useState(false)
  const publicKey = useSubmit(alertsApi.publicKey)
  const createAlert = useSubmit(alertsApi.create)
  const instrument = findInstrument(symbol)
  const price = priceFormat(intlLocale[locale], instrument?.digits ?? 2)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setConfirmation(undefined)
    setFormError(undefined)
    const level = parseLevel(levelText)
    if (level === undefined) {
      setLevelError(t`Enter the price level as a number, for example ${price.format(instrument?.start ?? 1.085)}.`)
      return
    }
    setLevelError(undefined)
    setBusy(true)
    try {
      const key = await publicKey.mutateAsync().catch((error: unknown) => setFormError(failureMessage(error)))
      if (!key) return
      let subscription: PushSubscription
      try {
        subscription = await subscribeToPush(key.publicKey)
      } catch (error) {
        if (error instanceof PushRefused && error.message === 'denied') {
          onBlocked()
          return
        }
        setFormError(
          error instanceof PushRefused
            ? t`Alerts need your permission to show notifications. Set the alert again and choose Allow.`
            : t`Your browser could not sign up for notifications just now. Please try again later.`,
        )
        return
      }
      try {
        await createAlert.mutateAsync({
          subscription: subscription.toJSON() as never,
          symbol,
          direction,
          level,
          language: locale,
        })
      } catch (error) {
        setFormError(failureMessage(error))
        return
      }
      onCreated(subscription.endpoint)
      await queryClient.invalidateQueries({ queryKey: alertKeys.all })
      setLevelText('')
      setConfirmation(
        direction === 'above'
          ? t`Alert set: ${symbol} at or above ${price.format(level)}.`
          : t`Alert set: ${symbol} at or below ${price.format(level)}.`,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="alert-form" onSubmit={submit} noValidate aria-labelledby="price-alerts-title">
      <div className="form-field">
        <label htmlFor={`${ids}-symbol`}>{t`Instrument`}</label>
        <select id={`${ids}-symbol`} value={symbol} onChange={(e) => setSymbol(e.target.value)}>
          {instruments.map((instrument) => (
            <option key={instrument.name} value={instrument.name}>
              {instrument.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="form-field alert-direction">
        <legend>{t`Notify me when the bid is`}</legend>
        <label>
          <input
            type="radio"
            name="direction"
            value="above"
            checked={direction === 'above'}
            onChange={() => setDirection('above')}
          />{' '}
          {t`at or above`}
        </label>
        <label>
          <input
            type="radio"
            name="direction"
            value="below"
            checked={direction === 'below'}
            onChange={() => setDirection('below')}
          />{' '}
          {t`at or below`}
        </label>
      </fieldset>
      <FormField
        label={t`Price level`}
        inputMode="decimal"
        autoComplete="off"
        value={levelText}
        onChange={(e) => setLevelText(e.target.value)}
        error={levelError}
        hint={currentPrice(symbol)}
      />
      <FormError message={formError} />
      <p className="field-hint">
        {t`When you set your first alert, your browser asks whether this site may show notifications. We use them for your price alerts only.`}
      </p>
      <button type="submit" className="btn btn-primary" aria-busy={busy} disabled={busy}>
        {busy ? t`Setting the alert…` : t`Set alert`}
      </button>
      <p role="status" className="alert-confirmation">
        {confirmation}
      </p>
    </form>
  )
}

function AlertList({ endpoint }: { endpoint: string }) {
  const { t } = useLingui()
  const locale = intlLocale[useLocale()]
  const queryClient = useQueryClient()
  const alerts = useQuery(alertQueries.list(endpoint))
  const remove = useSubmit((id: string) => alertsApi.remove(endpoint, id), {
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.list(endpoint) }),
  })
  if (!alerts.data?.length) return null
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const alertDescription = (alert: PriceAlert) => {
    const level = priceFormat(locale, findInstrument(alert.symbol)?.digits ?? 2).format(alert.level)
    return alert.direction === 'above' ? t`${alert.symbol} at or above ${level}` : t`${alert.symbol} at or below ${level}`
  }
  return (
    <div className="alert-list">
      <h3>{t`Your alerts on this device`}</h3>
      {remove.error && <FormError message={remove.error.message} />}
      <ul>
        {alerts.data.map((alert) => {
          const name = alertDescription(alert)
          const reached =
            alert.triggeredAt && alert.triggeredPrice !== null
              ? t`Reached ${priceFormat(locale, findInstrument(alert.symbol)?.digits ?? 2).format(alert.triggeredPrice)} on ${when.format(new Date(alert.triggeredAt))}`
              : undefined
          return (
            <li key={alert.id}>
              <span className="alert-name">{name}</span>
              <span className="muted">{reached ?? t`Waiting`}</span>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={t`Remove the alert ${name}`}
                disabled={remove.isPending && remove.variables === alert.id}
                onClick={() => remove.mutate(alert.id)}
              >
                {t`Remove`}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
