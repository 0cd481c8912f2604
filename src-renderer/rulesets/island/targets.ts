import type { PlanTarget } from '../../../src-shared/rulesets/island/types'
import type { ActionKind } from '../../../src-shared/content/island/vocabulary'

/**
 * Plan targets as the table names them: one stable key per target (a space's DOM id, the plan's
 * grouping) and the action kind whose pawns may go there (the board's action rows, I-ACT-33).
 */
export function targetKey(t: PlanTarget): string {
  switch (t.kind) {
    case 'threat': return `threat-${t.slot}`
    case 'build': return `build-${t.build}-${t.pay}`
    case 'invent': return `invent-${t.invention}`
    case 'gather': return `gather-${t.space}-${t.source}`
    case 'explore': return `explore-${t.space}`
    case 'site': return `site-${t.site}-${t.space}`
    case 'attack': return `attack-${t.site}-${t.space}`
    default: return t.kind
  }
}

/** The action row a target belongs to (an invention is built, a special place explored). */
export function actionKindOf(t: PlanTarget): ActionKind {
  switch (t.kind) {
    case 'invent': return 'build'
    case 'site': return 'explore'
    // A scenario's attack on a special place is fought like a Hunt (I-SCEN5-06).
    case 'attack': return 'hunt'
    default: return t.kind
  }
}

/** The board's rows in resolution order (I-ACT-33): the table lists the spaces this way. */
export const ROW_ORDER: readonly ActionKind[] = ['threat', 'hunt', 'build', 'gather', 'explore', 'arrange', 'rest']

export const sameTarget = (a: PlanTarget, b: PlanTarget): boolean => targetKey(a) === targetKey(b)
