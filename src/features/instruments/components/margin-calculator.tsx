import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { FormField } from '~/components/form-field'
import { LocalLink } from '~/components/local-link'
import { type InstrumentSpec, retailLeverage } from '~/config/instrument-specs'
import { type AccountCurrency, accountCurrencies, eurPlnReferenceRate, type MidPrice } from '~/lib/currency-conversion'
import { intlLocale } from '~/lib/locale-path'
import { numberFormat, priceFormat } from '~/lib/number-format'
import { parseLots, positionFigures } from '~/lib/trade-math'
import { useLocale } from '~/lib/use-locale'

/**
 * Size in lots → margin and the value of one pip, in the account currency the visitor picks, at
 * the live price (the reference price until the first one arrives). What the visitor types stays
 * as typed; a size the instrument does not allow is explained under the field.
 */
export default function MarginCalculator({
  instrument,
  price,
  live,
  mid,
}: {
  instrument: InstrumentSpec
  price: number
  live: boolean
  mid: MidPrice
}) {
  const { t } = useLingui()
  const locale = intlLocale[useLocale()]
  const ids = useId()
  const [lotsText, setLotsText] = useState(() => numberFormat(locale, { maximumFractionDigits: 2 }).format(1))
  const [account, setAccount] = useState<AccountCurrency>('EUR')
  const [client, setClient] = useState<'retail' | 'professional'>('retail')
  const leverage = client === 'retail' ? retailLeverage[instrument.esma] : instrument.professionalLeverage
  const parsed = parseLots(lotsText, instrument)
  const plain = (value: number) => numberFormat(locale, { maximumFractionDigits: 6 }).format(value)
  const money = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const figures = 'lots' in parsed ? positionFigures(instrument, { lots: parsed.lots, price, leverage, account, mid }) : undefined
  const { minLots, maxLots, lotStep } = instrument
  const min = plain(minLots)
  const max = plain(maxLots)
  const step = plain(lotStep)
  const problems = {
    'not-a-number': t`Enter the size in lots as a number, for example ${min}.`,
    'too-small': t`The smallest size is ${plural(minLots, { one: `${min} lot`, other: `${min} lots` })}.`,
    'too-large': t`The largest size is ${plural(maxLots, { one: `${max} lot`, other: `${max} lots` })}.`,
    'off-step': t`Choose a size in steps of ${plural(lotStep, { one: `${step} lot`, other: `${step} lots` })}.`,
  }
  const forex = instrument.market === 'forex'
  const { name } = instrument
  const priceText = priceFormat(locale, instrument.digits).format(price)

  return (
    <form className="calculator" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t`Margin and pip calculator`}</h3>
      <div className="calculator-fields">
        <FormField
          label={t`Size in lots`}
          inputMode="decimal"
          autoComplete="off"
          value={lotsText}
          onChange={(event) => setLotsText(event.target.value)}
          error={'problem' in parsed ? problems[parsed.problem] : undefined}
          hint={t`From ${min} to ${plural(maxLots, { one: `${max} lot`, other: `${max} lots` })}, in steps of ${step}.`}
        />
        <div className="form-field">
          <label htmlFor={`${ids}-account`}>{t`Account currency`}</label>
          <select id={`${ids}-account`} value={account} onChange={(event) => setAccount(event.target.value as AccountCurrency)}>
            {accountCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-client`}>{t`Client category`}</label>
          <select
            id={`${ids}-client`}
            value={client}
            onChange={(event) => setClient(event.target.value as 'retail' | 'professional')}
          >
            <option value="retail">{t`Retail client (1:${retailLeverage[instrument.esma]})`}</option>
            <option value="professional">{t`Professional client (1:${instrument.professionalLeverage})`}</option>
          </select>
        </div>
      </div>
      <dl className="calculator-results">
        <div>
          <dt>{t`Required margin`}</dt>
          <dd data-testid="margin">{figures ? `${money.format(figures.margin)} ${account}` : '—'}</dd>
        </div>
        <div>
          <dt>{forex ? t`Value of one pip` : t`Value of one point`}</dt>
          <dd data-testid="pip-value">{figures ? `${money.format(figures.pipValue)} ${account}` : '—'}</dd>
        </div>
        <div>
          <dt>{t`Position value`}</dt>
          <dd>{figures ? `${money.format(figures.exposure)} ${account}` : '—'}</dd>
        </div>
      </dl>
      <p className="field-hint">
        {live
          ? t`At the live price of ${priceText}.`
          : t`At the reference price of ${priceText}; the live price is used once it arrives.`}{' '}
        {account === 'PLN' &&
          t`Zloty amounts are converted from euros at a reference rate of ${numberFormat(locale, { minimumFractionDigits: 2 }).format(eurPlnReferenceRate)}.`}
      </p>
      <p>
        <LocalLink to="/trading/calculators" search={{ symbol: instrument.name, account, lots: lotsText }}>
          {t`Position size, profit and loss and swap for ${name}`}
        </LocalLink>
      </p>
    </form>
  )
}
