import { useLingui } from '@lingui/react/macro'
import { brand } from '~/config/brand'

/** The app-store links; the label names the store in words so the buttons read well to everyone. */
export function StoreButtons() {
  const { t } = useLingui()
  return (
    <ul className="store-buttons">
      <li>
        <a className="store-button" href={brand.urls.googlePlay} target="_blank" rel="noopener">
          <span className="store-small">{t`Get it on`}</span>
          <span className="store-name">Google Play</span>
          <span className="visually-hidden">{t`(opens in a new tab)`}</span>
        </a>
      </li>
      <li>
        <a className="store-button" href={brand.urls.appStore} target="_blank" rel="noopener">
          <span className="store-small">{t`Download on the`}</span>
          <span className="store-name">App Store</span>
          <span className="visually-hidden">{t`(opens in a new tab)`}</span>
        </a>
      </li>
    </ul>
  )
}
