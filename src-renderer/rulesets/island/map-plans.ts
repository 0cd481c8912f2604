import type { IslandView } from '../../../src-shared/rulesets/island/view'
import type { PawnRef } from '../../../src-shared/rulesets/island/types'
import type { IslandWords, Translate } from './words'

/**
 * The actions planned on the island's tiles as the map marks them (IslandMap.vue): each pawn as a
 * disc in its owner's colour with the seat's number (never colour alone), risky or sure in words,
 * and a sentence for the space's accessible name and tooltip ("P1 (Ada) explores here, sure with 2 pawns").
 */
export interface MapPawn { colour: string; mark: string }
export interface MapPlan { index: number; space: string; explore: boolean; sure: boolean; pawns: MapPawn[]; words: string }

/** One colour per seat (P1…P4), distinct on the dark sea and on the tiles' art; the others grey. */
export const SEAT_COLOURS = ['#f3c96b', '#6cc3f0', '#f07c6c', '#9ad96a'] as const
const OTHER = '#c8c8c8'

function pawnOf(v: IslandView, p: PawnRef): MapPawn {
  const seat = p.kind === 'character' ? v.seats.indexOf(p.character) : -1
  if (seat >= 0) return { colour: SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? OTHER, mark: String(seat + 1) }
  return { colour: OTHER, mark: p.kind === 'dog' ? 'D' : p.kind === 'character' ? 'C' : 'N' }
}

function leader(v: IslandView, p: PawnRef | undefined, w: IslandWords, t: Translate): string {
  if (!p) return ''
  if (p.kind === 'character') return w.character(p.character)
  return t(`rulesets.island.pawn.${p.kind === 'dog' ? 'dog' : 'neutral'}`)
}

/** The planned actions on each space, in plan order. */
export function mapPlans(v: IslandView, w: IslandWords, t: Translate): MapPlan[] {
  return v.plan.flatMap((a, index) => {
    const space = 'space' in a.target ? a.target.space : undefined
    if (space === undefined) return []
    const n = a.pawns.length
    const how = t(a.rolls ? 'rulesets.island.map.planRisky' : 'rulesets.island.map.planSure', { n }, n)
    const who = leader(v, a.pawns[0], w, t)
    const explore = a.target.kind === 'explore'
    const words = explore ? t('rulesets.island.map.planExplore', { who, how }) : t('rulesets.island.map.planOther', { who, action: w.target(a.target), how })
    return [{ index, space, explore, sure: !a.rolls, pawns: a.pawns.map((p) => pawnOf(v, p)), words }]
  })
}
