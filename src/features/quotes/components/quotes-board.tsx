import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { memo, useDeferredValue, useEffect, useId, useRef, useState } from 'react'
import { LocalLink } from '~/components/local-link'
import { TableScroll } from '~/components/table-scroll'
import { type Instrument, instrumentPath, instruments, type Market } from '~/config/instruments'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat, percentFormat, priceFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { changeAgainstOpen, type QuoteWithDiff } from '../quote-math'
import { useLiveQuotes } from '../use-live-quotes'
import { Direction } from './direction'
import { Price } from './price'

const allNames = instruments.map((i) => i.name)
const marketTitles: Record<Market, MessageDescriptor> = {
  forex: msg`Forex`,
  metals: msg`Metals`,
  energy: msg`Energy`,
  indices: msg`Spot indices`,
}
/** Spoken updates at most this often, so a screen reader is never flooded. */
const announceEveryMs = 15_000

/** All 30 instruments grouped by market, live from the stream or polled every 5 s. */
export function QuotesBoard() {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const live = useLiveQuotes(allNames, { stream: true })
  // The rows render new prices as a transition: the first answer fills 30 rows at once, and React
  // does that in slices between frames instead of one long task; the status line stays urgent.
  const quotes = useDeferredValue(live.quotes)
  const opens = useDeferredValue(live.opens)
  const byName = new Map(quotes?.map((q) => [q.name, q]))
  const time = dateTimeFormat(locale, { timeStyle: 'medium' })

  return (
    <section className="quotes-board container" aria-labelledby="quotes-board-title">
      <h2 id="quotes-board-title">{t`Live prices`}</h2>
      <div className="board-bar">
        <p className={live.stale ? 'board-status is-stale' : 'board-status'} role="status">
          {live.quotes === undefined
            ? t`Loading prices…`
            : live.stale
              ? t`Connection lost: these prices are ${live.ageSeconds} s old and will update by themselves when the connection returns.`
              : live.paused
                ? t`Paused at ${time.format(live.updatedAt)}.`
                : t`Last update ${time.format(live.updatedAt)}`}
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          aria-pressed={live.paused}
          onClick={live.paused ? live.resume : live.pause}
        >
          {live.paused ? t`Resume prices` : t`Pause prices`}
        </button>
      </div>
      <Announcer quotes={live.quotes} />
      {(Object.keys(marketTitles) as Market[]).map((market) => (
        <TableScroll key={market} label={i18n._(marketTitles[market])}>
          <table className="data-table quotes-table">
            <caption>{i18n._(marketTitles[market])}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Instrument`}</th>
                <th scope="col" className="num">{t`Bid`}</th>
                <th scope="col" className="num">{t`Ask`}</th>
                <th scope="col" className="num">{t`Spread`}</th>
                <th scope="col" className="num">{t`Change`}</th>
                <th scope="col" className="num">{t`Change %`}</th>
                <th scope="col">{t`Market`}</th>
              </tr>
            </thead>
            <tbody>
              {instruments
                .filter((i) => i.market === market)
                .map((instrument) => (
                  <QuoteRow
                    key={instrument.name}
                    instrument={instrument}
                    quote={byName.get(instrument.name)}
                    open={opens?.get(instrument.name)}
                    locale={locale}
                  />
                ))}
            </tbody>
          </table>
        </TableScroll>
      ))}
    </section>
  )
}

/**
 * One instrument's row. Memoised: a tick re-renders only the rows whose quote changed (the stream
 * keeps untouched quotes as the same objects), which keeps each tick's work far below a long task.
 */
const QuoteRow = memo(function QuoteRow({
  instrument,
  quote,
  open,
  locale,
}: {
  instrument: Instrument
  quote: QuoteWithDiff | undefined
  open: number | undefined
  locale: string
}) {
  const { t } = useLingui()
  const change = quote ? changeAgainstOpen(quote.bid, open) : undefined
  const number = priceFormat(locale, instrument.digits, true)
  const percent = percentFormat(locale)
  const tone = change ? (change.value >= 0 ? 'is-up' : 'is-down') : ''
  return (
    <tr data-instrument={instrument.name} data-status={quote?.status}>
      <th scope="row">
        <LocalLink to={instrumentPath(instrument)}>{instrument.name}</LocalLink> {quote && <Direction diff={quote.diff} />}
      </th>
      <td className="num">
        {quote ? <Price value={quote.bid} digits={instrument.digits} locale={locale} direction={quote.diff} /> : '—'}
      </td>
      <td className="num">
        {quote ? <Price value={quote.ask} digits={instrument.digits} locale={locale} direction={quote.diff} /> : '—'}
      </td>
      <td className="num">{quote ? priceFormat(locale, instrument.digits).format(quote.ask - quote.bid) : '—'}</td>
      <td className={`num ${tone}`}>{change ? number.format(change.value) : '—'}</td>
      <td className={`num ${tone}`}>{change ? percent.format(change.percent / 100) : '—'}</td>
      <td>
        {quote
          ? quote.status === 'open'
            ? t({ message: 'Open', context: 'market status' })
            : t({ message: 'Closed', context: 'market status' })
          : '—'}
      </td>
    </tr>
  )
})

/** Reads one instrument's price aloud on request, at most every 15 seconds. */
function Announcer({ quotes }: { quotes: QuoteWithDiff[] | undefined }) {
  const { t } = useLingui()
  const locale = intlLocale[useLocale()]
  const [on, setOn] = useState(false)
  const [name, setName] = useState('EURUSD')
  const [text, setText] = useState('')
  const lastSpoken = useRef(0)
  const checkboxId = useId()
  const selectId = useId()
  const quote = quotes?.find((q) => q.name === name)
  useEffect(() => {
    if (!on || !quote || Date.now() - lastSpoken.current < announceEveryMs) return
    lastSpoken.current = Date.now()
    const digits = instruments.find((i) => i.name === name)?.digits ?? 2
    const price = priceFormat(locale, digits).format(quote.bid)
    const direction = quote.diff > 0 ? t`rising` : quote.diff < 0 ? t`falling` : t`unchanged`
    setText(t`${name} bid ${price}, ${direction}`)
  }, [on, quote, name, locale, t])
  return (
    <div className="announcer">
      <label className="checkbox-field" htmlFor={checkboxId}>
        <input id={checkboxId} type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />
        {t`Read out price changes (at most every 15 seconds)`}
      </label>
      <label htmlFor={selectId}>{t`Instrument to read out`}</label>
      <select id={selectId} value={name} onChange={(e) => setName(e.target.value)}>
        {instruments.map((i) => (
          <option key={i.name}>{i.name}</option>
        ))}
      </select>
      <p className="visually-hidden" aria-live="polite">
        {on ? text : ''}
      </p>
    </div>
  )
}
