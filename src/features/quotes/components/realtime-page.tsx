import { PriceAlerts } from '~/features/alerts/components/price-alerts'
import { QuotesBoard } from './quotes-board'
import { RealtimeGuide, RealtimeIntro } from './realtime-copy'

export function RealtimePage() {
  return (
    <>
      <RealtimeIntro />
      <QuotesBoard />
      <PriceAlerts />
      <RealtimeGuide />
    </>
  )
}
