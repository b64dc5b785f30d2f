import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { toastDismissShare, toastDurationMs } from '~/config/constants'

/**
 * Sonner dismisses a toast dragged 45 px, or flicked; spec section 9 asks for a drag over 80 % of
 * its width. Sonner has no option for that, so a release short of it is made a release with no
 * drag at all before sonner reads it (capture phase, ahead of React's handler): the toast springs
 * back, and a longer drag leaves with sonner's own animation.
 */
function holdShortSwipes(event: PointerEvent) {
  const toast = (event.target as Element | null)?.closest?.<HTMLElement>('[data-sonner-toast]')
  if (!toast) return
  const dragged = Math.abs(Number.parseFloat(toast.style.getPropertyValue('--swipe-amount-x')) || 0)
  if (dragged < toast.getBoundingClientRect().width * toastDismissShare) {
    toast.style.setProperty('--swipe-amount-x', '0px')
    toast.style.setProperty('--swipe-amount-y', '0px')
  }
}

/** Toasts as spec section 9 describes: top right, 5 s, paused on hover and when the window loses focus, dragged sideways to dismiss. */
export default function Toaster() {
  const { t } = useLingui()
  useEffect(() => {
    document.addEventListener('pointerup', holdShortSwipes, { capture: true })
    return () => document.removeEventListener('pointerup', holdShortSwipes, { capture: true })
  }, [])
  return (
    <Sonner
      position="top-right"
      duration={toastDurationMs}
      swipeDirections={['left', 'right']}
      closeButton
      richColors
      containerAriaLabel={t`Notifications`}
    />
  )
}
