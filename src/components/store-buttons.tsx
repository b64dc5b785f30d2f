import { useLingui } from '@lingui/react/macro'
import { brand } from '~/config/brand'
import { StoreMark } from './brand-marks'

/**
 * The app-store links as badges: the store's mark and its localized wording (Google's and Apple's
 * badge texts: "Jetzt bei Google Play", "Pobierz w App Store"), written here rather than taken from
 * their badge images, which are not in the repository; the words are also the link's name.
 */
export function StoreButtons() {
  const { t } = useLingui()
  return (
    <ul className="store-buttons">
      <li>
        <a className="store-button" href={brand.urls.googlePlay} target="_blank" rel="noopener">
          <StoreMark store="google-play" />
          <span className="store-small">{t`Get it on`}</span>
          <span className="store-name">Google Play</span>
          <span className="visually-hidden">{t`(opens in a new tab)`}</span>
        </a>
      </li>
      <li>
        <a className="store-button" href={brand.urls.appStore} target="_blank" rel="noopener">
          <StoreMark store="apple" />
          <span className="store-small">{t`Download on the`}</span>
          <span className="store-name">App Store</span>
          <span className="visually-hidden">{t`(opens in a new tab)`}</span>
        </a>
      </li>
    </ul>
  )
}
