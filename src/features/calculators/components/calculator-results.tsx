import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Section } from '~/components/page-blocks'
import { type InstrumentSpec, retailLeverage } from '~/config/instrument-specs'
import { weekdayNames } from '~/config/weekday-names'
import type { MidPrice } from '~/lib/currency-conversion'
import { intlLocale } from '~/lib/locale-path'
import { countFormat, numberFormat, priceFormat } from '~/lib/number-format'
import {
  type Converted,
  type NumberProblem,
  parseLots,
  parsePositive,
  pipValue,
  positionFigures,
  positionSize,
  profitLoss,
  swapCost,
} from '~/lib/trade-math'
import { useLocale } from '~/lib/use-locale'
import type { CalculatorFields } from '../fields'

type NumberKey = 'lots' | 'balance' | 'risk' | 'stop' | 'open' | 'close' | 'nights'

/** The typed numbers read, and what is wrong with each one that cannot be read, in the page's language. */
interface ParsedFields {
  values: Partial<Record<NumberKey, number>>
  problems: Partial<Record<NumberKey, string>>
}

/** The longest swap period the calculator counts, a year of nights. */
const maxNights = 365

export function useParsedFields(fields: CalculatorFields, instrument: InstrumentSpec): ParsedFields {
  const { t } = useLingui()
  const language = useLocale()
  const locale = intlLocale[language]
  const plain = (value: number) => numberFormat(locale, { maximumFractionDigits: 6 }).format(value)
  const forex = instrument.market === 'forex'
  const values: ParsedFields['values'] = {}
  const problems: ParsedFields['problems'] = {}
  const commaGroups = language === 'en'

  const lots = parseLots(fields.lots, instrument)
  if ('lots' in lots) values.lots = lots.lots
  else {
    const { minLots, maxLots, lotStep } = instrument
    const min = plain(minLots)
    const max = plain(maxLots)
    const step = plain(lotStep)
    problems.lots = {
      'not-a-number': t`Enter the size in lots as a number, for example ${min}.`,
      'too-small': t`The smallest size is ${plural(minLots, { one: `${min} lot`, other: `${min} lots` })}.`,
      'too-large': t`The largest size is ${plural(maxLots, { one: `${max} lot`, other: `${max} lots` })}.`,
      'off-step': t`Choose a size in steps of ${plural(lotStep, { one: `${step} lot`, other: `${step} lots` })}.`,
    }[lots.problem]
  }

  const read = (key: NumberKey, messages: Record<NumberProblem, string>, max?: number) => {
    const parsed = parsePositive(fields[key], { max, commaGroups })
    if ('value' in parsed) values[key] = parsed.value
    else problems[key] = messages[parsed.problem]
  }
  const positivePrice = t`A price must be more than zero.`
  read('balance', {
    'not-a-number': t`Enter the balance as a number, for example 10000.`,
    'not-positive': t`The balance must be more than zero.`,
    'too-large': '',
  })
  read(
    'risk',
    {
      'not-a-number': t`Enter the risk as a percentage, for example 1.`,
      'not-positive': t`The risk must be more than zero.`,
      'too-large': t`You cannot risk more than 100% of the balance.`,
    },
    100,
  )
  read('stop', {
    'not-a-number': forex
      ? t`Enter the stop distance in pips as a number, for example 20.`
      : t`Enter the stop distance in points as a number, for example 20.`,
    'not-positive': t`A stop must be some distance away: enter more than zero.`,
    'too-large': '',
  })
  const example = priceFormat(locale, instrument.digits).format(instrument.start)
  const priceProblems = {
    'not-a-number': t`Enter a price as a number, for example ${example}.`,
    'not-positive': positivePrice,
    'too-large': '',
  }
  read('open', priceProblems)
  read('close', priceProblems)
  read(
    'nights',
    {
      'not-a-number': t`Enter the number of nights as a whole number from 1 to ${maxNights}.`,
      'not-positive': t`Enter the number of nights as a whole number from 1 to ${maxNights}.`,
      'too-large': t`Enter the number of nights as a whole number from 1 to ${maxNights}.`,
    },
    maxNights,
  )
  if (values.nights !== undefined && !Number.isInteger(values.nights)) {
    values.nights = undefined
    problems.nights = t`Enter the number of nights as a whole number from 1 to ${maxNights}.`
  }
  return { values, problems }
}

interface CalculatorInputs {
  pipValue: ReactNode
  positionSize: ReactNode
  profitLoss: ReactNode
  margin: ReactNode
  swap: ReactNode
}

/**
 * The five calculators, each a section with its own inputs (from the page) and its result in a
 * polite live region: the figure, and a sentence that says how it was worked out, with the rate
 * each conversion used.
 */
export function CalculatorResults({
  fields,
  instrument,
  mid,
  parsed: { values },
  inputs,
}: {
  fields: CalculatorFields
  instrument: InstrumentSpec
  mid: MidPrice
  parsed: ParsedFields
  inputs: CalculatorInputs
}) {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const { account, symbol, side } = fields
  // Named so in the messages: a placeholder called "account" reads as a count to the catalog's check.
  const currency = account
  const { quote } = instrument
  const forex = instrument.market === 'forex'
  const money = (value: number) => numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
  const signed = (value: number) =>
    numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value)
  const decimal = (value: number) => numberFormat(locale, { maximumFractionDigits: 2 }).format(value)
  const priceText = (value: number) => priceFormat(locale, instrument.digits).format(value)
  const lotsPhrase = (count: number) => {
    const lots = decimal(count)
    return t`${plural(count, { one: `${lots} lot`, other: `${lots} lots` })}`
  }
  const distance = (count: number, sign = false, fraction = 1) => {
    const pips = numberFormat(locale, {
      maximumFractionDigits: fraction,
      ...(sign ? { signDisplay: 'exceptZero' as const } : {}),
    }).format(count)
    return forex
      ? t`${plural(count, { one: `${pips} pip`, other: `${pips} pips` })}`
      : t`${plural(count, { one: `${pips} point`, other: `${pips} points` })}`
  }
  /** An amount in the quote currency and, when the account's differs, in the account's, with the rate. */
  const amounts = (value: Converted, format: (value: number) => string = money) => {
    const inQuote = format(value.inQuote)
    if (quote === account) return `${inQuote} ${quote}`
    const inAccount = format(value.inAccount)
    const rate = numberFormat(locale, { maximumFractionDigits: value.rate < 0.1 ? 6 : 4 }).format(value.rate)
    return t`${inQuote} ${quote} = ${inAccount} ${currency} at 1 ${quote} = ${rate} ${currency}`
  }
  const incomplete = t`Correct the marked fields to see the result.`

  const { lots, balance, risk, stop, open, close, nights } = values
  const pip = lots === undefined ? undefined : pipValue(instrument, lots, account, mid)
  const size =
    balance === undefined || risk === undefined || stop === undefined
      ? undefined
      : positionSize(instrument, { balance, riskPercent: risk, stopPips: stop, account, mid })
  const result =
    lots === undefined || open === undefined || close === undefined
      ? undefined
      : profitLoss(instrument, { lots, side, open, close, account, mid })
  const price = mid(symbol) ?? instrument.start
  const leverage = fields.client === 'retail' ? retailLeverage[instrument.esma] : instrument.professionalLeverage
  const figures = lots === undefined ? undefined : positionFigures(instrument, { lots, price, leverage, account, mid })
  const swap =
    lots === undefined || nights === undefined
      ? undefined
      : swapCost(instrument, { lots, side, nights, from: fields.from, account, mid })

  const sizeSentence = (() => {
    if (!size || balance === undefined || risk === undefined || stop === undefined) return incomplete
    const riskText = decimal(risk)
    const balanceText = money(balance)
    const riskAmount = money(size.riskAmount)
    const lossPerLot = money(size.lossPerLot)
    const stopPhrase = distance(stop)
    if (size.tooSmall) {
      const smallest = lotsPhrase(instrument.minLots)
      return t`${riskText}% of ${balanceText} ${currency} is ${riskAmount} ${currency} at risk, less than the smallest size of ${smallest} loses at a stop ${stopPhrase} away: risk more or set a closer stop.`
    }
    const exact = decimal(size.exactLots)
    const sized = lotsPhrase(size.lots)
    const sentence = t`${riskText}% of ${balanceText} ${currency} is ${riskAmount} ${currency} at risk. A stop ${stopPhrase} away loses ${lossPerLot} ${currency} per lot, so a size of ${exact} would risk exactly that; rounded down to the instrument's step, the size is ${sized}.`
    const largest = lotsPhrase(instrument.maxLots)
    return size.capped ? `${sentence} ${t`The largest size allowed is ${largest}.`}` : sentence
  })()

  const plSentence = (() => {
    if (!result || lots === undefined || open === undefined || close === undefined) return incomplete
    const position = lotsPhrase(lots)
    const openText = priceText(open)
    const closeText = priceText(close)
    const move = distance(result.pips, true)
    const total = amounts(result, signed)
    return side === 'buy'
      ? t`Buying ${position} of ${symbol} at ${openText} and selling at ${closeText} is a move of ${move}: ${total}.`
      : t`Selling ${position} of ${symbol} at ${openText} and buying back at ${closeText} is a move of ${move}: ${total}.`
  })()

  const swapSentence = (() => {
    if (!swap || lots === undefined || nights === undefined) return incomplete
    const position = lotsPhrase(lots)
    const nightCount = countFormat(locale).format(nights)
    const held = t`${plural(nights, { one: `${nightCount} night`, other: `${nightCount} nights` })}`
    const { days } = swap
    const dayCount = countFormat(locale).format(days)
    const booked = t`${plural(days, { one: `${dayCount} day`, other: `${dayCount} days` })}`
    const weekday = i18n._(weekdayNames[fields.from])
    const swapRate = distance(swap.pipsPerNight, true, 2)
    const total = amounts(swap, signed)
    return side === 'buy'
      ? t`A buy position of ${position} of ${symbol} held ${held} from ${weekday} on books ${booked} of swap at ${swapRate} per lot and day: ${total}.`
      : t`A sell position of ${position} of ${symbol} held ${held} from ${weekday} on books ${booked} of swap at ${swapRate} per lot and day: ${total}.`
  })()

  const marginSentence = (() => {
    if (!figures || lots === undefined) return incomplete
    const position = lotsPhrase(lots)
    const at = priceText(price)
    const exposure = money(figures.exposure)
    const margin = money(figures.margin)
    return t`${position} of ${symbol} at ${at} are worth ${exposure} ${currency}; at a leverage of 1:${leverage} the margin is ${margin} ${currency}.`
  })()

  const pipSentence = (() => {
    if (!pip || lots === undefined) return incomplete
    const position = lotsPhrase(lots)
    const worth = amounts(pip)
    return forex
      ? t`One pip on ${position} of ${symbol} is worth ${worth}.`
      : t`One point on ${position} of ${symbol} is worth ${worth}.`
  })()

  const dash = '—'
  return (
    <>
      <Section title={forex ? t`Pip value` : t`Point value`} id="pip-value" tone="muted">
        {inputs.pipValue}
        <Output testId="pip-value-result" label={forex ? t`Value of one pip` : t`Value of one point`} sentence={pipSentence}>
          {pip ? `${money(pip.inAccount)} ${currency}` : dash}
        </Output>
      </Section>
      <Section title={t`Position size`} id="position-size">
        {inputs.positionSize}
        <Output testId="position-size-result" label={t`Size`} sentence={sizeSentence}>
          {size && !size.tooSmall ? lotsPhrase(size.lots) : dash}
        </Output>
      </Section>
      <Section title={t`Profit and loss`} id="profit-and-loss" tone="muted">
        {inputs.profitLoss}
        <Output testId="profit-loss-result" label={result && result.inAccount < 0 ? t`Loss` : t`Profit`} sentence={plSentence}>
          {result ? `${signed(result.inAccount)} ${currency}` : dash}
        </Output>
      </Section>
      <Section title={t`Margin`} id="margin">
        {inputs.margin}
        <Output testId="margin-result" label={t`Required margin`} sentence={marginSentence}>
          {figures ? `${money(figures.margin)} ${currency}` : dash}
        </Output>
      </Section>
      <Section title={t`Swap`} id="swap" tone="muted">
        {inputs.swap}
        <Output testId="swap-result" label={t`Swap`} sentence={swapSentence}>
          {swap ? `${signed(swap.inAccount)} ${currency}` : dash}
        </Output>
      </Section>
    </>
  )
}

/** One result: the figure and the sentence that explains it, read out politely as they change. */
function Output({ label, sentence, testId, children }: { label: string; sentence: string; testId: string; children: ReactNode }) {
  return (
    <div className="calculator-output" aria-live="polite" data-testid={testId}>
      <dl className="calculator-results">
        <div>
          <dt>{label}</dt>
          <dd>{children}</dd>
        </div>
      </dl>
      <p>{sentence}</p>
    </div>
  )
}
