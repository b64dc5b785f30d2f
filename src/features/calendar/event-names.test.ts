import { describe, expect, it } from 'vitest'
import { economicIndicators } from '~/config/economic-indicators'
import { hasName } from './event-names'

describe('indicator names', () => {
  it('every indicator of the source has a name the catalogs translate', () => {
    expect(economicIndicators.filter((indicator) => !hasName(indicator.title)).map((i) => i.title)).toEqual([])
  })
})
