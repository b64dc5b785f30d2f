import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'

interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  children: ReactNode
  onConfirm: () => void
  /** Called on the cancel button, on Escape and on a click outside. */
  onCancel: () => void
  okLabel?: string
  cancelLabel?: string
  hideCancel?: boolean
}

/**
 * The confirmation dialog of spec section 2 (OK defaults to "Yes", cancel to "No", cancel can be
 * hidden). A modal <dialog> traps focus and returns it to the opener when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  okLabel,
  cancelLabel,
  hideCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <div className="dialog-actions">
        {!hideCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {cancelLabel ?? t`No`}
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={onConfirm} autoFocus>
          {okLabel ?? t`Yes`}
        </button>
      </div>
    </dialog>
  )
}
