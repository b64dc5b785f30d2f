import type { ReactNode } from 'react'
import { QuotesBoardIsland as QuotesBoard } from './quotes-board-island'
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
