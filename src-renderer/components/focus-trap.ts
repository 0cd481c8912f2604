/**
 * Tab stays inside a modal dialog (aria-modal): from the last control back to the first and
 * vice versa. Shared by the dialogs of every ruleset's table.
 */
export function keepFocusInside(e: KeyboardEvent, box: HTMLElement | null): void {
  if (e.key !== 'Tab' || !box) return
  const items = [...box.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')]
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (e.shiftKey && (active === first || active === box || !box.contains(active))) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && (active === last || !box.contains(active))) {
    e.preventDefault()
    first.focus()
  }
}
