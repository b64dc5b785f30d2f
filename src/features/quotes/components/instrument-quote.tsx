import { useLingui } from '@lingui/react/macro'
import type { Instrument } from '~/config/instruments'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat, percentFormat, priceFormat } from '~/lib/number-format'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'
import { useOnline } from '~/lib/use-online'
import { changeAgainstOpen } from '../quote-math'
import { Direction } from './direction'
import type { LiveQuotesState } from './live-quotes'
import { Price } from './price'

/**
 * One instrument's bid, ask, spread and change against the day's open, from the live prices. An
 * instrument page opened offline keeps its specification and says that prices need a connection.
 * The prerendered page has no price yet: every line keeps the height it will have with one
 * (app.css), so the first price moves nothing on the page.
 */
export function InstrumentQuote({ instrument, live }: { instrument: Instrument; live: LiveQuotesState }) {
  const { t } = useLingui()
  const locale = intlLocale[useLocale()]
  const hydrated = useHydrated()
  const online = useOnline()
  const quote = live.quotes?.find((q) => q.name === instrument.name)
  const change = quote ? changeAgainstOpen(quote.bid, live.opens?.get(instrument.name)) : undefined
  const tone = change ? (change.value >= 0 ? 'is-up' : 'is-down') : ''
  const time = dateTimeFormat(locale, { timeStyle: 'medium' })
  const status = !hydrated
    ? t`Live prices start when the page has loaded.`
    : !online
      ? t`You are offline: prices need a connection. The specification below stays readable.`
      : quote === undefined
        ? t`Loading prices…`
        : live.stale
          ? t`Connection lost: this price is ${live.ageSeconds} s old and updates by itself when the connection returns.`
          : quote.status === 'closed'
            ? t`The market is closed; this is the last price.`
            : t`Live price: it updates by itself.`
  return (
    <div className="instrument-quote" data-instrument={instrument.name}>
      <dl className="quote-figures">
        <div>
          <dt>{t`Bid`}</dt>
          <dd>{quote ? <Price value={quote.bid} digits={instrument.digits} locale={locale} direction={quote.diff} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t`Ask`}</dt>
          <dd>{quote ? <Price value={quote.ask} digits={instrument.digits} locale={locale} direction={quote.diff} /> : '—'}</dd>
        </div>
        <div>
          <dt>{t`Spread`}</dt>
          <dd>{quote ? priceFormat(locale, instrument.digits).format(quote.ask - quote.bid) : '—'}</dd>
        </div>
        <div>
          <dt>{t`Change against the open`}</dt>
          <dd className={`quote-change ${tone}`}>
            {change
              ? `${priceFormat(locale, instrument.digits, true).format(change.value)} (${percentFormat(locale).format(change.percent / 100)})`
              : '—'}{' '}
            {quote && <Direction diff={quote.diff} />}
          </dd>
        </div>
      </dl>
      <p className={live.stale || !online ? 'board-status quote-status is-stale' : 'board-status quote-status'} role="status">
        {status}
      </p>
      {/* Always there, empty until the first price: the price arriving moves nothing below it. */}
      <p className="muted quote-updated">{quote && !live.stale && online && t`Last update ${time.format(live.updatedAt)}`}</p>
    </div>
  )
}
