import { useLingui } from '@lingui/react/macro'
import { Toaster as Sonner } from 'sonner'
import { toastDurationMs } from '~/config/constants'

/** Toasts as spec section 9 describes: top right, 5 s, paused on hover and when the window loses focus, swipe to dismiss. */
export default function Toaster() {
  const { t } = useLingui()
  return <Sonner position="top-right" duration={toastDurationMs} closeButton richColors containerAriaLabel={t`Notifications`} />
}
