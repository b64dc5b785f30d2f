import { act, render } from '@testing-library/react'
import { Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { islandsHydrating } from '~/lib/island-hydration'
import { staticUntilInteractive } from './static-until-interactive'

const interactive = vi.hoisted(() => {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve: () => resolve() }
})
vi.mock('~/lib/page-interactive', () => ({ whenInteractive: <T,>(work: () => T) => interactive.promise.then(work) }))

function Greeting({ text, onPick }: { text: string; onPick: () => number }) {
  return (
    <button type="button" onClick={onPick}>
      {text}
    </button>
  )
}

const GreetingIsland = staticUntilInteractive(async () => Greeting)
/** The parent makes a new function on each render, as a page does with a live price. */
const Page = ({ text }: { text: string }) => <GreetingIsland text={text} onPick={() => text.length} />

/** What `islandsHydrating` said each time the probe rendered. */
const seenWhileRendering: boolean[] = []
function Probe({ text }: { text: string }) {
  seenWhileRendering.push(islandsHydrating())
  return <p>{text}</p>
}

describe('a part that stays static until the page is interactive', () => {
  it('does not ask for its code while the page hydrates', async () => {
    const load = vi.fn(async () => ({ text }: { text: string }) => <p>{text}</p>)
    const Island = staticUntilInteractive(load)
    render(<Island text="later" />)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    // The page has not marked itself interactive: the code is not loaded, nothing replaced the markup.
    expect(load).not.toHaveBeenCalled()
  })

  it('keeps the prerendered markup when its parent renders it again with new props before its code arrives', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Greeting text="prerendered" onPick={() => 0} />
      </Suspense>,
    )
    document.body.append(container)
    const recoverable = vi.fn()
    const root = await act(async () => hydrateRoot(container, <Page text="prerendered" />, { onRecoverableError: recoverable }))
    await act(async () => root.render(<Page text="changed" />))
    // Before the fix, React gave the boundary up: it rendered the empty fallback in its place.
    expect(container.querySelector('button')?.textContent).toBe('prerendered')

    await act(async () => {
      interactive.resolve()
      await interactive.promise
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    // The code arrived: the part hydrated in place and shows the props of now.
    expect(container.querySelector('button')?.textContent).toBe('changed')
    expect(Object.keys(container.querySelector('button')!).some((key) => key.startsWith('__reactProps$'))).toBe(true)
    expect(recoverable).not.toHaveBeenCalled()
    root.unmount()
  })

  it('counts as hydrating from the arrival of its code until its part commits, so early input waits for it', async () => {
    const ProbeIsland = staticUntilInteractive(async () => Probe)
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <p>prerendered</p>
      </Suspense>,
    )
    document.body.append(container)
    interactive.resolve()
    const root = await act(async () => hydrateRoot(container, <ProbeIsland text="prerendered" />))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    // Rendered by the hydration, before its commit: the replay of early input (src/lib/early-input.ts) waits.
    expect(seenWhileRendering).toContain(true)
    expect(Object.keys(container.querySelector('p')!).some((key) => key.startsWith('__reactProps$'))).toBe(true)
    expect(islandsHydrating()).toBe(false)
    root.unmount()
  })
})
