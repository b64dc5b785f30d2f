import { useLingui } from '@lingui/react/macro'
import { HeroBanner } from '~/components/hero-banner'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { PartnerLayout } from './partner-layout'

// The programmes' terms and the earnings charts are read, never operated: their code loads once the
// page is interactive, and the lead form, the page's one control, comes with the page.
const AffiliateContent = staticUntilInteractive(() => import('./partner-content').then((m) => m.AffiliateContent))
const IntroducingBrokerContent = staticUntilInteractive(() => import('./partner-content').then((m) => m.IntroducingBrokerContent))
const CpaChart = staticUntilInteractive(() => import('./partner-earnings').then((m) => m.CpaChart))
const RebateChart = staticUntilInteractive(() => import('./partner-earnings').then((m) => m.RebateChart))

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
