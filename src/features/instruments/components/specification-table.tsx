import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { GlossaryLink } from '~/components/glossary-link'
import { LocalLink } from '~/components/local-link'
import { ClosureDay } from '~/components/market-closure-text'
import { TableScroll } from '~/components/table-scroll'
import { type InstrumentSpec, retailLeverage } from '~/config/instrument-specs'
import { isTradingAt, nextClosureOf } from '~/config/market-closures'
import { weekdayNames } from '~/config/weekday-names'
import { conversionRate, type MidPrice } from '~/lib/currency-conversion'
import { intlLocale } from '~/lib/locale-path'
import { marketClosureQueries } from '~/lib/market-closures-query'
import { countFormat, numberFormat, priceFormat } from '~/lib/number-format'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'
import { useNow } from '~/lib/use-now'
import { TradingHours } from './trading-hours'

/**
 * The contract specification of one instrument, each field with a line that explains it. Every
 * figure comes from the instruments table in src/config; only the EUR pip value (at the current
 * price) and whether the market is open now depend on the moment, and appear once the page runs.
 */
export function SpecificationTable({ instrument, mid }: { instrument: InstrumentSpec; mid: MidPrice }) {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const hydrated = useHydrated()
  const now = useNow(30_000, hydrated)
  const { name, base, quote, digits, pipSize, contractSize } = instrument
  const amount = (value: number, fraction = 2) =>
    numberFormat(locale, { minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(value)
  const plain = (value: number) => numberFormat(locale, { maximumFractionDigits: 6 }).format(value)
  const price = priceFormat(locale, digits)
  const digitCount = countFormat(locale).format(digits)
  const forex = instrument.market === 'forex'
  const inPips = (spread: number) => {
    const spreadPips = Number((spread / pipSize).toFixed(2))
    const pips = plain(spreadPips)
    return forex
      ? t`${plural(spreadPips, { one: `${pips} pip`, other: `${pips} pips` })}`
      : t`${plural(spreadPips, { one: `${pips} point`, other: `${pips} points` })}`
  }
  const pipPerLot = contractSize * pipSize
  const toEuro = conversionRate(quote, 'EUR', mid)
  const leverage = (x: number) => {
    const margin = numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(1 / x)
    return t`1:${x}, margin ${margin} of the position's value`
  }
  const swap = (pips: number) => {
    const swapPips = Number(pips.toFixed(2))
    const value = numberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(swapPips)
    return forex
      ? t`${plural(swapPips, { one: `${value} pip per lot and night`, other: `${value} pips per lot and night` })}`
      : t`${plural(swapPips, { one: `${value} point per lot and night`, other: `${value} points per lot and night` })}`
  }
  const size = plain(contractSize)
  const { minLots, maxLots } = instrument
  const [minText, maxText, stepText] = [minLots, maxLots, instrument.lotStep].map(plain)
  const contract: Record<InstrumentSpec['contractUnit'], string> = {
    currency: `${size} ${base}`,
    'troy-ounce': t`${plural(contractSize, { one: `${size} troy ounce`, other: `${size} troy ounces` })}`,
    barrel: t`${plural(contractSize, { one: `${size} barrel`, other: `${size} barrels` })}`,
    index: t`${size} × the index in ${quote}`,
  }
  const underlying: Record<InstrumentSpec['contractUnit'], string> = {
    currency: t`Base currency ${base}, quote currency ${quote}`,
    'troy-ounce': t`Troy ounces of ${base}, priced in ${quote}`,
    barrel: t`Barrels of crude oil, priced in ${quote}`,
    index: t`Index points, priced in ${quote}`,
  }
  // The closures (holidays, shortened sessions) arrive once the page runs, as the island itself does.
  const closures = useQuery({ ...marketClosureQueries.closures(), enabled: hydrated }).data?.list
  const open = hydrated ? isTradingAt(name, now, closures ?? []) : undefined
  const nextClosure = closures && nextClosureOf(name, closures, now)

  const rows: Array<{ field: string; value: ReactNode; help: ReactNode }> = [
    {
      field: t`Contract size`,
      value: contract[instrument.contractUnit],
      help: (
        <Trans>
          How much of the underlying one <GlossaryLink term="lot">lot</GlossaryLink> stands for; a size of 0.1 lots is a tenth of
          it.
        </Trans>
      ),
    },
    {
      field: forex ? t`Base and quote currency` : t`Unit and currency`,
      value: underlying[instrument.contractUnit],
      help: forex
        ? t`The price says how many units of the quote currency one unit of the base currency costs.`
        : t`What the price measures and the currency your profit or loss arises in.`,
    },
    {
      field: forex ? t`Digits and pip size` : t`Digits and point size`,
      value: forex
        ? t`${plural(digits, { one: `${digitCount} decimal place`, other: `${digitCount} decimal places` })}, 1 pip = ${plain(pipSize)}`
        : t`${plural(digits, { one: `${digitCount} decimal place`, other: `${digitCount} decimal places` })}, 1 point = ${plain(pipSize)}`,
      help: forex ? (
        <Trans>
          A <GlossaryLink term="pip">pip</GlossaryLink> is the unit price moves are counted in; prices show one more digit, a
          tenth of a pip.
        </Trans>
      ) : (
        <Trans>
          A <GlossaryLink term="point">point</GlossaryLink> is the unit price moves are counted in for this instrument.
        </Trans>
      ),
    },
    {
      field: forex ? t`Pip value per lot` : t`Point value per lot`,
      value: `${amount(pipPerLot)} ${quote}`,
      help: forex
        ? t`Your profit or loss per lot when the price moves by one pip.`
        : t`Your profit or loss per lot when the price moves by one point.`,
    },
    {
      field: forex ? t`Pip value per lot in EUR` : t`Point value per lot in EUR`,
      value: toEuro === undefined ? '—' : `${amount(pipPerLot * toEuro)} EUR`,
      help: t`The same amount converted to euros at the current price, for a euro account.`,
    },
    {
      field: t`Trade size`,
      value: t`Minimum ${plural(minLots, { one: `${minText} lot`, other: `${minText} lots` })}, maximum ${plural(maxLots, { one: `${maxText} lot`, other: `${maxText} lots` })}, in steps of ${stepText}`,
      help: t`The smallest and the largest order you can place, and how finely you can choose in between.`,
    },
    {
      field: t`Typical spread`,
      value: `${inPips(instrument.spread)} (${price.format(instrument.spread)})`,
      help: (
        <Trans>
          The usual <GlossaryLink term="spread">spread</GlossaryLink>, the difference between the buy and the sell price: the main
          cost of a trade.
        </Trans>
      ),
    },
    {
      field: t`Minimum spread`,
      value: `${inPips(instrument.minSpread)} (${price.format(instrument.minSpread)})`,
      help: t`The tightest spread in calm, liquid markets; around news and at the open it can be wider.`,
    },
    {
      field: t`Leverage and margin, retail clients`,
      value: leverage(retailLeverage[instrument.esma]),
      help: (
        <Trans>
          The most a retail client may borrow under ESMA's rules; the <GlossaryLink term="margin">margin</GlossaryLink> is the
          deposit a position ties up.
        </Trans>
      ),
    },
    {
      field: t`Leverage and margin, professional clients`,
      value: leverage(instrument.professionalLeverage),
      help: t`Available to clients who qualify as professional, who give up some retail protections.`,
    },
    {
      field: t`Swap long (demonstration value)`,
      value: swap(instrument.swapLong),
      help: (
        <Trans>
          Financing (<GlossaryLink term="swap">swap</GlossaryLink>) credited (+) or charged (−) for holding a buy position past
          22:00 UTC.
        </Trans>
      ),
    },
    {
      field: t`Swap short (demonstration value)`,
      value: swap(instrument.swapShort),
      help: t`Financing credited (+) or charged (−) for holding a sell position past 22:00 UTC.`,
    },
    {
      field: t`Triple-swap day`,
      value: i18n._(weekdayNames[instrument.tripleSwapDay]),
      help: (
        <Trans>
          On this night <GlossaryLink term="triple-swap">three days of swap</GlossaryLink> are booked, to cover the weekend.
        </Trans>
      ),
    },
    {
      field: t`Trading hours`,
      value: <TradingHours session={instrument.session} />,
      help: t`When you can open and close positions; outside these hours the price does not move.`,
    },
    {
      field: t`Market now`,
      value:
        open === undefined
          ? '—'
          : open
            ? t({ message: 'Open', context: 'market status' })
            : t({ message: 'Closed', context: 'market status' }),
      help: t`Whether the market is trading at this moment.`,
    },
    {
      field: t`Next closure`,
      value: nextClosure ? (
        <ClosureDay closure={nextClosure} session={instrument.session} />
      ) : closures ? (
        t`None in the next eight weeks`
      ) : (
        '—'
      ),
      help: (
        <LocalLink to="/trading/hours" hash="closures">
          {t`All trading hours and holidays`}
        </LocalLink>
      ),
    },
  ]

  return (
    <TableScroll label={t`Contract specification of ${name}`}>
      <table className="data-table spec-table">
        <caption>{t`Contract specification of ${name}`}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.field}</th>
              <td>
                <span className="spec-value">{row.value}</span>
                <span className="spec-help">{row.help}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
