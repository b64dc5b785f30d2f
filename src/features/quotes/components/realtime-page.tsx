import type { ReactNode } from 'react'
import { QuotesBoard } from './quotes-board'
import { RealtimeGuide, RealtimeIntro } from './realtime-copy'

/** The quotes board, then the route's `alerts` slot (price alerts are a feature of their own), then the guide. */
export function RealtimePage({ alerts }: { alerts: ReactNode }) {
  return (
    <>
      <RealtimeIntro />
      <QuotesBoard />
      {alerts}
      <RealtimeGuide />
    </>
  )
}
