import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { TableScroll } from '~/components/table-scroll'
import { intlLocale } from '~/lib/locale-path'
import { numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { InstrumentTable } from './instrument-table'

export function MetalsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const percent = numberFormat(intlLocale[locale], { style: 'percent' })
  const specs = [
    { label: t`Contract size (1 lot)`, gold: t`100 troy ounces`, silver: t`5,000 troy ounces` },
    { label: t`Smallest trade (0.01 lots)`, gold: t`1 troy ounce`, silver: t`50 troy ounces` },
    { label: t`Value of a 1 US dollar move per lot`, gold: t`100 US dollars`, silver: t`5,000 US dollars` },
    { label: t`Maximum retail leverage`, gold: '1:20', silver: '1:10' },
    { label: t`Margin required`, gold: percent.format(0.05), silver: percent.format(0.1) },
  ]
  return (
    <>
      <PageIntro title={t`Gold and silver trading`} kicker={t`Markets`}>
        <p>
          <Trans>
            Precious metals have been a store of value for thousands of years and remain among the most actively traded markets
            today. Trade spot gold and silver against the US dollar as CFDs, going long or short, almost 24 hours a day from
            Sunday evening to Friday night.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Metals you can trade`}>
        <p>
          <Trans>
            XAUUSD is the price of one troy ounce of gold in US dollars and XAGUSD the price of one troy ounce of silver. Both
            trade with a short daily break at the end of the US session.
          </Trans>
        </p>
        <InstrumentTable market="metals" caption={t`Metals, trading hours and typical spreads`} />
      </Section>
      <Section title={t`Contract specifications`} tone="muted">
        <TableScroll label={t`Contract specifications for gold and silver`}>
          <table className="data-table">
            <caption>{t`Contract specifications for gold and silver`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Specification`}</th>
                <th scope="col">XAUUSD</th>
                <th scope="col">XAGUSD</th>
              </tr>
            </thead>
            <tbody>
              {specs.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.gold}</td>
                  <td>{row.silver}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p>
          <Trans>
            Example: buying one lot of gold at 2,345.60 US dollars gives you exposure to 234,560 US dollars of gold. At 1:20 the
            margin required is 11,728 US dollars, and the typical spread of 0.30 costs 30 US dollars to open the position. Every 1
            US dollar move in the gold price changes your result by 100 US dollars.
          </Trans>
        </p>
      </Section>
      <Section title={t`What moves gold and silver prices`}>
        <ul className="bullet-list">
          <li>
            <strong>{t`Real interest rates.`}</strong>{' '}
            {t`Gold pays no interest, so it tends to lose appeal when yields after inflation rise and to gain when they fall.`}
          </li>
          <li>
            <strong>{t`The US dollar.`}</strong>{' '}
            {t`Metals are priced in dollars; a stronger dollar makes them more expensive for buyers elsewhere and often weighs on the price.`}
          </li>
          <li>
            <strong>{t`Central-bank buying.`}</strong>{' '}
            {t`Central banks have been adding gold to their reserves, and changes in that demand are closely watched by the market.`}
          </li>
          <li>
            <strong>{t`Safe-haven demand and industry.`}</strong>{' '}
            {t`Both metals attract buyers in times of crisis. Silver is also an industrial metal used in electronics and solar panels, which makes it more sensitive to the economy and more volatile than gold.`}
          </li>
        </ul>
        <p>
          <Trans>
            US inflation figures, employment reports and interest-rate decisions often move metals sharply; you will find their
            release times in our <LocalLink to="/trading/calendar">economic calendar</LocalLink>.
          </Trans>
        </p>
      </Section>
      <Section title={t`Costs of holding a position`} tone="muted">
        <p>
          <Trans>
            Besides the spread, positions still open at 22:00 UTC pay or receive a swap, based on US dollar interest rates and the
            cost of financing the metal. Swaps on metals are tripled on Wednesday nights to cover the weekend. The current rates
            are shown in the contract specifications on each platform.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
