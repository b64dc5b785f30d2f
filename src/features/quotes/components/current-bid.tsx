import { useLingui } from '@lingui/react/macro'
import { findInstrument, instruments } from '~/config/instruments'
import { intlLocale } from '~/lib/locale-path'
import { priceFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { useQueryInTransition } from '~/lib/use-query-in-transition'
import { quoteQueries } from '../queries'

const allNames = instruments.map((i) => i.name)

/**
 * "Bid now: …" for one instrument, from the prices the quotes board on the same page keeps fresh;
 * nothing until the board has its first prices. Other features show it through a slot.
 */
export function CurrentBid({ symbol }: { symbol: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  // Each tick re-renders it: as a transition, not as a synchronous render beside the board's.
  const quotes = useQueryInTransition({ ...quoteQueries.list(allNames, false), enabled: false })
  const bid = quotes.data?.find((q) => q.name === symbol)?.bid
  if (bid === undefined) return null
  return <>{t`Bid now: ${priceFormat(intlLocale[locale], findInstrument(symbol)?.digits ?? 2).format(bid)}`}</>
}
