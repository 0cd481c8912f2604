import type { Point } from './geometry'

/** A client (viewport) point, as pointer events give it. */
export interface ClientPoint { clientX: number; clientY: number }

/** What a figure drag needs from the map. */
export interface FigureDragHost {
  /** The zoomed layer the figures are drawn in. */
  layer: () => HTMLElement | null
  /** Seats whose figures may be dragged now (a pending move, C-EXPLORE-14). */
  seats: () => readonly number[]
  /** The layer's current zoom: a screen offset divided by it keeps a figure under the pointer. */
  scale: () => number
  /** The dragged figures moved to this point. */
  moved: (p: ClientPoint) => void
  /** They were released over this point. */
  dropped: (p: ClientPoint) => void
}

/**
 * Dragging figures on the map while a move is pending: pressing a moving seat's figure (or the
 * ring around it, `data-figure-seat`) takes every moving figure along (one move for all involved,
 * C-CONSEQ-37). Only those few elements move, by their CSS `translate`; the map's layer and the
 * game state are untouched until the drop, which the host turns into a command or a snap-back.
 */
export function figureDrag(host: FigureDragHost) {
  let drag: { pointerId: number; origin: Point; figures: HTMLElement[] } | null = null

  function movingFigures(): HTMLElement[] {
    const seats = new Set(host.seats().map(String))
    return [...(host.layer()?.querySelectorAll<HTMLElement>('[data-figure-seat]') ?? [])].filter((el) => seats.has(el.dataset.figureSeat ?? ''))
  }

  /** Starts a drag if the press is on a figure that may move now; true when it did (the map must not pan). */
  function press(e: PointerEvent): boolean {
    const figure = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-figure-seat]') : null
    if (drag !== null || !figure || !host.seats().includes(Number(figure.dataset.figureSeat))) return false
    e.preventDefault()
    const figures = movingFigures()
    for (const el of figures) {
      el.classList.remove('snapping')
      el.classList.add('dragging')
    }
    drag = { pointerId: e.pointerId, origin: { x: e.clientX, y: e.clientY }, figures }
    return true
  }

  /** Follows the pointer; true when the event belonged to the drag. */
  function move(e: PointerEvent): boolean {
    if (!drag) return false
    if (e.pointerId !== drag.pointerId) return true
    const k = host.scale()
    const dx = (e.clientX - drag.origin.x) / k
    const dy = (e.clientY - drag.origin.y) / k
    for (const el of drag.figures) el.style.setProperty('translate', `${dx}px ${dy}px`)
    host.moved({ clientX: e.clientX, clientY: e.clientY })
    return true
  }

  /** Ends the drag on release (a drop) or cancel (none); true when the event belonged to it. */
  function release(e: PointerEvent): boolean {
    if (drag?.pointerId !== e.pointerId) return false
    const { figures } = drag
    drag = null
    // Back home (the snap-back transition, none with reduced motion); a legal drop redraws them on their new terrain.
    const animate = !document.documentElement.classList.contains('reduce-motion')
    for (const el of figures) {
      el.classList.remove('dragging')
      if (animate) el.classList.add('snapping')
      el.style.removeProperty('translate')
    }
    if (e.type !== 'pointercancel') host.dropped({ clientX: e.clientX, clientY: e.clientY })
    return true
  }

  return { press, move, release, clear: (): void => { drag = null } }
}
