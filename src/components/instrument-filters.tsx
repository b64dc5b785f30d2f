import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import type { Market } from '~/config/instruments'
import { FormField } from './form-field'

export const marketNames: Record<Market, MessageDescriptor> = {
  forex: msg`Forex`,
  metals: msg`Metals`,
  energy: msg`Energy`,
  indices: msg`Spot indices`,
}

/**
 * The market and name filters above a table of all instruments (the markets page, the costs page);
 * a table's own fields follow them as children.
 */
export function InstrumentFilters({
  market,
  onMarketChange,
  query,
  onQueryChange,
  children,
}: {
  market: Market | 'all'
  onMarketChange: (market: Market | 'all') => void
  query: string
  onQueryChange: (query: string) => void
  children?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const ids = useId()
  return (
    <div className="instrument-filters">
      <div className="form-field">
        <label htmlFor={`${ids}-market`}>{t`Market`}</label>
        <select id={`${ids}-market`} value={market} onChange={(event) => onMarketChange(event.target.value as Market | 'all')}>
          <option value="all">{t`All markets`}</option>
          {(Object.keys(marketNames) as Market[]).map((each) => (
            <option key={each} value={each}>
              {i18n._(marketNames[each])}
            </option>
          ))}
        </select>
      </div>
      <FormField
        id={`${ids}-name`}
        label={t`Name contains`}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      {children}
    </div>
  )
}
