import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '~/lib/i18n'
import { renderWithProviders } from '~/test/render'
import { PaymentMethods } from './payment-methods'

describe('payment methods', () => {
  it('name a bank transfer in the reader’s language and card schemes as the brands write them', async () => {
    await activateLocale('pl')
    const polish = renderWithProviders(<PaymentMethods methods={['Bank Wire', 'Visa', 'MasterCard', 'Maestro']} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Przelew bankowy',
      'Visa',
      'MasterCard',
      'Maestro',
    ])
    polish.unmount()
    await activateLocale('de')
    renderWithProviders(<PaymentMethods methods={['Bank Wire']} />)
    expect(screen.getByText('Banküberweisung')).toBeTruthy()
  })
})
