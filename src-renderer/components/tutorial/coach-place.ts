// Shared by every table's guided first game (each ruleset's coach marks).
/** A rectangle in viewport pixels. */
export interface Box { x: number; y: number; w: number; h: number }

/** A part of the page the mark should rather not cover; `weight` says how much it matters (1 by default). */
export interface Clear extends Box { weight?: number }

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
  return w > 0 && h > 0 ? w * h : 0
}

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(v, Math.max(lo, hi)))

/**
 * Where the coach mark goes: beside its anchor (left, right, below, above), else in a corner of
 * the window, whichever covers least of the anchor (weighted heavily: the mark must not hide what
 * it talks about) and of the areas to keep clear (where the player answers, e.g. the resolver).
 */
export function placeCoach(anchor: Box, size: { w: number; h: number }, viewport: { w: number; h: number }, keepClear: readonly Clear[] = [], gap = 12, margin = 8): { x: number; y: number } {
  const { w, h } = size
  const fitX = (x: number): number => clamp(x, margin, viewport.w - w - margin)
  const fitY = (y: number): number => clamp(y, margin, viewport.h - h - margin)
  const candidates = [
    { x: fitX(anchor.x - w - gap), y: fitY(anchor.y) },
    { x: fitX(anchor.x + anchor.w + gap), y: fitY(anchor.y) },
    { x: fitX(anchor.x), y: fitY(anchor.y + anchor.h + gap) },
    { x: fitX(anchor.x), y: fitY(anchor.y - h - gap) },
    { x: margin, y: fitY(viewport.h) },
    { x: fitX(viewport.w), y: fitY(viewport.h) },
    { x: margin, y: margin },
    { x: fitX(viewport.w), y: margin },
  ]
  let best = candidates[0] ?? { x: margin, y: margin }
  let bestScore = Number.POSITIVE_INFINITY
  for (const c of candidates) {
    const box = { x: c.x, y: c.y, w, h }
    const score = overlap(box, anchor) * 8 + keepClear.reduce((s, k) => s + overlap(box, k) * (k.weight ?? 1), 0)
    if (score < bestScore) {
      best = c
      bestScore = score
    }
  }
  return best
}
