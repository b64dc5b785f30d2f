/**
 * Which forms hold input the visitor typed and has not sent yet. Reading field values would not
 * tell (React keeps the default value in step with a controlled field's value), so typing marks
 * its form and sending or resetting it clears the mark. A form that left the page no longer counts.
 */
const touched = new Set<HTMLFormElement>()
let watching = false

export function watchFormActivity(root: Document = document): void {
  if (watching) return
  watching = true
  root.addEventListener('input', (event) => {
    const form = (event.target as HTMLInputElement | null)?.form
    if (form) touched.add(form)
  })
  for (const type of ['submit', 'reset'] as const) {
    root.addEventListener(type, (event) => {
      if (event.target instanceof HTMLFormElement) touched.delete(event.target)
    })
  }
}

export function hasUnsentInput(): boolean {
  for (const form of touched) {
    if (!form.isConnected) touched.delete(form)
  }
  return touched.size > 0
}
