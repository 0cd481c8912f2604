/** Typing in a field keeps its own keys. */
function inField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}

/**
 * The common actions by key: 1–9 press the n-th choice of the resolver's current step (active
 * player, action, decision option), D draws at the chosen cost, P picks up the card or figures to
 * place. Disabled buttons are skipped, so a digit never does what a click could not.
 */
export function onResolverKey(e: KeyboardEvent): void {
  if (e.defaultPrevented || inField(e.target) || e.ctrlKey || e.metaKey || e.altKey) return
  const resolver = document.querySelector('[data-testid="action-resolver"]')
  if (!resolver) return
  const digit = /^[1-9]$/.test(e.key) ? Number(e.key) : 0
  if (digit > 0) {
    const buttons = [...resolver.querySelectorAll<HTMLButtonElement>('.step-body .options button')].filter((b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true')
    const button = buttons[digit - 1]
    if (!button) return
    e.preventDefault()
    button.click()
  } else if (e.key === 'd' || e.key === 'D') {
    const draw = resolver.querySelector<HTMLButtonElement>('[data-testid="draw"]')
    if (!draw) return
    e.preventDefault()
    draw.click()
  } else if (e.key === 'p' || e.key === 'P') {
    const piece = document.querySelector<HTMLElement>('[data-testid="tray-piece"]')
    if (!piece) return
    e.preventDefault()
    piece.focus()
  }
}
