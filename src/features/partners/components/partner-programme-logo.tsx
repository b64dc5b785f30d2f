import { useLingui } from '@lingui/react/macro'
import { brand } from '~/config/brand'

/**
 * The partner programme's mark, the second logo of the partner header (spec section 2): two linked
 * rings on the accent tile and the programme's name, drawn inline like the brand's logo. The
 * wordmark is the programme's name in every language; screen readers get it as the image's name.
 */
export function PartnerProgrammeLogo() {
  const { t } = useLingui()
  return (
    <svg
      className="partner-programme-logo"
      viewBox="0 0 136 32"
      width="136"
      height="32"
      role="img"
      aria-label={t`${brand.name} Partners`}
    >
      <rect width="32" height="32" rx="7" className="partner-programme-tile" />
      <circle cx="12.5" cy="16" r="6" className="partner-programme-ring" />
      <circle cx="19.5" cy="16" r="6" className="partner-programme-ring" />
      <text x="40" y="14" className="partner-programme-brand">
        {brand.name}
      </text>
      <text x="40" y="28" className="partner-programme-name">
        PARTNERS
      </text>
    </svg>
  )
}
