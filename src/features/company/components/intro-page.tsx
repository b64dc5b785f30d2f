import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { RiskWarningText } from '~/components/risk-warning-text'
import { brand } from '~/config/brand'

export function IntroPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`An introduction to CFD trading`} kicker={t`Introduction`}>
        <p>
          <Trans>
            {brand.legalEntity} is an investment firm regulated by {brand.regulatorShort} that offers contracts for difference on
            currencies, metals, energy and stock indices. This page explains how CFDs work, what leverage and margin mean and
            which risks you take before you place your first trade.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`What is a CFD?`}>
        <p>
          <Trans>
            A contract for difference (CFD) is an agreement with us to exchange the difference between the price of a market when
            you open a position and its price when you close it. You never own the currency, the gold or the shares of an index;
            you only trade on how the price moves.
          </Trans>
        </p>
        <p>
          <Trans>
            CFDs are traded over the counter, with {brand.legalEntity} as your counterparty, not on an exchange. Every price has a
            sell (bid) and a buy (ask) side; the gap between them, the spread, is the main cost of a trade.
          </Trans>
        </p>
      </Section>
      <Section title={t`Going long and going short`} tone="muted">
        <CardGrid>
          <Card title={t`Buy (long)`}>
            <p>{t`You buy when you expect the price to rise. You gain if it rises and lose if it falls.`}</p>
          </Card>
          <Card title={t`Sell (short)`}>
            <p>{t`You sell when you expect the price to fall. You gain if it falls and lose if it rises.`}</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Leverage and margin: a worked example`}>
        <p>
          <Trans>
            Leverage lets you open a position worth more than the money you put down. The deposit a position needs is called
            margin. For retail clients, European rules cap leverage at 1:30 for major currency pairs, 1:20 for other pairs, gold
            and major indices, and 1:10 for other commodities and non-major indices.
          </Trans>
        </p>
        <p>
          <Trans>
            Example: you buy 10,000 euros of EURUSD at 1.0850. The position is worth 10,850 US dollars, and at 1:30 the margin is
            about 362 US dollars. Each pip (0.0001) the price moves is worth 1 US dollar. If EURUSD rises to 1.0900, you gain 50
            dollars before costs; if it falls to 1.0800, you lose 50 dollars, about 14% of the margin you put down.
          </Trans>
        </p>
        <p>
          <Trans>
            If your losses reduce your equity to 50% of the margin your open positions require, we start closing them
            automatically, beginning with the position that is losing the most. This margin close-out limits, but does not
            prevent, losses.
          </Trans>
        </p>
      </Section>
      <Section title={t`The risks you take`} tone="muted">
        <ul className="bullet-list">
          <li>{t`Leverage magnifies losses exactly as much as gains: a small price move can wipe out your margin.`}</li>
          <li>{t`Prices can gap over weekends or on news, so a stop-loss may be filled at a worse price than the one you set.`}</li>
          <li>{t`Positions held overnight pay or receive a swap, which adds up on long-term trades.`}</li>
          <li>{t`Thanks to negative balance protection, a retail client can never lose more than the money in the account, but that money can be lost in full.`}</li>
        </ul>
        <p>
          <RiskWarningText emphasis />
        </p>
        <p>
          <Trans>
            Only trade with money you can afford to lose, and practise on a demo account first. The{' '}
            <LocalLink to="/about/quickstart">quickstart guide</LocalLink> shows how to open one.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
