/**
 * How a combat die is told apart (spec §27.17: die colours need shape or text cues besides colour):
 * its colour, a mark whose shape rises with its strength (circle, square, triangle, diamond — the
 * upgrade order of pack.json, weakest first), and its name in words. A face is drawn as its white
 * squares with the black (critical) squares around them, as printed on the physical die.
 */
import type { Cell } from '../../../../src-shared/engine/polyomino'

/** Colours the packs' die ids name (unknown ids take the colour of their rank). */
const NAMED: Readonly<Record<string, string>> = { yellow: '#e3bf3a', orange: '#dd7f2b', red: '#b23a2e', violet: '#6f4aa8', black: '#2f2a33', blue: '#2f6aa8', green: '#3f7d3a', white: '#f1ece0' }
const BY_RANK = ['#e3bf3a', '#dd7f2b', '#b23a2e', '#6f4aa8', '#2f2a33'] as const
/** The mark of each rank: its shape is the cue, its name the words. */
export const RANK_MARKS = ['circle', 'square', 'triangle', 'diamond', 'star'] as const
export type RankMark = (typeof RANK_MARKS)[number]

export interface DieLook { colour: string; ink: string; rank: number; mark: RankMark }

/** A die's colour, ink and rank mark; `order` is the dice ids weakest first. */
export function dieLook(die: string, order: readonly string[]): DieLook {
  const rank = Math.max(0, order.indexOf(die))
  const colour = NAMED[die] ?? BY_RANK[Math.min(rank, BY_RANK.length - 1)] ?? '#888'
  const dark = ['#b23a2e', '#6f4aa8', '#2f2a33', '#2f6aa8', '#3f7d3a'].includes(colour)
  return { colour, ink: dark ? '#fbf6ea' : '#231b14', rank, mark: RANK_MARKS[Math.min(rank, RANK_MARKS.length - 1)] ?? 'circle' }
}

export interface FaceDrawing {
  /** Squares as [col, row] in the face's own box, each white (always yielded) or black (with a Critical only). */
  squares: { cell: Cell; black: boolean }[]
  width: number
  height: number
}

/**
 * A face as printed: the critical shape with the white shape inside it (the first place the white
 * squares fit), the rest of its squares black; a face without a critical shape is white only.
 */
export function faceDrawing(white: readonly Cell[], critical: readonly Cell[] | undefined): FaceDrawing {
  const box = (cells: readonly Cell[]): { width: number; height: number } => ({
    width: Math.max(0, ...cells.map(([c]) => c)) + 1,
    height: Math.max(0, ...cells.map(([, r]) => r)) + 1,
  })
  if (!critical || critical.length <= white.length) return { squares: white.map((cell) => ({ cell, black: false })), ...box(white) }
  const inCrit = new Set(critical.map(([c, r]) => `${c},${r}`))
  const size = box(critical)
  for (let dy = 0; dy < size.height; dy++) {
    for (let dx = 0; dx < size.width; dx++) {
      const moved = white.map(([c, r]) => `${c + dx},${r + dy}`)
      if (moved.every((k) => inCrit.has(k))) {
        const whiteSet = new Set(moved)
        return { squares: critical.map((cell) => ({ cell, black: !whiteSet.has(`${cell[0]},${cell[1]}`) })), ...size }
      }
    }
  }
  return { squares: critical.map((cell, i) => ({ cell, black: i >= white.length })), ...size }
}
