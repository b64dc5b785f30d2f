import { useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { TableScroll } from '~/components/table-scroll'
import { instrumentDescriptions } from '~/config/instrument-descriptions'
import { instrumentPath, instrumentsOf, type Market } from '~/config/instruments'
import { intlLocale } from '~/lib/locale-path'
import { priceFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { sessionHours } from '../instrument-copy'

/** The instruments of one market with what is traded, when, and the typical spread; each links to its own page. */
export function InstrumentTable({ market, caption }: { market: Market; caption: string }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <TableScroll label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Symbol`}</th>
            <th scope="col">{t`What you trade`}</th>
            <th scope="col">{t`Trading hours`}</th>
            <th scope="col" className="num">{t`Typical spread`}</th>
          </tr>
        </thead>
        <tbody>
          {instrumentsOf(market).map((instrument) => {
            return (
              <tr key={instrument.name}>
                <th scope="row">
                  <LocalLink to={instrumentPath(instrument)}>{instrument.name}</LocalLink>
                </th>
                <td>{i18n._(instrumentDescriptions[instrument.name])}</td>
                <td>{i18n._(sessionHours[instrument.session])}</td>
                <td className="num">{priceFormat(intlLocale[locale], instrument.digits).format(instrument.spread)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableScroll>
  )
}
