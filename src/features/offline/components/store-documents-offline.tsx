import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import type { Locale } from '~/contract/locales'
import { intlLocale } from '~/lib/locale-path'
import { countFormat, numberFormat } from '~/lib/number-format'
import { postToWorker } from '~/lib/service-worker'
import { isCached } from '~/lib/storage'
import { useHydrated } from '~/lib/use-hydrated'
import { cacheNames, type StoreProgress } from '~/sw/messages'

/** A document's file and, for a policy, the data its page renders from: both are needed to read it offline. */
interface StoredDocument {
  path: string
  bytes: number
  data?: string
  dataBytes?: number
}

const filesOf = (document: StoredDocument) => (document.data ? [document.path, document.data] : [document.path])
const bytesOf = (document: StoredDocument) => document.bytes + (document.dataBytes ?? 0)

type State =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'idle'; stored: number; storedBytes: number }
  | { kind: 'storing'; done: number; total: number }
  | { kind: 'finished'; stored: number; storedBytes: number; failed: number }

async function countStored(documents: StoredDocument[]) {
  let stored = 0
  let storedBytes = 0
  for (const document of documents) {
    const cached = await Promise.all(filesOf(document).map((path) => isCached(cacheNames.legal, path)))
    if (cached.every(Boolean)) {
      stored += 1
      storedBytes += bytesOf(document)
    }
  }
  return { stored, storedBytes }
}

/**
 * "Make available offline" for the legal library: the service worker stores every listed document
 * (two at a time) and reports each one, so the visitor sees the progress and what is on the device
 * against what all of them take. The library lists the documents of the visitor's language only.
 */
export function StoreDocumentsOffline({ documents }: { documents: StoredDocument[] | undefined }) {
  const { t, i18n } = useLingui()
  const hydrated = useHydrated()
  const [state, setState] = useState<State>({ kind: 'checking' })
  const total = documents?.length ?? 0
  const totalBytes = documents?.reduce((sum, document) => sum + bytesOf(document), 0) ?? 0

  const refresh = useCallback(async () => {
    if (!documents) return
    if (!('serviceWorker' in navigator) || !('caches' in window)) {
      setState({ kind: 'unsupported' })
      return
    }
    setState({ kind: 'idle', ...(await countStored(documents)) })
  }, [documents])

  useEffect(() => {
    if (hydrated) void refresh()
  }, [hydrated, refresh])

  const store = () => {
    if (!documents) return
    const channel = new MessageChannel()
    setState({ kind: 'storing', done: 0, total })
    channel.port1.onmessage = async (event: MessageEvent<StoreProgress>) => {
      const progress = event.data
      if (progress.done < progress.total) {
        setState({ kind: 'storing', done: progress.done, total: progress.total })
        return
      }
      channel.port1.close()
      setState({ kind: 'finished', failed: progress.failed, ...(await countStored(documents)) })
    }
    void postToWorker({ type: 'store-documents', urls: documents.flatMap(filesOf) }, [channel.port2])
  }

  if (!hydrated || !documents || state.kind === 'checking') return null
  const locale = intlLocale[i18n.locale as Locale]
  const size = (bytes: number) =>
    numberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(bytes / 1024)
  const count = countFormat(locale)
  const stored = count.format('stored' in state ? state.stored : 0)
  const storedSize = 'storedBytes' in state ? size(state.storedBytes) : ''
  const failed = state.kind === 'finished' ? state.failed : 0
  const failedCount = count.format(failed)
  const totalCount = count.format(total)
  const totalSize = size(totalBytes)

  return (
    <div className="offline-store" role="group" aria-labelledby="offline-store-title">
      {/* The block follows the page's h1 directly, so it is a section heading (h2), not a subsection's. */}
      <h2 id="offline-store-title">{t`Read offline`}</h2>
      {state.kind === 'unsupported' ? (
        <p>{t`This browser cannot keep documents for offline reading. Download the PDFs to keep a copy.`}</p>
      ) : (
        <>
          <p aria-live="polite">
            {state.kind === 'storing'
              ? t`Storing documents: ${state.done} of ${state.total}…`
              : failed > 0
                ? t`${plural(failed, { one: `${failedCount} document could not be stored. Check your connection and try again.`, other: `${failedCount} documents could not be stored. Check your connection and try again.` })}`
                : `${t`${plural(total, { one: `${stored} of ${totalCount} document is stored on this device (${storedSize}).`, other: `${stored} of ${totalCount} documents are stored on this device (${storedSize}).` })}`} ${t`In all, the documents in your language take ${totalSize}.`}`}
          </p>
          {state.kind === 'storing' && (
            <progress max={state.total} value={state.done} aria-label={t`Documents stored`}>
              {state.done}/{state.total}
            </progress>
          )}
          {state.kind !== 'storing' && (state.stored < total || (state.kind === 'finished' && state.failed > 0)) && (
            <button type="button" className="btn btn-secondary" onClick={store}>
              {t`Make available offline`}
            </button>
          )}
        </>
      )}
    </div>
  )
}
