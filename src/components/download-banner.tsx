import { useLingui } from '@lingui/react/macro'
import { defaultDownloadChannel } from '~/config/constants'
import { downloadQrAddress } from '~/lib/download-channel'
import { InstallOfferIsland } from './install-offer-island'
import { QrCode } from './qr-code'
import { StoreButtons } from './store-buttons'

/** App promotion with the store buttons and, optionally, a QR code that opens the download page on a phone. */
export function DownloadBanner({ showQr = true, channel = defaultDownloadChannel }: { showQr?: boolean; channel?: string }) {
  const { t } = useLingui()
  return (
    <section className="download-banner">
      <div className="container download-inner">
        <div>
          <h2>{t`Trade wherever you are`}</h2>
          <p>{t`The MC Trader app puts live prices, charts, one-tap orders and price alerts in your pocket. Your account, positions and history stay in sync with the web platform.`}</p>
          <StoreButtons />
          <InstallOfferIsland />
        </div>
        {showQr && (
          <figure className="download-qr">
            <QrCode src={downloadQrAddress(channel)} label={t`QR code linking to the app download`} />
            <figcaption>{t`Scan with your phone's camera to download the app.`}</figcaption>
          </figure>
        )}
      </div>
    </section>
  )
}
