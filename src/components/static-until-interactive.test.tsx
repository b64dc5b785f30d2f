import { act, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { staticUntilInteractive } from './static-until-interactive'

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
})
