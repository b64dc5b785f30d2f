import { describe, expect, it } from 'vitest'
import { surprise } from './surprise'

describe('better or worse than the forecast', () => {
  it('a higher figure is better where higher is good (payrolls)', () => {
    expect(surprise({ actual: 210, forecast: 150, better: 'higher' })).toEqual({ outcome: 'better', difference: 60 })
    expect(surprise({ actual: 90, forecast: 150, better: 'higher' })).toEqual({ outcome: 'worse', difference: -60 })
  })

  it('a higher figure is worse where lower is good (unemployment)', () => {
    expect(surprise({ actual: 4.4, forecast: 4.3, better: 'lower' })).toEqual({ outcome: 'worse', difference: 0.1 })
    expect(surprise({ actual: 4.1, forecast: 4.3, better: 'lower' })).toEqual({ outcome: 'better', difference: -0.2 })
  })

  it('in line with the forecast, and nothing to say before the release or without a figure', () => {
    expect(surprise({ actual: 0.3, forecast: 0.3, better: 'higher' })).toEqual({ outcome: 'as-expected', difference: 0 })
    expect(surprise({ actual: null, forecast: 0.3, better: 'higher' })).toBeNull()
    expect(surprise({ actual: 0.3, forecast: null, better: 'higher' })).toBeNull()
    expect(surprise({ actual: null, forecast: null, better: null })).toBeNull()
  })
})
