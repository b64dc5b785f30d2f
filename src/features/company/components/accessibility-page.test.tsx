import { screen } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { brand } from '~/config/brand'
import { locales } from '~/contract/locales'
import { activateLocale } from '~/lib/i18n'
import { renderWithRouter } from '~/test/render'
import { AccessibilityPage } from './accessibility-page'

afterAll(() => activateLocale('en'))

/** The sections of the EU model accessibility statement (Implementing Decision (EU) 2018/1523), in its order. */
const modelSections = {
  de: [
    'Stand der Vereinbarkeit mit den Anforderungen',
    'Nicht barrierefreie Inhalte',
    'Erstellung dieser Erklärung zur Barrierefreiheit',
    'Feedback und Kontaktangaben',
    'Durchsetzungsverfahren',
  ],
  en: [
    'Compliance status',
    'Non-accessible content',
    'Preparation of this statement',
    'Feedback and contact',
    'Enforcement procedure',
  ],
  pl: [
    'Status pod względem zgodności',
    'Treści niedostępne',
    'Sporządzenie niniejszej deklaracji dostępności',
    'Informacje zwrotne i dane kontaktowe',
    'Procedura egzekwowania',
  ],
}

describe('the accessibility statement', () => {
  it.each(locales)('follows the EU model statement in %s, with the date, the contact and the authorities', async (locale) => {
    await activateLocale(locale)
    await renderWithRouter(<AccessibilityPage />, `/${locale}/more/accessibility`)
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(modelSections[locale])
    expect(screen.getByRole('link', { name: brand.email })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@/))
    const text = document.body.textContent ?? ''
    expect(text).toMatch(/\(WCAG\) 2\.1/)
    expect(text).toContain('EN 301 549')
    expect(text).toContain('57(I)/2024')
    expect(text).toContain({ de: '24. November 2026', en: '24 November 2026', pl: '24 listopada 2026' }[locale])
    for (const sweep of ['accessibility.spec.ts', 'overflow.spec.ts']) expect(text).toContain(sweep)
  })
})
