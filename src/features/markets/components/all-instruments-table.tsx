import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { InstrumentFilters, marketNames } from '~/components/instrument-filters'
import { LocalLink } from '~/components/local-link'
import { SortableHeader, type TableSort } from '~/components/sortable-header'
import { TableScroll } from '~/components/table-scroll'
import { instrumentDescriptions } from '~/config/instrument-descriptions'
import { type InstrumentSpec, instrumentSpecs, retailLeverage } from '~/config/instrument-specs'
import { instrumentPath, type Market } from '~/config/instruments'
import { intlLocale } from '~/lib/locale-path'
import { countFormat, numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'

/** Spreads in pips (points), the unit traders compare them in. */
const spreadInPips = (instrument: InstrumentSpec) => instrument.spread / instrument.pipSize

type Column = 'name' | 'market' | 'spread' | 'minLots' | 'leverage' | 'swapLong' | 'swapShort'

const sortValue: Record<Column, (instrument: InstrumentSpec) => number | string> = {
  name: (i) => i.name,
  market: (i) => i.market,
  spread: spreadInPips,
  minLots: (i) => i.minLots,
  leverage: (i) => retailLeverage[i.esma],
  swapLong: (i) => i.swapLong,
  swapShort: (i) => i.swapShort,
}

/**
 * The specification of all 30 instruments at a glance, as large brokers publish it: sortable by
 * every column, filtered by market and by name. The prerendered page holds the whole table in the
 * list's order; sorting and filtering work once the page runs.
 */
export function AllInstrumentsTable() {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const [market, setMarket] = useState<Market | 'all'>('all')
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<TableSort<Column> | undefined>()
  const plain = numberFormat(locale, { maximumFractionDigits: 2 })
  const signed = numberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'exceptZero' })
  const needle = query.trim().toLocaleLowerCase()

  const rows = instrumentSpecs
    .filter((i) => market === 'all' || i.market === market)
    .filter(
      (i) =>
        needle === '' ||
        i.name.toLocaleLowerCase().includes(needle) ||
        i18n._(instrumentDescriptions[i.name]).toLocaleLowerCase().includes(needle),
    )
  const instrumentCount = instrumentSpecs.length
  const shown = countFormat(locale).format(rows.length)
  const total = countFormat(locale).format(instrumentCount)
  if (sort) {
    const value = sortValue[sort.column]
    rows.sort((a, b) => {
      const x = value(a)
      const y = value(b)
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
      return sort.ascending ? order : -order
    })
  }

  const header = (column: Column, label: string, numeric = false) => (
    <SortableHeader column={column} label={label} sort={sort} onSort={setSort} numeric={numeric} />
  )

  return (
    <>
      <InstrumentFilters market={market} onMarketChange={setMarket} query={query} onQueryChange={setQuery} />
      <p role="status" className="muted">
        {t`${plural(instrumentCount, { one: `Showing ${shown} of ${total} instrument.`, other: `Showing ${shown} of ${total} instruments.` })}`}
      </p>
      <TableScroll label={t`Trading specification of all instruments`}>
        <table className="data-table all-instruments">
          <caption>{t`Trading specification of all instruments; choose a column heading to sort.`}</caption>
          <thead>
            <tr>
              {header('name', t`Symbol`)}
              <th scope="col">{t`What you trade`}</th>
              {header('market', t`Market`)}
              {header('spread', t`Typical spread (pips or points)`, true)}
              {header('minLots', t`Minimum size (lots)`, true)}
              {header('leverage', t`Retail leverage`, true)}
              <th scope="col" className="num">
                {t`Professional leverage`}
              </th>
              {header('swapLong', t`Swap long`, true)}
              {header('swapShort', t`Swap short`, true)}
            </tr>
          </thead>
          <tbody>
            {rows.map((instrument) => (
              <tr key={instrument.name} data-instrument={instrument.name}>
                <th scope="row">
                  <LocalLink to={instrumentPath(instrument)}>{instrument.name}</LocalLink>
                </th>
                <td>{i18n._(instrumentDescriptions[instrument.name])}</td>
                <td>{i18n._(marketNames[instrument.market])}</td>
                <td className="num">{plain.format(spreadInPips(instrument))}</td>
                <td className="num">{plain.format(instrument.minLots)}</td>
                <td className="num">1:{retailLeverage[instrument.esma]}</td>
                <td className="num">1:{instrument.professionalLeverage}</td>
                <td className="num">{signed.format(instrument.swapLong)}</td>
                <td className="num">{signed.format(instrument.swapShort)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="muted">{t`Swaps are demonstration values in pips (points) per lot and night. Each symbol opens the instrument's full specification.`}</p>
      <p>
        <LocalLink to="/trading/costs">{t`Compare the spreads measured from our feed and the swaps in money on the trading costs page`}</LocalLink>
      </p>
    </>
  )
}
