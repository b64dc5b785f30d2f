import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { localizedPath } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'
import { offlinePageMarker } from '../offline-address'

/**
 * Shown by the service worker for a page that was never stored on this device. It says what can
 * be read offline and retries the wanted page by itself once the connection is back.
 */
export function OfflinePage({ from }: { from: string | undefined }) {
  const { t } = useLingui()
  const locale = useLocale()
  const retry = () => window.location.assign(from ?? localizedPath(locale, '/'))
  useEffect(() => {
    if (!from) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    // "online" only means a network interface is up: the page is opened once the server answers.
    const probe = async (attempt: number) => {
      const reachable = await fetch(from, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => response.ok,
        () => false,
      )
      if (stopped) return
      if (reachable) window.location.assign(from)
      else if (attempt < 5) timer = setTimeout(() => void probe(attempt + 1), 1000 * 2 ** attempt)
    }
    const onOnline = () => void probe(0)
    window.addEventListener('online', onOnline)
    // Already online: the server was unreachable a moment ago, so it is tried again with backoff.
    if (navigator.onLine) onOnline()
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('online', onOnline)
    }
  }, [from])
  return (
    <div {...{ [offlinePageMarker]: '' }}>
      <PageIntro title={t`You are offline`}>
        <p>
          <Trans>
            This page has not been saved on this device yet, so it needs a connection. The page opens by itself as soon as you are
            back online.
          </Trans>
        </p>
        <p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            {t`Try again`}
          </button>
        </p>
      </PageIntro>
      <Section title={t`Available without a connection`}>
        <p>{t`The pages you have opened before, all pages in your language once the app has stored them, and these:`}</p>
        <ul className="bullet-list">
          <li>
            <LocalLink to="/more/faq">{t`Frequently asked questions`}</LocalLink>
          </li>
          <li>
            <LocalLink to="/more/legal">{t`Legal documents`}</LocalLink>
          </li>
          <li>
            <LocalLink to="/">{t`Home page`}</LocalLink>
          </li>
        </ul>
      </Section>
    </div>
  )
}
