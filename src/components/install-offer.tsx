import { Trans, useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { currentInstallOption, dismissInstall, type InstallOption, promptInstall, subscribeInstall } from '~/lib/install-prompt'

const serverOption: InstallOption = { kind: 'none' }

/**
 * The web app as a third way to get the app, beside the store buttons: Chromium's install dialog
 * where the browser offers one, the Share / Add to Home Screen steps on iPhone and iPad. Nothing
 * is rendered before hydration (the prerendered page cannot know the browser) or after "Not now".
 */
export function InstallOffer() {
  const { t } = useLingui()
  const option = useSyncExternalStore(subscribeInstall, currentInstallOption, () => serverOption)
  if (option.kind === 'none') return null
  return (
    <aside className="install-offer" aria-labelledby="install-offer-title">
      <h3 id="install-offer-title">{t`Or install this site as an app`}</h3>
      {option.kind === 'prompt' ? (
        <p>{t`It opens from your home screen, starts in your language and keeps the FAQ and legal documents readable offline.`}</p>
      ) : (
        <ol className="bullet-list">
          <li>
            <Trans>
              Tap <strong>Share</strong> in Safari's toolbar.
            </Trans>
          </li>
          <li>
            <Trans>
              Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
            </Trans>
          </li>
        </ol>
      )}
      <div className="install-actions">
        {option.kind === 'prompt' && (
          <button type="button" className="btn btn-primary" onClick={() => void promptInstall()}>
            {t`Install the app`}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={dismissInstall}>
          {t`Not now`}
        </button>
      </div>
    </aside>
  )
}
