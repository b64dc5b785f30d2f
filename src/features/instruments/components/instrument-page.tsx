import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, type ReactNode } from 'react'
import { GlossaryLink } from '~/components/glossary-link'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { WhenNear } from '~/components/when-near'
import { instrumentDescriptions } from '~/config/instrument-descriptions'
import { type InstrumentSpec, retailLeverage } from '~/config/instrument-specs'
import { findInstrument, marketSlugs } from '~/config/instruments'
import type { Quote } from '~/contract/market-data'
import type { MidPrice } from '~/lib/currency-conversion'
import { intlLocale } from '~/lib/locale-path'
import { numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { marketNames } from '../copy'

/**
 * One instrument's page: what it is, its live price, its contract specification, a chart and a
 * margin calculator. The chart comes after the specification, below the first screen, so its
 * library and history load only when the visitor scrolls towards it. Live prices arrive from the quotes feature (`quotes`, `livePrice`) and the
 * price-alert form through `alert`: the route composes them.
 */
// The chart (with its library) and the calculator load when the visitor scrolls near them.
const PriceChart = lazy(() => import('./price-chart'))
const MarginCalculator = lazy(() => import('./margin-calculator'))
// The specification (a long table with the trading hours) is prerendered in full and needs its code
// only for what changes with live prices and the clock: it hydrates once the page is interactive,
// with the props it was prerendered with (an island keeps them until its code is there).
const SpecificationTable = staticUntilInteractive(() => import('./specification-table').then((m) => m.SpecificationTable))

export function InstrumentPage({
  instrument,
  quotes,
  livePrice,
  alert,
}: {
  instrument: InstrumentSpec
  quotes: readonly Quote[] | undefined
  livePrice: ReactNode
  alert: ReactNode
}) {
  const { t, i18n } = useLingui()
  const { name } = instrument
  const byName = new Map(quotes?.map((q) => [q.name, q]))
  const quote = byName.get(name)
  // The mid of a live quote, or the reference price of the table until prices arrive.
  const mid: MidPrice = (other) => {
    const live = byName.get(other)
    if (live) return (live.bid + live.ask) / 2
    return findInstrument(other)?.start
  }
  const description = i18n._(instrumentDescriptions[name])
  const market = i18n._(marketNames[instrument.market])
  const leverage = retailLeverage[instrument.esma]
  const minLots = instrument.minLots
  const minText = numberFormat(intlLocale[useLocale()], { maximumFractionDigits: 2 }).format(minLots)
  const minimum = t`${plural(minLots, { one: `${minText} lot`, other: `${minText} lots` })}`

  return (
    <>
      <PageIntro
        title={t`${name}: ${description}`}
        kicker={<LocalLink to={`/trading/${marketSlugs[instrument.market]}`}>{market}</LocalLink>}
      >
        <p>
          <Trans>
            Trade {name} as a <GlossaryLink term="cfd">CFD</GlossaryLink> from {minimum}, with{' '}
            <GlossaryLink term="leverage">leverage</GlossaryLink> of up to 1:{leverage} for retail clients. Below are its live
            price, its full contract specification, a chart in six timeframes and a margin calculator.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Live price`} id="live-price">
        {livePrice}
        <p>
          <a href="#price-alerts">{t`Set a price alert for ${name}`}</a>
        </p>
      </Section>
      <Section title={t`Contract specification`} id="specification" tone="muted">
        <SpecificationTable instrument={instrument} mid={mid} />
      </Section>
      <Section title={t`Chart`} id="chart">
        <WhenNear placeholder={<Placeholder text={t`Loading the chart…`} tall />}>
          <PriceChart instrument={instrument} quote={quote} />
        </WhenNear>
      </Section>
      <Section title={t`Margin and pip value`} id="calculator">
        <WhenNear placeholder={<Placeholder text={t`Loading the calculator…`} />}>
          <MarginCalculator instrument={instrument} price={mid(name) ?? instrument.start} live={quote !== undefined} mid={mid} />
        </WhenNear>
      </Section>
      {alert}
      <RegisterCta />
    </>
  )
}

/** Holds the place of a part that loads later, at about its size, so nothing below it jumps. */
function Placeholder({ text, tall = false }: { text: string; tall?: boolean }) {
  return (
    <div className={tall ? 'placeholder is-tall' : 'placeholder'}>
      <p className="chart-status">{text}</p>
    </div>
  )
}
