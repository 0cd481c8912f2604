import type { Action } from '../../../src-shared/content/continent/effects'
import type { ActionRef, ContinentView } from '../../../src-shared/rulesets/continent'
import type { TableCatalogue } from './catalogue'

/** The turn's stages before the seven steps (C-TURN-2…C-TURN-7) and the seven steps (C-ACT-2). */
export const STEPS = ['chooseActive', 'chooseAction', 'involve', 'item', 'cost', 'result', 'skill', 'discard', 'consequences', 'handLimit'] as const
export type Step = (typeof STEPS)[number]

/** Which step the pending decision belongs to (null when suspended or over). */
export function currentStep(view: ContinentView): Step | null {
  switch (view.phase) {
    case 'chooseActive': return 'chooseActive'
    case 'chooseAction': return 'chooseAction'
    case 'involve': return 'involve'
    case 'useItems': return 'item'
    case 'cost': return 'cost'
    case 'resolving': {
      const kind = view.decision?.choice?.kind
      if (kind === 'keepSkill') return 'skill'
      if (kind === 'handLimit') return 'handLimit'
      return 'consequences'
    }
    default: return null
  }
}

/**
 * The printed action a reference names, read from the card's face or from the board's fog back
 * (an Exploration card's back action is public, C-CARD-15).
 */
export function actionDef(view: ContinentView, cat: TableCatalogue, ref: ActionRef): Action | null {
  if (ref.uid.startsWith('fog:')) {
    const b = view.board.find((x) => x.face === 'fog' && x.ref === ref.uid)
    return b?.face === 'fog' ? b.backAction : null
  }
  const f = cat.face(ref.uid)
  if (!f || ref.index === 'back') return null
  if (ref.index === 'craft') return f.craft
  return f.actions[ref.index] ?? null
}
