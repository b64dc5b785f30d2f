import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { hasUnsentInput, watchFormActivity } from '~/lib/form-activity'
import { applyUpdate, onUpdateWaiting } from '~/lib/service-worker'

const toastId = 'app-update'

/**
 * Offers a waiting new version in a toast. Accepting reloads into it, unless a form on the page
 * holds unsent input: then the new version loads on the next page the visitor opens, so what
 * they typed is never lost to a reload.
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
              applyUpdate()
              return
            }
            toast.info(
              t`Your form has not been sent yet, so we keep this page. The new version loads when you open the next page.`,
            )
            const unsubscribe = router.subscribe('onResolved', (event) => {
              // Another page, not this one loading its data again (a retry, an invalidation): a
              // reload now would lose the very input the visitor was promised to keep.
              if (!event.pathChanged) return
              unsubscribe()
              applyUpdate()
            })
          },
        },
      })
    })
  }, [t, router])
  return null
}
