import type { Component } from 'vue'
import type { ContinentView } from '../../../../src-shared/rulesets/continent'
import ChooseActionStep from './ChooseActionStep.vue'
import ChooseActiveStep from './ChooseActiveStep.vue'
import CostStep from './CostStep.vue'
import GameOverStep from './GameOverStep.vue'
import InvolveStep from './InvolveStep.vue'
import ItemsStep from './ItemsStep.vue'
import ResolvingStep from './ResolvingStep.vue'
import SuspendedStep from './SuspendedStep.vue'

/**
 * The resolver's body for each phase of the pending decision: one component per step, each
 * answering that decision with commands. Every phase has an entry (a new phase is a compile error).
 */
export const STEP_COMPONENTS: Readonly<Record<ContinentView['phase'], Component>> = {
  chooseActive: ChooseActiveStep,
  chooseAction: ChooseActionStep,
  involve: InvolveStep,
  useItems: ItemsStep,
  cost: CostStep,
  resolving: ResolvingStep,
  suspended: SuspendedStep,
  over: GameOverStep,
}
