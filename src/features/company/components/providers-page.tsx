import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section, Steps } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function ProvidersPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Liquidity providers and order execution`} kicker={t`Company`}>
        <p>
          <Trans>
            The prices you see on our platforms come from a pool of liquidity providers. This page explains who they are, how
            their quotes become your price and how {brand.legalEntity} executes your orders.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Where our prices come from`}>
        <CardGrid>
          <Card title={t`Tier-1 banks`}>
            <p>{t`Large international banks that make markets in currencies and precious metals for institutional clients. They provide deep liquidity in the major currency pairs and gold.`}</p>
          </Card>
          <Card title={t`Non-bank market makers`}>
            <p>{t`Specialist electronic trading firms that quote continuously across forex, commodities and indices. They add depth and keep prices competitive, especially outside European hours.`}</p>
          </Card>
          <Card title={t`Index and commodity pricing`}>
            <p>{t`Prices for spot indices and crude oil are derived from the underlying futures markets, adjusted for the cost of carry so that they follow the cash market.`}</p>
          </Card>
        </CardGrid>
        <p>
          <Trans>
            We review every provider before we connect it and at least once a year afterwards, looking at the quality of its
            prices, its fill rates, its financial standing and its regulatory status.
          </Trans>
        </p>
      </Section>
      <Section title={t`How prices are aggregated`} tone="muted">
        <Steps>
          <li>{t`Each provider streams buy and sell quotes for the instruments it covers, many times a second.`}</li>
          <li>{t`Our aggregation engine compares the streams and filters out stale or off-market quotes.`}</li>
          <li>{t`The best bid and the best offer available at that moment form the price we publish; any mark-up is already included in the spread you see, never added afterwards.`}</li>
          <li>{t`The result is streamed to the MC Trader app and MetaTrader 4 at the same time, so both platforms show the same price.`}</li>
        </Steps>
      </Section>
      <Section title={t`Best execution`}>
        <p>
          <Trans>
            As a regulated investment firm we must take all sufficient steps to obtain the best possible result for our clients.
            For retail clients the result is measured as the total consideration: the price of the instrument plus all costs of
            executing the order.
          </Trans>
        </p>
        <p>
          <Trans>
            We also consider the speed and likelihood of execution, the size and type of the order and any other factor relevant
            to it. Our compliance function monitors execution quality continuously and reports to the board of directors.
          </Trans>
        </p>
      </Section>
      <Section title={t`Our order execution policy in brief`} tone="muted">
        <ul className="bullet-list">
          <li>
            <Trans>
              {brand.legalEntity} acts as principal and is the counterparty to, and sole execution venue for, every CFD you trade
              with us. We hedge our exposure with our liquidity providers.
            </Trans>
          </li>
          <li>{t`Market orders are filled at the next available price; if the price moves between your click and the fill, the difference may be in your favour or against you.`}</li>
          <li>{t`Limit orders are filled at your price or better.`}</li>
          <li>{t`Stop orders, including stop-losses, become market orders when the price is reached; in a fast market or a price gap they can be filled at a worse price.`}</li>
          <li>{t`Orders are never requoted manually by a dealer.`}</li>
        </ul>
        <p>
          <Trans>
            The full order execution policy is part of the client agreement you accept when you open an account. If you have a
            question about how an order was filled, <LocalLink to="/more/contact">contact our support team</LocalLink> with the
            ticket number.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
