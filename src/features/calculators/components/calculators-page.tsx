import { Trans, useLingui } from '@lingui/react/macro'
import { memo, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { FormField } from '~/components/form-field'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { findSpec, instrumentSpecs, retailLeverage } from '~/config/instrument-specs'
import { weekdayNames } from '~/config/weekday-names'
import type { Quote } from '~/contract/market-data'
import { type AccountCurrency, accountCurrencies, eurPlnReferenceRate } from '~/lib/currency-conversion'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat, numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { type CalculatorFields, examplePrices, fieldsFromSearch, searchFromFields, weekdays } from '../fields'
import type { CalculatorSearch } from '../search'
import { useRates } from '../use-rates'
import { CalculatorResults, useParsedFields } from './calculator-results'

/** How long typing pauses before the address follows, so the history is not rewritten on every key. */
const addressDelay = 400

/** A glossary term's anchor on the glossary page. */
function Term({ id, children }: { id: string; children: ReactNode }) {
  return (
    <LocalLink to="/more/glossary" hash={id}>
      {children}
    </LocalLink>
  )
}

/**
 * Pip value, position size, profit and loss, margin and swap for one trade, in EUR, USD, PLN or
 * GBP. One form: the trade (instrument, account, size, direction) is shared by all five, and every
 * input stays the text the visitor typed, in the page's state and in the address (written as they
 * pause, read on load), so a result can be shared. Without scripts the form submits to the same
 * address. The prerendered page shows the defaults at reference prices; live rates come from the
 * quote list once the page runs, and offline the last rates saved on the device, with their time.
 */
export const CalculatorsPage = memo(function CalculatorsPage({
  search,
  onSearchChange,
  quotes,
  stale,
}: {
  search: CalculatorSearch
  onSearchChange: (search: CalculatorSearch) => void
  quotes: readonly Quote[] | undefined
  stale: boolean
}) {
  const { t, i18n } = useLingui()
  const language = useLocale()
  const locale = intlLocale[language]
  const ids = useId()
  // The prerendered defaults first, so hydration matches the file; the address's inputs right after.
  const [fields, setFields] = useState<CalculatorFields>(() => fieldsFromSearch({}, language))
  const fromAddress = useRef(search)
  useEffect(() => {
    if (Object.keys(fromAddress.current).length > 0) setFields(fieldsFromSearch(fromAddress.current, language))
  }, [language])
  const written = useRef(JSON.stringify(search))
  useEffect(() => {
    const next = searchFromFields(fields, language)
    const text = JSON.stringify(next)
    if (text === written.current) return
    const timer = setTimeout(() => {
      written.current = text
      onSearchChange(next)
    }, addressDelay)
    return () => clearTimeout(timer)
  }, [fields, language, onSearchChange])

  const set = <K extends keyof CalculatorFields>(key: K, value: CalculatorFields[K]) =>
    setFields((old) => ({ ...old, [key]: value }))
  const text = (key: keyof CalculatorFields) => ({
    name: key,
    value: fields[key],
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  })
  const instrument = findSpec(fields.symbol)!
  const currency = fields.account
  const forex = instrument.market === 'forex'
  const rates = useRates(quotes, stale)
  const parsed = useParsedFields(fields, instrument)
  const { problems } = parsed
  const plnRate = numberFormat(locale, { minimumFractionDigits: 2 }).format(eurPlnReferenceRate)
  const time =
    rates.time === undefined ? '' : dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(rates.time)
  const ratesNote = {
    live: t`Live mid prices from the quote list, as of ${time}.`,
    saved: t`You are offline or the live prices have not arrived: these are the last rates saved on this device, as of ${time}.`,
    reference: t`Reference prices until the live ones arrive.`,
  }[rates.source]

  return (
    <>
      <PageIntro title={t`Trading calculators`} kicker={<LocalLink to="/trading/tools">{t`Trading tools`}</LocalLink>}>
        <p>
          <Trans>
            Work out the <Term id="pip-value">pip value</Term>, the <Term id="position-size">position size</Term> for the{' '}
            <Term id="risk-per-trade">risk per trade</Term> you accept, the <Term id="profit-and-loss">profit and loss</Term>{' '}
            between two prices, the <Term id="margin">margin</Term> at your <Term id="leverage">leverage</Term> and the{' '}
            <Term id="swap">swap</Term> for holding a position overnight, in your{' '}
            <Term id="account-currency">account currency</Term>.
          </Trans>
        </p>
      </PageIntro>
      <form
        method="get"
        className="calculators"
        onSubmit={(event) => {
          event.preventDefault()
          const next = searchFromFields(fields, language)
          written.current = JSON.stringify(next)
          onSearchChange(next)
        }}
      >
        <Section title={t`Your trade`} id="trade">
          <p>
            <Trans>
              A <Term id="lot">lot</Term> is the instrument's <Term id="contract-size">contract size</Term>: 100,000 units of the
              base currency for a currency pair, 100 troy ounces of gold, one contract of an index. Prices are the mid between the{' '}
              <Term id="bid">bid</Term> and the <Term id="ask">ask</Term>; the <Term id="spread">spread</Term> is not included.
              Amounts arise in the instrument's quote currency and are converted into the account currency at the{' '}
              <Term id="exchange-rate">exchange rate</Term> of the moment, through the US dollar.
            </Trans>
          </p>
          <div className="calculator-fields">
            <div className="form-field">
              <label htmlFor={`${ids}-symbol`}>{t`Instrument`}</label>
              <select
                id={`${ids}-symbol`}
                name="symbol"
                value={fields.symbol}
                onChange={(event) => {
                  const symbol = event.target.value as CalculatorFields['symbol']
                  // Prices of another instrument mean nothing for this one: its example prices replace them.
                  setFields((old) => ({ ...old, symbol, ...examplePrices(symbol, language) }))
                }}
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
                name="account"
                value={fields.account}
                onChange={(event) => set('account', event.target.value as AccountCurrency)}
              >
                {accountCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </div>
            <FormField label={t`Size in lots`} {...text('lots')} error={problems.lots} />
            <div className="form-field">
              <label htmlFor={`${ids}-side`}>{t`Direction`}</label>
              <select
                id={`${ids}-side`}
                name="side"
                value={fields.side}
                onChange={(event) => set('side', event.target.value as CalculatorFields['side'])}
              >
                <option value="buy">{t`Buy (long)`}</option>
                <option value="sell">{t`Sell (short)`}</option>
              </select>
            </div>
          </div>
          <p className="field-hint" data-testid="rates-note">
            {ratesNote}{' '}
            {fields.account === 'PLN' &&
              t`No zloty pair is quoted, so zloty amounts are converted from euros at a reference rate of ${plnRate} PLN.`}
          </p>
        </Section>
        <CalculatorResults
          fields={fields}
          instrument={instrument}
          mid={rates.mid}
          parsed={parsed}
          inputs={{
            pipValue: (
              <p>
                {forex ? (
                  <Trans>
                    A <Term id="pip">pip</Term> is the unit price moves are counted in: the fourth decimal of most pairs, the
                    second of yen pairs.
                  </Trans>
                ) : (
                  t`A point is the unit price moves are counted in for this instrument.`
                )}
              </p>
            ),
            positionSize: (
              <>
                <p>
                  <Trans>
                    The size at which a <Term id="stop-loss">stop loss</Term> at the given distance loses the share of your
                    balance you chose.
                  </Trans>
                </p>
                <div className="calculator-fields">
                  <FormField label={t`Account balance (${currency})`} {...text('balance')} error={problems.balance} />
                  <FormField label={t`Risk per trade in %`} {...text('risk')} error={problems.risk} />
                  <FormField
                    label={forex ? t`Stop distance in pips` : t`Stop distance in points`}
                    {...text('stop')}
                    error={problems.stop}
                  />
                </div>
              </>
            ),
            profitLoss: (
              <div className="calculator-fields">
                <FormField label={t`Opening price`} {...text('open')} error={problems.open} />
                <FormField label={t`Closing price`} {...text('close')} error={problems.close} />
              </div>
            ),
            margin: (
              <div className="calculator-fields">
                <div className="form-field">
                  <label htmlFor={`${ids}-client`}>{t`Client category`}</label>
                  <select
                    id={`${ids}-client`}
                    name="client"
                    value={fields.client}
                    onChange={(event) => set('client', event.target.value as CalculatorFields['client'])}
                  >
                    <option value="retail">{t`Retail client (1:${retailLeverage[instrument.esma]})`}</option>
                    <option value="professional">{t`Professional client (1:${instrument.professionalLeverage})`}</option>
                  </select>
                </div>
              </div>
            ),
            swap: (
              <>
                <p>
                  <Trans>
                    Swap is booked at each rollover from Monday to Friday night; on the{' '}
                    <Term id="triple-swap">triple-swap day</Term> three days are booked, to cover the weekend.
                  </Trans>
                </p>
                <div className="calculator-fields">
                  <FormField label={t`Nights held`} {...text('nights')} inputMode="numeric" error={problems.nights} />
                  <div className="form-field">
                    <label htmlFor={`${ids}-from`}>{t`First night`}</label>
                    <select
                      id={`${ids}-from`}
                      name="from"
                      value={fields.from}
                      onChange={(event) => set('from', event.target.value as CalculatorFields['from'])}
                    >
                      {weekdays.map((day) => (
                        <option key={day} value={day}>
                          {i18n._(weekdayNames[day])}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
              </>
            ),
          }}
        />
        <div className="container calculators-submit">
          <button type="submit" className="btn btn-primary">{t`Calculate and update the link`}</button>
        </div>
      </form>
      <RegisterCta />
    </>
  )
})
