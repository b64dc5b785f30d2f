import { useLingui } from '@lingui/react/macro'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { SearchCombobox } from './search-combobox'

interface SearchDialogProps {
  /** The header's search link, which gets the focus back when the dialog closes. */
  trigger: RefObject<HTMLElement | null>
  onClose: () => void
}

/**
 * The search over the page: a modal <dialog> (focus kept inside, Escape closes, the page inert)
 * with the field focused. Loaded by the header only when a visitor goes to search, with the index.
 */
export function SearchDialog({ trigger, onClose }: SearchDialogProps) {
  const { t } = useLingui()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    dialog.showModal()
    inputRef.current?.focus()
    return () => dialog.close()
  }, [])
  const close = () => {
    onClose()
    trigger.current?.focus()
  }
  return (
    // Escape is the keyboard's way to close it; the click handler only adds a click on the backdrop.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-label={t`Search`}
      onClose={close}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialogRef.current) dialogRef.current.close()
      }}
    >
      <div className="search-dialog-body">
        <SearchCombobox query={query} onQueryChange={setQuery} inputRef={inputRef} onOpen={() => dialogRef.current?.close()} />
        <button type="button" className="search-dialog-close" onClick={() => dialogRef.current?.close()}>
          {t`Close`}
        </button>
      </div>
    </dialog>
  )
}
