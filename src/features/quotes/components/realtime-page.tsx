import { QuotesBoard } from './quotes-board'
import { RealtimeGuide, RealtimeIntro } from './realtime-copy'

export function RealtimePage() {
  return (
    <>
      <RealtimeIntro />
      <QuotesBoard />
      <RealtimeGuide />
    </>
  )
}
