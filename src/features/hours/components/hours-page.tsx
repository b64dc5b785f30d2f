import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LocalLink } from '~/components/local-link'
import { ClosureList } from '~/components/market-closure-text'
import { PageIntro, Section } from '~/components/page-blocks'
import { TableScroll } from '~/components/table-scroll'
import { instrumentPath, instruments, type Session } from '~/config/instruments'
import { isTradingAt } from '~/config/market-closures'
import { apiPaths } from '~/contract/paths'
import { marketClosureQueries } from '~/lib/market-closures-query'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'
import { useNow } from '~/lib/use-now'
import { useQueryInTransition } from '~/lib/use-query-in-transition'

/**
 * Every instrument's hours this week and the closures and shortened sessions of the next eight
 * weeks. The weekly hours are prerendered in UTC (the prerender cannot know the visitor's zone) and
 * turn into the visitor's zone once the page runs, in text of the same length, so nothing moves.
 * The closures are a pure function of the day that the server computes (W209); they arrive once
 * the page runs, below the table, and are kept on the device for offline reading.
 */
export function HoursPage({ hoursOf }: { hoursOf: (session: Session) => ReactNode }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const now = useNow(30_000, hydrated)
  const lang = useLocale()
  const closures = useQueryInTransition({ ...marketClosureQueries.closures(), enabled: hydrated })
  const list = closures.data?.list
  const feed = `${hydrated ? window.location.origin : ''}${apiPaths.closuresFeed}?lang=${lang}`
  const webcal = feed.replace(/^https?:/, 'webcal:')
  return (
    <>
      <PageIntro title={t`Trading hours and holidays`} kicker={<LocalLink to="/trading/tools">{t`Trading tools`}</LocalLink>}>
        <p>
          {t`When each of our 30 instruments trades this week, whether it is open now, and the days of the next eight weeks on which markets close or close early for a holiday.`}{' '}
          <a href="#closures">{t`Closures and shortened sessions`}</a>
        </p>
      </PageIntro>
      <Section title={t`This week's trading hours`} id="this-week">
        <p>
          {t`The hours are in UTC until the page has loaded, then in your own time zone; each row names its zone. Holidays change them: see the closures below the table.`}
        </p>
        <TableScroll label={t`Trading hours of every instrument`}>
          <table className="data-table hours-table">
            <caption>{t`Trading hours of every instrument`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Symbol`}</th>
                <th scope="col">{t`Trading hours`}</th>
                <th scope="col">{t`Now`}</th>
              </tr>
            </thead>
            <tbody>
              {instruments.map((instrument) => {
                const open = hydrated ? isTradingAt(instrument.name, now, list ?? []) : undefined
                return (
                  <tr key={instrument.name}>
                    <th scope="row">
                      <LocalLink to={instrumentPath(instrument)}>{instrument.name}</LocalLink>
                    </th>
                    <td>{hoursOf(instrument.session)}</td>
                    <td className="market-now">
                      {open === undefined
                        ? '—'
                        : open
                          ? t({ message: 'Open', context: 'market status' })
                          : t({ message: 'Closed', context: 'market status' })}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section title={t`Closures and shortened sessions`} id="closures" tone="muted">
        <p>
          {t`Every market closes on Christmas Day and New Year's Day. The indices and oil also close on their exchanges' bank holidays; the US indices and oil close early on the day after Thanksgiving and on Christmas Eve. Forex and metals trade through the other holidays.`}
        </p>
        {list ? (
          <ClosureList closures={list} />
        ) : (
          <p role="status">
            {closures.isError ? t`The closures could not be loaded. Please try again later.` : t`Loading the closures…`}
          </p>
        )}
        <h3>{t`Closures in your calendar`}</h3>
        <p>{t`The closures of the next eight weeks as a calendar feed that updates itself.`}</p>
        <p className="export-actions">
          <a className="btn btn-secondary" href={`${feed}&download=1`} download="market-closures.ics">
            {t`Download (.ics)`}
          </a>
          <a className="btn btn-secondary" href={webcal}>
            {t`Subscribe (Apple, Outlook)`}
          </a>
          <a
            className="btn btn-secondary"
            href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t`Subscribe in Google Calendar`}
            <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        </p>
      </Section>
    </>
  )
}
