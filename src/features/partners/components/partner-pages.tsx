import { useLingui } from '@lingui/react/macro'
import { HeroBanner } from '~/components/hero-banner'
import { AffiliateContent, IntroducingBrokerContent } from './partner-content'
import { CpaChart, RebateChart } from './partner-earnings'
import { PartnerLayout } from './partner-layout'

/** The introducing-broker page: static bar, footer and lead form. */
export function IntroducingBrokerPage() {
  const { t } = useLingui()
  return (
    <PartnerLayout numNav={2} footer={1} showForm>
      <HeroBanner
        variant="partners"
        title={t`Grow with the MC Markets partner programme`}
        subtitle={t`Introduce traders to a regulated broker and earn a rebate on every lot they trade, paid monthly, with real-time reports in your partner portal.`}
      >
        <RebateChart />
      </HeroBanner>
      <IntroducingBrokerContent />
    </PartnerLayout>
  )
}

/** The affiliate landing page: overlay header with two logos, no footer, lead form. */
export function AffiliatePage() {
  const { t } = useLingui()
  return (
    <PartnerLayout numNav={1} footer={0} showForm>
      <HeroBanner
        variant="partners"
        title={t`Affiliate programme: earn with every trader you refer`}
        subtitle={t`CPA or revenue share, 90-day tracking, creatives in three languages and a partner manager who answers.`}
      >
        <CpaChart />
      </HeroBanner>
      <AffiliateContent />
    </PartnerLayout>
  )
}
