import { Trans, useLingui } from '@lingui/react/macro'
import { InstallOfferIsland } from '~/components/install-offer-island'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { QrCode } from '~/components/qr-code'
import { StoreButtons } from '~/components/store-buttons'
import { androidDownloadUrl, downloadQrAddress } from '~/lib/download-channel'

export function DownloadPage({ channel }: { channel: string }) {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Download the MC Trader app`} kicker={t`Mobile trading`}>
        <p>
          <Trans>
            Trade forex, metals, energies and indices from your phone. The app is free and works with the same login as the client
            portal.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Get the app`}>
        <div className="download-grid">
          <div>
            <StoreButtons />
            <p className="download-direct">
              <a href={androidDownloadUrl(channel)} download>
                {t`Download the Android app directly (APK)`}
              </a>
            </p>
            <p className="field-hint">{t`Download channel: ${channel}`}</p>
          </div>
          <figure className="download-qr">
            <QrCode src={downloadQrAddress(channel)} label={t`QR code for this download page`} size={200} eager />
            <figcaption>{t`On a computer? Scan this code with your phone's camera to open this page there.`}</figcaption>
          </figure>
          {/* After the QR code, not above it: the offer appears once the browser has offered to install
              the site (after hydration), and above the code it pushed the code down on a phone screen. */}
          <InstallOfferIsland />
        </div>
      </Section>
      <Section title={t`What you need`} tone="muted">
        <CardGrid>
          <Card title="Android">
            <p>{t`Android 8.0 or newer. When you install the APK directly, allow installation from your browser once in the system settings.`}</p>
          </Card>
          <Card title="iOS">
            <p>{t`iOS 15 or newer on iPhone and iPad, from the App Store.`}</p>
          </Card>
          <Card title={t`Your account`}>
            <p>{t`Log in with your existing e-mail address and password, or open an account in the app in a few minutes.`}</p>
          </Card>
        </CardGrid>
      </Section>
    </>
  )
}
