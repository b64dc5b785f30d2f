import { Suspense, use } from 'react'

/** Never settles: a part that waits on it suspends for good. */
const forever = new Promise<never>(() => {})

function SuspendsForever() {
  use(forever)
  return null
}

/**
 * Tells on the screen which kind of render an update was. It shows `text`, and once `suspends` is
 * true also a part that suspends for good: an urgent render that suspends shows the boundary's
 * fallback ("fallback"), a transition that suspends keeps what was on screen.
 */
export function ShownUnlessUrgent({ text, suspends }: { text: string; suspends: boolean }) {
  return (
    <Suspense fallback={<p>fallback</p>}>
      <p>{text}</p>
      {suspends && <SuspendsForever />}
    </Suspense>
  )
}
