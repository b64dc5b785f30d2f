import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { hasUnsentInput, watchFormActivity } from '~/lib/form-activity'
import { applyUpdate, onUpdateWaiting } from '~/lib/service-worker'
import { settledWithin } from '~/lib/when-idle'

const toastId = 'app-update'

/** How long the next page's code may take to load before the update goes ahead without it. */
const preloadWait = 2000

/**
 * Offers a waiting new version in a toast. Accepting reloads into it, unless a form on the page
 * holds unsent input: then the new version loads on the next page the visitor opens, so what
 * they typed is never lost to a reload. That next page is held back until the new version is in
 * force and then opens as a document (the router's history blocker), not rendered by the old code.
 */
export function UpdatePrompt() {
  const { t } = useLingui()
  const router = useRouter()
  useEffect(() => {
    watchFormActivity()
    return onUpdateWaiting(async () => {
      const { toast } = await import('sonner')
      toast(t`A new version of this site is ready.`, {
        id: toastId,
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: t`Reload`,
          onClick: () => {
            if (!hasUnsentInput()) {
              void applyUpdate()
              return
            }
            toast.info(
              t`Your form has not been sent yet, so we keep this page. The new version loads when you open the next page.`,
            )
            const unblock = router.history.block({
              enableBeforeUnload: false,
              blockerFn: ({ currentLocation, nextLocation, action }) => {
                // The same page with another query or fragment keeps what was typed: not yet.
                if (nextLocation.pathname === currentLocation.pathname) return false
                unblock()
                // A link or a redirect after sending: the next page is loaded as a document, by
                // the new version, instead of the old code rendering it. Its requests would reach
                // the old worker while it gives way, and Chromium then holds the new one back.
                if (action === 'PUSH' || action === 'REPLACE') {
                  const { href } = nextLocation
                  const replace = action === 'REPLACE'
                  // Should the new version not take over in time, the old code renders the page
                  // after all (its code is loaded by then): the click is never held.
                  const openInPlace = () => void router.navigate({ href, replace })
                  // Focusing the link already started preloading the page's code: that request
                  // finishes first (for a few seconds at most), so no request reaches the old
                  // worker while it gives way. The router reads `href` as `navigate` does; its
                  // types ask for a route's path.
                  const preload = { href } as unknown as Parameters<typeof router.preloadRoute>[0]
                  void settledWithin(router.preloadRoute(preload), preloadWait).then(() =>
                    applyUpdate({ href, replace, openInPlace }),
                  )
                  return true
                }
                // Back or forward: the browser has moved already; the page reloads as the new version.
                void applyUpdate()
                return false
              },
            })
          },
        },
      })
    })
  }, [t, router])
  return null
}
