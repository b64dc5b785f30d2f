import { useLingui } from '@lingui/react/macro'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { WithSiteChrome } from './site-chrome'

/**
 * What a route shows when its loader or its part of the page fails (most often a chunk or a request
 * lost to a dropped connection), in place of that part only, so the layout around it stays: the
 * header and footer, and the risk warning and cookie choice of the root.
 */
export function RouteError() {
  const { t } = useLingui()
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  // A query that failed under a suspense boundary is fetched again when the page renders anew.
  useEffect(() => queryErrors.reset(), [queryErrors])
  return (
    <WithSiteChrome>
      <section className="container page-intro route-error" role="alert">
        <h1>{t`This page could not be loaded`}</h1>
        <p className="lead">{t`Perhaps the connection dropped. Please try again.`}</p>
        <p>
          {/* Loads the page's data again; the error boundary resets once its route has loaded. */}
          <button type="button" className="btn btn-primary" onClick={() => void router.invalidate()}>
            {t`Try again`}
          </button>
        </p>
      </section>
    </WithSiteChrome>
  )
}
