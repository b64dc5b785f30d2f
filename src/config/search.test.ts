import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { findEntries, type SearchEntry, searchOptions } from './search'

/** Two glossary entries as the built index holds them: the exact term has the longer text. */
const entries: SearchEntry[] = [
  {
    id: 0,
    kind: 'glossary',
    title: 'Swap',
    text: 'The interest paid or earned for holding a position open overnight, booked at the rollover from the difference between the interest rates of the two currencies, with the broker’s charge; shown in pips (points) per lot and night.',
    summary: 'The interest paid or earned for holding a position overnight.',
    path: '/en/more/glossary#swap',
  },
  {
    id: 1,
    kind: 'glossary',
    title: 'Triple swap',
    text: 'The swap booked three times on one night of the week.',
    summary: 'The swap booked three times on one night of the week.',
    path: '/en/more/glossary#triple-swap',
  },
]

describe('the site search', () => {
  const index = new MiniSearch<SearchEntry>(searchOptions)
  index.addAll(entries)

  it('lists the entry titled exactly as the query first, however its text scores', () => {
    // MiniSearch's own score favours the shorter entry whose text holds the word as well.
    expect(index.search('swap')[0]?.title).toBe('Triple swap')
    expect(findEntries(index, 'swap').map((entry) => entry.title)).toEqual(['Swap', 'Triple swap'])
    expect(findEntries(index, '  SWAP ').map((entry) => entry.title)).toEqual(['Swap', 'Triple swap'])
    expect(findEntries(index, 'triple swap').map((entry) => entry.title)).toEqual(['Triple swap'])
    expect(findEntries(index, 'Triple   Swap').map((entry) => entry.title)).toEqual(['Triple swap'])
  })

  it('finds nothing for an empty query', () => {
    expect(findEntries(index, '   ')).toEqual([])
  })
})
