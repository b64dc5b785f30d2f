import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useDeferredValue, useId, useMemo, useState } from 'react'
import { FormField } from '~/components/form-field'
import { GlossaryLink } from '~/components/glossary-link'
import { InstrumentFilters } from '~/components/instrument-filters'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { SortableHeader } from '~/components/sortable-header'
import { TableScroll } from '~/components/table-scroll'
import { findSpec, instrumentSpecs, type Weekday } from '~/config/instrument-specs'
import { findInstrument, instrumentPath, type Market } from '~/config/instruments'
import { weekdayNames } from '~/config/weekday-names'
import type { InstrumentName } from '~/contract/instruments'
import type { Quote } from '~/contract/market-data'
import type { SpreadFigures } from '~/contract/spread-statistics'
import { type AccountCurrency, accountCurrencies, eurPlnReferenceRate, type MidPrice } from '~/lib/currency-conversion'
import type { Formatter } from '~/lib/decimal-format'
import { intlLocale } from '~/lib/locale-path'
import { countFormat, dateTimeFormat, numberFormat } from '~/lib/number-format'
import { parseLots, parsePositive, type Side, swapCost } from '~/lib/trade-math'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'
import { useQueryInTransition } from '~/lib/use-query-in-transition'
import { type CostColumn, type CostRow, type CostSort, costRows, inPips } from '../cost-table'
import { overnightCost } from '../overnight'
import { costQueries } from '../queries'

const weekdays: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']
/** The longest holding the calculator counts, a year of nights. */
const maxNights = 365

/** Mid prices live from the quote list while it answers, else the instruments' reference prices. */
function midPrices(quotes: readonly Quote[] | undefined): { mid: MidPrice; live: boolean } {
  const mids = new Map(quotes?.map((quote) => [quote.name, (quote.bid + quote.ask) / 2]))
  return { mid: (name) => mids.get(name) ?? findInstrument(name)?.start, live: mids.size > 0 }
}

/**
 * What trading each instrument costs (issue 25): the spread the reference feed really quoted
 * (minimum, average and 90th percentile over 24 hours and the current session, QF1004) beside the
 * specification's typical spread, the swaps in pips (points) and in money for one lot, the
 * triple-swap day, and a calculator of the cost of holding a position overnight. The prerendered
 * page holds the specification's figures; the measured spreads arrive once the page runs, and
 * offline the last ones kept on the device, with their time.
 */
export const CostsPage = memo(function CostsPage({ quotes, stale }: { quotes: readonly Quote[] | undefined; stale: boolean }) {
  const { t } = useLingui()
  const language = useLocale()
  const locale = intlLocale[language]
  const ids = useId()
  const hydrated = useHydrated()
  const statistics = useQueryInTransition({ ...costQueries.spreads(), enabled: hydrated })
  const [market, setMarket] = useState<Market | 'all'>('all')
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<CostSort | undefined>()
  const [account, setAccount] = useState<AccountCurrency>(language === 'pl' ? 'PLN' : language === 'en' ? 'USD' : 'EUR')
  // Live prices and the measured spreads re-render the 30-row table and the calculator: deferred,
  // that render yields to the browser (as the quotes board's does), so a tick or the spreads
  // arriving never blocks a tap. The filters and the sort stay urgent.
  const liveQuotes = useDeferredValue(stale ? undefined : quotes)
  const { mid, live } = useMemo(() => midPrices(liveQuotes), [liveQuotes])
  const spreads = useDeferredValue(statistics.data)

  const money = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const time = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const plnRate = money.format(eurPlnReferenceRate)
  const rows = useMemo(() => costRows(instrumentSpecs, spreads, { market, query, sort }), [spreads, market, query, sort])
  const instrumentCount = instrumentSpecs.length
  const shown = countFormat(locale).format(rows.length)
  const total = countFormat(locale).format(instrumentCount)

  const until = statistics.data ? time.format(Date.parse(statistics.data.until)) : ''
  const measuredNote = statistics.data
    ? t`Measured from the feed's ticks until ${until}.`
    : statistics.isError
      ? t`The measured spreads could not be loaded; the specification's figures are shown.`
      : t`Loading the measured spreads…`

  return (
    <>
      <PageIntro title={t`Trading costs`} kicker={<LocalLink to="/trading/tools">{t`Trading tools`}</LocalLink>}>
        <p>
          <Trans>
            What a trade costs: the <GlossaryLink term="spread">spread</GlossaryLink> paid on opening, measured from our price
            feed beside the typical spread of the specification, and the <GlossaryLink term="swap">swap</GlossaryLink> booked at
            each <GlossaryLink term="rollover">rollover</GlossaryLink>, three times on the{' '}
            <GlossaryLink term="triple-swap">triple-swap day</GlossaryLink>.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Spreads and swaps of all instruments`} id="costs">
        <p data-testid="demo-note">
          {t`Demonstration source: this reference server measures the spreads of its own simulated price feed. Every figure is computed from the ticks the feed quoted, in whole minutes: the minimum, the average and the 90th percentile (the spread at or below which 90% of the ticks were quoted), over the last 24 hours and over the current session. The current session runs from the market's daily opening, for currency pairs from the rollover at 22:00 UTC, until now; while a market is closed, it is its last session.`}{' '}
          {t`Like a real feed's, its spread moves: around the typical spread, wider at the rollover and in the first minutes after a market opens, and now and then briefly; so the minimum lies below the typical spread and the 90th percentile above it. On a market's holidays its price stands still, as at the weekend.`}
        </p>
        <InstrumentFilters market={market} onMarketChange={setMarket} query={query} onQueryChange={setQuery}>
          <div className="form-field">
            <label htmlFor={`${ids}-money`}>{t`Account currency`}</label>
            <select id={`${ids}-money`} value={account} onChange={(event) => setAccount(event.target.value as AccountCurrency)}>
              {accountCurrencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </div>
        </InstrumentFilters>
        <p role="status" className="muted" data-testid="measured-note">
          {t`${plural(instrumentCount, { one: `Showing ${shown} of ${total} instrument.`, other: `Showing ${shown} of ${total} instruments.` })}`}{' '}
          {measuredNote}
        </p>
        <CostsTable rows={rows} sort={sort} onSort={setSort} account={account} mid={mid} />
        <p className="muted" data-testid="prices-note">
          {live
            ? t`Amounts in the account currency at live mid prices; positive swaps are credited, negative ones charged.`
            : t`Amounts in the account currency at reference prices until the live ones arrive; positive swaps are credited, negative ones charged.`}{' '}
          {account === 'PLN' &&
            t`No zloty pair is quoted, so zloty amounts are converted from euros at a reference rate of ${plnRate} PLN.`}
        </p>
      </Section>
      <OvernightCalculator mid={mid} initialAccount={account} />
      <RegisterCta />
    </>
  )
})

interface CostsTableProps {
  rows: readonly CostRow[]
  sort: CostSort | undefined
  onSort: (sort: CostSort) => void
  account: AccountCurrency
  mid: MidPrice
}

/** The table of every instrument's costs; re-rendered only when its rows, its sort, the account or the prices change. */
const CostsTable = memo(function CostsTable({ rows, sort, onSort, account, mid }: CostsTableProps) {
  const { t } = useLingui()
  // Looked up once per render of the table, not per row at every tick; the same objects each time
  // (src/lib/number-format.ts caches them), so a row's memo still holds.
  const locale = intlLocale[useLocale()]
  const pips = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const signed = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' })
  const heading = (column: CostColumn, label: string) => (
    <SortableHeader column={column} label={label} sort={sort} onSort={onSort} numeric={column !== 'name'} />
  )

  return (
    <TableScroll label={t`Spreads and swaps of all instruments`}>
      <table className="data-table costs-table">
        <caption>
          {t`Spreads in pips (points); swaps per lot and night, in pips (points) and in the account currency. Choose a column heading to sort.`}
        </caption>
        <thead>
          <tr>
            <td />
            <td />
            <th scope="colgroup" colSpan={3}>
              {t`Last 24 hours`}
            </th>
            <th scope="colgroup" colSpan={3}>
              {t`Current session`}
            </th>
            <th scope="colgroup" colSpan={2}>
              {t`Swap long`}
            </th>
            <th scope="colgroup" colSpan={2}>
              {t`Swap short`}
            </th>
            <td />
          </tr>
          <tr>
            {heading('name', t`Symbol`)}
            {heading('spread', t`Typical spread`)}
            <th scope="col" className="num">{t`Minimum`}</th>
            {heading('dayAverage', t`Average`)}
            <th scope="col" className="num">{t`90th percentile`}</th>
            <th scope="col" className="num">{t`Minimum`}</th>
            {heading('sessionAverage', t`Average`)}
            <th scope="col" className="num">{t`90th percentile`}</th>
            {heading('swapLong', t`Pips (points)`)}
            <th scope="col" className="num">{t`Per lot`}</th>
            {heading('swapShort', t`Pips (points)`)}
            <th scope="col" className="num">{t`Per lot`}</th>
            <th scope="col">{t`Triple-swap day`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CostsTableRow key={row.instrument.name} row={row} account={account} mid={mid} pips={pips} signed={signed} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
})

const dash = '–'

/**
 * One instrument's row: a component of its own, so that a render of the table at a new price or
 * with the measured spreads (a deferred one) can yield to the browser between rows.
 */
const CostsTableRow = memo(function CostsTableRow({
  row,
  account,
  mid,
  pips,
  signed,
}: {
  row: CostRow
  account: AccountCurrency
  mid: MidPrice
  /** Spreads in pips (points), one decimal. */
  pips: Formatter
  /** Swaps in pips and money, signed, two decimals. */
  signed: Formatter
}) {
  const { i18n } = useLingui()
  const { instrument, day, session } = row
  const figureCells = (figures: SpreadFigures) =>
    (['min', 'average', 'p90'] as const).map((key) => (
      <td key={key} className="num">
        {figures ? pips.format(inPips(figures[key], instrument)) : dash}
      </td>
    ))
  const swapMoney = (side: Side) => {
    const swap = swapCost(instrument, { lots: 1, side, nights: 1, from: 'monday', account, mid })
    return swap ? `${signed.format(swap.inAccount)} ${account}` : dash
  }
  return (
    <tr data-instrument={instrument.name}>
      <th scope="row">
        <LocalLink to={instrumentPath(instrument)}>{instrument.name}</LocalLink>
      </th>
      <td className="num">{pips.format(inPips(instrument.spread, instrument))}</td>
      {figureCells(day)}
      {figureCells(session)}
      <td className="num">{signed.format(instrument.swapLong)}</td>
      <td className="num">{swapMoney('buy')}</td>
      <td className="num">{signed.format(instrument.swapShort)}</td>
      <td className="num">{swapMoney('sell')}</td>
      <td>{i18n._(weekdayNames[instrument.tripleSwapDay])}</td>
    </tr>
  )
})

interface OvernightFields {
  symbol: InstrumentName
  account: AccountCurrency
  lots: string
  side: Side
  nights: string
  from: Weekday
}

/** The cost of opening a position and holding it for some nights: every input stays the text typed, a problem is named beside its field. */
const OvernightCalculator = memo(function OvernightCalculator({
  mid,
  initialAccount,
}: {
  mid: MidPrice
  initialAccount: AccountCurrency
}) {
  const { t, i18n } = useLingui()
  const language = useLocale()
  const locale = intlLocale[language]
  const ids = useId()
  const [fields, setFields] = useState<OvernightFields>({
    symbol: 'EURUSD',
    account: initialAccount,
    lots: '1',
    side: 'buy',
    nights: '1',
    from: 'monday',
  })
  const set = <K extends keyof OvernightFields>(key: K, value: OvernightFields[K]) =>
    setFields((old) => ({ ...old, [key]: value }))
  const instrument = findSpec(fields.symbol)!
  const plain = (value: number) => numberFormat(locale, { maximumFractionDigits: 6 }).format(value)
  const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const signed = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' })

  const lots = parseLots(fields.lots, instrument)
  let lotsProblem: string | undefined
  if ('problem' in lots) {
    const { minLots, maxLots, lotStep } = instrument
    const min = plain(minLots)
    const max = plain(maxLots)
    const step = plain(lotStep)
    lotsProblem = {
      'not-a-number': t`Enter the size in lots as a number, for example ${min}.`,
      'too-small': t`The smallest size is ${plural(minLots, { one: `${min} lot`, other: `${min} lots` })}.`,
      'too-large': t`The largest size is ${plural(maxLots, { one: `${max} lot`, other: `${max} lots` })}.`,
      'off-step': t`Choose a size in steps of ${plural(lotStep, { one: `${step} lot`, other: `${step} lots` })}.`,
    }[lots.problem]
  }
  const nightsRead = parsePositive(fields.nights, { max: maxNights })
  const nights = 'value' in nightsRead && Number.isInteger(nightsRead.value) ? nightsRead.value : undefined
  const nightsProblem = nights === undefined ? t`Enter the number of nights as a whole number from 1 to ${maxNights}.` : undefined

  const cost =
    'lots' in lots && nights !== undefined
      ? overnightCost(instrument, { lots: lots.lots, side: fields.side, nights, from: fields.from, account: fields.account, mid })
      : undefined
  const currency = fields.account
  const symbol = fields.symbol
  const weekday = i18n._(weekdayNames[fields.from])

  let sentence = t`Correct the marked fields to see the result.`
  if (cost && nights !== undefined) {
    const spreadPips = numberFormat(locale, { maximumFractionDigits: 2 }).format(cost.spread.pips)
    const spread = `${amount.format(cost.spread.inAccount)} ${currency}`
    const swap = `${signed.format(cost.swap.inAccount)} ${currency}`
    const nightCount = countFormat(locale).format(nights)
    const held = plural(nights, { one: `${nightCount} night`, other: `${nightCount} nights` })
    const dayCount = countFormat(locale).format(cost.swap.days)
    const booked = plural(cost.swap.days, { one: `${dayCount} day`, other: `${dayCount} days` })
    sentence = t`Opening ${symbol} costs the typical spread (in pips or points: ${spreadPips}): ${spread}. Held ${held} from ${weekday} on, it books ${booked} of swap: ${swap} (positive is credited).`
  }

  return (
    <Section title={t`Overnight cost calculator`} id="overnight" tone="muted">
      <p>
        <Trans>
          The cost of opening a position at the typical spread and holding it overnight: swap is booked at each rollover from
          Monday to Friday night, and three days on the <GlossaryLink term="triple-swap">triple-swap day</GlossaryLink>.
        </Trans>
      </p>
      <form className="calculators" onSubmit={(event) => event.preventDefault()}>
        <div className="calculator-fields">
          <div className="form-field">
            <label htmlFor={`${ids}-symbol`}>{t`Instrument`}</label>
            <select
              id={`${ids}-symbol`}
              value={fields.symbol}
              onChange={(event) => set('symbol', event.target.value as InstrumentName)}
            >
              {instrumentSpecs.map((spec) => (
                <option key={spec.name} value={spec.name}>
                  {spec.name}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${ids}-account`}>{t`Account currency`}</label>
            <select
              id={`${ids}-account`}
              value={fields.account}
              onChange={(event) => set('account', event.target.value as AccountCurrency)}
            >
              {accountCurrencies.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </select>
          </div>
          <FormField
            label={t`Size in lots`}
            name="lots"
            inputMode="decimal"
            autoComplete="off"
            value={fields.lots}
            onChange={(event) => set('lots', event.target.value)}
            error={lotsProblem}
          />
          <div className="form-field">
            <label htmlFor={`${ids}-side`}>{t`Direction`}</label>
            <select id={`${ids}-side`} value={fields.side} onChange={(event) => set('side', event.target.value as Side)}>
              <option value="buy">{t`Buy (long)`}</option>
              <option value="sell">{t`Sell (short)`}</option>
            </select>
          </div>
          <FormField
            label={t`Nights held`}
            name="nights"
            inputMode="numeric"
            autoComplete="off"
            value={fields.nights}
            onChange={(event) => set('nights', event.target.value)}
            error={nightsProblem}
          />
          <div className="form-field">
            <label htmlFor={`${ids}-from`}>{t`First night`}</label>
            <select id={`${ids}-from`} value={fields.from} onChange={(event) => set('from', event.target.value as Weekday)}>
              {weekdays.map((day) => (
                <option key={day} value={day}>
                  {i18n._(weekdayNames[day])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="calculator-output" aria-live="polite" data-testid="overnight-result">
          <dl className="calculator-results">
            <div>
              <dt>{t`Total cost`}</dt>
              <dd>{cost ? `${amount.format(cost.total)} ${currency}` : '–'}</dd>
            </div>
          </dl>
          <p>{sentence}</p>
        </div>
      </form>
    </Section>
  )
})
