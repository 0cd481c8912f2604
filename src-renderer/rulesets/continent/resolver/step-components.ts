import type { Component } from 'vue'
import type { ContinentView } from '../../../../src-shared/rulesets/continent'
import { currentStep, type Step } from '../action-steps'
import ChooseActionStep from './ChooseActionStep.vue'
import ChooseActiveStep from './ChooseActiveStep.vue'
import CostStep from './CostStep.vue'
import GameOverStep from './GameOverStep.vue'
import InvolveStep from './InvolveStep.vue'
import ItemsStep from './ItemsStep.vue'
import ResolvingStep from './ResolvingStep.vue'
import SuspendedStep from './SuspendedStep.vue'

/** What the resolver's body shows: a step of the turn (C-TURN-2…C-TURN-7, C-ACT-2), or the game paused or over. */
export type ResolverBody = Step | 'suspended' | 'over'

/**
 * The resolver's body for each step, one component per step, each answering the pending
 * decision with commands. Steps 3–7 are all read the same way (the revealed cards, the card's
 * text, then each genuine choice), so they share one component. A step without an entry is a
 * compile error.
 */
export const STEP_COMPONENTS: Readonly<Record<ResolverBody, Component>> = {
  chooseActive: ChooseActiveStep,
  chooseAction: ChooseActionStep,
  involve: InvolveStep,
  item: ItemsStep,
  cost: CostStep,
  result: ResolvingStep,
  skill: ResolvingStep,
  discard: ResolvingStep,
  consequences: ResolvingStep,
  handLimit: ResolvingStep,
  suspended: SuspendedStep,
  over: GameOverStep,
}

/** The body of a view: its current step, else whether the game waits for a rules save or is over. */
export function bodyOf(view: ContinentView): ResolverBody {
  return currentStep(view) ?? (view.phase === 'over' ? 'over' : 'suspended')
}
