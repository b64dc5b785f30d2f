import { RealtimeGuide, RealtimeIntro } from './realtime-copy'

export function RealtimePage() {
  return (
    <>
      <RealtimeIntro />
      <RealtimeGuide />
    </>
  )
}
