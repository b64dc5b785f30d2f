import { describe, expect, it } from 'vitest'
import { mailMessages } from '../../src/contract/mail-messages'
import { formatMessage } from './messages'

describe('server messages', () => {
  it('put a count in the plural form of the caller’s language', () => {
    const body = (locale: 'de' | 'en' | 'pl', minutes: number) =>
      formatMessage(mailMessages.signupBody, locale, { brand: 'MC Markets', pin: '123456', minutes })
    expect(body('pl', 1)).toContain('przez 1 minutę.')
    expect(body('pl', 3)).toContain('przez 3 minuty.')
    expect(body('pl', 15)).toContain('przez 15 minut.')
    expect(body('de', 1)).toContain('Sie ist 1 Minute lang gültig.')
    expect(body('de', 15)).toContain('Sie ist 15 Minuten lang gültig.')
    expect(body('en', 1)).toContain('It is valid for 1 minute.')
    expect(body('en', 15)).toContain('123456. It is valid for 15 minutes. If you did not register with MC Markets')
  })
})
