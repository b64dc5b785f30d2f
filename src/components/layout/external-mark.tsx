import { useLingui } from '@lingui/react/macro'

/** The mark of a link that leaves the site in a new tab, said to a screen reader in words. */
export function ExternalMark() {
  const { t } = useLingui()
  return (
    <>
      <span aria-hidden="true" className="external-mark">
        ↗
      </span>
      <span className="visually-hidden">{t`(opens in a new tab)`}</span>
    </>
  )
}
