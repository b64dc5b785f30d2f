import { describe, expect, it } from 'vitest'
import { parseLevel } from './level'

describe('parseLevel', () => {
  it.each([
    ['1.0860', 1.086],
    ['1,0860', 1.086],
    [' 2650.5 ', 2650.5],
    ['19 850,5', 19850.5],
    ['19\u202f850,5', 19850.5],
    ['42', 42],
  ])('reads %j as %d', (text, value) => {
    expect(parseLevel(text)).toBe(value)
  })

  it.each(['', 'abc', '1.2.3', '1,085.5', '-1', '0', '0,0', '1e5', '1000000', '.5'])('refuses %j', (text) => {
    expect(parseLevel(text)).toBeUndefined()
  })
})
