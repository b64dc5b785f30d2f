import { useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { findInstrument, instrumentPath, topInstruments } from '~/config/instruments'
import { intlLocale } from '~/lib/locale-path'
import { percentFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { changeAgainstOpen } from '../quote-math'
import { useLiveQuotes } from '../use-live-quotes'
import { Direction } from './direction'
import { Price } from './price'

/**
 * The top-three ticker (EURUSD, XAUUSD, NAS100). Its box has a fixed size in the prerendered
 * page, so prices arriving later move nothing (CLS 0).
 */
export function QuoteTicker() {
  const { t } = useLingui()
  const locale = intlLocale[useLocale()]
  const { quotes, opens, stale, ageSeconds } = useLiveQuotes(topInstruments)
  const percent = percentFormat(locale)
  return (
    <section className="ticker" aria-label={t`Live prices`}>
      <ul className="ticker-list">
        {topInstruments.map((name) => {
          const instrument = findInstrument(name)!
          const quote = quotes?.find((q) => q.name === name)
          const change = quote ? changeAgainstOpen(quote.bid, opens?.get(name)) : undefined
          return (
            <li key={name} className="ticker-item" data-instrument={name}>
              <LocalLink className="ticker-name" to={instrumentPath(instrument)}>
                {name}
              </LocalLink>
              <span className="ticker-price">
                {quote ? <Price value={quote.bid} digits={instrument.digits} locale={locale} direction={quote.diff} /> : '—'}
              </span>
              <span className={`ticker-change ${change ? (change.value >= 0 ? 'is-up' : 'is-down') : ''}`}>
                <span className="change-value">{change ? percent.format(change.percent / 100) : ''}</span>
                {quote ? <Direction diff={quote.diff} /> : <span className="direction" />}
              </span>
            </li>
          )
        })}
      </ul>
      <p className="ticker-note" aria-live="off">
        {stale ? t`Prices delayed: last update ${ageSeconds} s ago` : t`Indicative bid prices, demonstration feed`}
      </p>
    </section>
  )
}
