import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '~/lib/i18n'
import { renderWithRouter } from '~/test/render'
import { PartnerLayout, type PartnerLayoutOptions } from './partner-layout'

// The lead form is an island: its code loads once the page is interactive, here at once.
vi.mock('~/lib/page-interactive', () => ({ whenInteractive: <T,>(work: () => T) => Promise.resolve().then(work) }))

beforeAll(() => activateLocale('en'))

async function renderLayout(options: PartnerLayoutOptions) {
  await renderWithRouter(
    <PartnerLayout {...options}>
      <h1>Partner page</h1>
    </PartnerLayout>,
    '/partner',
  )
  await screen.findByRole('heading', { level: 1 })
  if (options.showForm) await screen.findByRole('heading', { name: 'Partner with us now!' })
}

describe('partner layout options', () => {
  it('numNav 2: a static bar with the logo and three links', async () => {
    await renderLayout({ numNav: 2, footer: 1, showForm: false })
    const bar = screen.getAllByRole('banner')[0]!
    expect(bar).toHaveClass('partner-bar')
    const links = within(within(bar).getByRole('navigation', { name: 'Partner programme' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    // The partner page speaks English by default, so its links lead to the English pages.
    expect(links).toEqual(['/en', '/en/about/why', '/en/trading/forex', '/en/platforms/mt4'])
    expect(screen.queryByRole('link', { name: /Become an Affiliate/ })).toBeNull()
  })

  it('otherwise: the overlay header with two logos and the Become an Affiliate button', async () => {
    await renderLayout({ numNav: 1, footer: 1, showForm: false })
    const header = screen.getAllByRole('banner')[0]!
    expect(header).toHaveClass('partner-overlay')
    expect(within(header).getByRole('link', { name: 'Home' })).toBeInTheDocument()
    // The second logo is the partner programme's mark, linking to the partnerships site.
    const programme = within(header).getByRole('link', { name: /MC Markets Partners/ })
    expect(programme).toHaveAttribute('href', 'https://partners.mcmarkets.example/')
    expect(within(programme).getByRole('img', { name: 'MC Markets Partners' }).tagName).toBe('svg')
    expect(within(header).getByRole('link', { name: /Become an Affiliate/ })).toBeInTheDocument()
  })

  it('numNav 2 keeps a choice of language where small screens hide the bar', async () => {
    await renderLayout({ numNav: 2, footer: 1, showForm: false })
    const bar = screen.getAllByRole('banner')[0]!
    const compact = bar.querySelector('.partner-bar-compact')!
    expect(within(compact as HTMLElement).getByRole('combobox', { name: 'Language' })).toBeInTheDocument()
  })

  it('footer 0 hides the footer; showForm shows the lead form', async () => {
    await renderLayout({ numNav: 2, footer: 0, showForm: true })
    expect(screen.queryByRole('contentinfo')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Partner with us now!' })).toBeInTheDocument()
    expect(
      screen.getByText('Leave your details and one of our partnership representatives will contact you shortly.'),
    ).toBeInTheDocument()
  })

  it('without showForm there is no lead form, and the footer lists Maestro among the payment methods', async () => {
    await renderLayout({ numNav: 2, footer: 1, showForm: false })
    expect(screen.queryByRole('heading', { name: 'Partner with us now!' })).toBeNull()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('list', { name: 'Accepted payment methods' })).toHaveTextContent('Maestro')
  })
})

describe('lead form answers', () => {
  it('an answer without dt shows nothing, as the spec says; an answer with dt opens Submission Complete', async () => {
    const answers = [
      { res: 1, ec: 0, msg: '' },
      { res: 1, ec: 0, dt: { id: 7 }, msg: '' },
    ]
    const sent: unknown[] = []
    vi.stubGlobal('fetch', async (_: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'Content-Type': 'application/json' } })
    })
    try {
      await renderLayout({ numNav: 2, footer: 0, showForm: true })
      fireEvent.change(screen.getByLabelText('E-mail address (required)'), { target: { value: 'ib@partner.de' } })
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
      await waitFor(() => expect(sent).toHaveLength(1))
      await new Promise((r) => setTimeout(r, 50))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.getByLabelText('E-mail address (required)')).toHaveValue('ib@partner.de')

      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
      await waitFor(() => expect(sent).toHaveLength(2))
      expect(await screen.findByRole('dialog', { name: 'Submission Complete' })).toBeInTheDocument()
      expect(sent[1]).toMatchObject({ email: 'ib@partner.de', language: 'en' })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
