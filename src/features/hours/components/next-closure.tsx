import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalLink } from '~/components/local-link'
import { findInstrument } from '~/config/instruments'
import { nextClosureOf } from '~/config/market-closures'
import type { InstrumentName } from '~/contract/instruments'
import { useHydrated } from '~/lib/use-hydrated'
import { useNow } from '~/lib/use-now'
import { hoursQueries } from '../queries'
import { ClosureDay } from './closure-text'

/**
 * An instrument's next closure, for its page. The instrument page loads this as an island once the
 * page is interactive (its first load is at its budget); the prerender shows the link alone.
 */
export function NextClosure({ name }: { name: InstrumentName }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const now = useNow(60_000, hydrated)
  const closures = useQuery({ ...hoursQueries.closures(), enabled: hydrated })
  const instrument = findInstrument(name)!
  const list = closures.data?.list
  const next = list && nextClosureOf(name, list, now)
  return (
    <p className="next-closure">
      <strong>{t`Next closure`}:</strong>{' '}
      {next ? <ClosureDay closure={next} session={instrument.session} /> : list ? t`None in the next eight weeks` : '—'}{' '}
      <LocalLink to="/trading/hours" hash="closures">{t`All trading hours and holidays`}</LocalLink>
    </p>
  )
}
