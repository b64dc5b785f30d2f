import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findSpec } from '~/config/instrument-specs'
import { activateLocale } from '~/lib/i18n'
import { renderWithRouter } from '~/test/render'
import { SpecificationTable } from './specification-table'

const gold = findSpec('XAUUSD')!
const euro = findSpec('EURUSD')!
const noPrices = () => undefined

describe('counts in the contract specification', () => {
  it('take the Polish form each number needs', async () => {
    await activateLocale('pl')
    await renderWithRouter(<SpecificationTable instrument={gold} mid={noPrices} />, '/pl/trading/metals/xauusd')
    expect(screen.getByText('100 uncji trojańskich')).toBeTruthy()
    expect(screen.getByText('2 miejsca po przecinku, 1 punkt = 0,01')).toBeTruthy()
    expect(screen.getByText('Minimum 0,01 lota, maksimum 20 lotów, w krokach co 0,01')).toBeTruthy()
    expect(screen.getByText(/38,5 punktu na lot za noc/)).toBeTruthy()
  })

  it('keep the German plural for several', async () => {
    await activateLocale('de')
    await renderWithRouter(<SpecificationTable instrument={euro} mid={noPrices} />, '/trading/forex/eurusd')
    expect(screen.getByText('5 Nachkommastellen, 1 Pip = 0,0001')).toBeTruthy()
    expect(screen.getByText(/^Mindestens 0,01 Lots, höchstens \d+ Lots, in Schritten von 0,01$/)).toBeTruthy()
  })

  it('use the singular for exactly one', async () => {
    const wholeLots = { ...gold, digits: 1, minLots: 1, maxLots: 1, lotStep: 1, contractSize: 1 }
    await activateLocale('de')
    await renderWithRouter(<SpecificationTable instrument={wholeLots} mid={noPrices} />, '/trading/metals/xauusd')
    expect(screen.getByText('1 Nachkommastelle, 1 Punkt = 0,01')).toBeTruthy()
    expect(screen.getByText('Mindestens 1 Lot, höchstens 1 Lot, in Schritten von 1')).toBeTruthy()
    expect(screen.getByText('1 Feinunze')).toBeTruthy()
  })
})

describe('glossary links in the contract specification', () => {
  it("link each explained term once, to its anchor in the glossary of the page's language", async () => {
    await activateLocale('pl')
    const { container } = await renderWithRouter(
      <SpecificationTable instrument={euro} mid={noPrices} />,
      '/pl/trading/forex/eurusd',
    )
    const links = [...container.querySelectorAll('a.glossary-link')].map((a) => [a.getAttribute('href'), a.textContent])
    expect(links).toEqual([
      ['/pl/more/glossary#lot', 'lotowi'],
      ['/pl/more/glossary#pip', 'Pips'],
      ['/pl/more/glossary#spread', 'spread'],
      ['/pl/more/glossary#margin', 'depozyt zabezpieczający'],
      ['/pl/more/glossary#swap', 'punkty swapowe'],
      ['/pl/more/glossary#triple-swap', 'punkty swapowe za trzy dni'],
    ])
  })
})
