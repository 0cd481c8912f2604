import type { G } from './game'
import { bindChoiceAnswerer, pushTasks } from './task-stack'
import type { Choice, Task } from './state'
import { execConsequence } from './consequences'
import { fillSpace, resolveCard, afterTemporary, placeTerrain } from './resolve-card'
import { takeState } from './states-in-hand'
import { answerItemDestination, craftResult, answerHandCardDestination } from './inventory'
import { answerDurability, answerOwnerConsent } from './durability'
import { answerHandLimit, answerItemLimit, handLimitTask, limitsTask } from './hand-limit'
import { answerMove, arrive } from './moving'
import { answerBuySkill, answerPayExperience, buySkillsTask } from './advanced-skills'
import { card100Task, consequenceStep, discardStep, endAction, keepSkillStep, answerKeepSkill } from './action-resolution'
import { startNextTurn } from './turns'
import { takeTask, answerFlag } from './consequences'
import { answerReturnTerrain, roomTask } from './not-enough-room'

/**
 * The effect interpreter's driver. Work is a stack of JSON continuations (`state.tasks`); a task
 * may push more tasks or open a genuine choice, which pauses the loop until a `choose` command
 * answers it (C-D-14). When the stack empties, the turn moves on.
 */
export function run(g: G): void {
  while (g.s.outcome === null && g.s.choice === null) {
    const task = g.s.tasks.pop()
    if (task === undefined) break
    execTask(g, task)
  }
  if (g.s.outcome !== null) {
    g.s.phase = 'over'
    g.s.tasks = []
    g.s.choice = null
    return
  }
  if (g.s.choice === null && g.s.tasks.length === 0 && g.s.phase === 'resolving') startNextTurn(g)
}

function execTask(g: G, task: Task): void {
  switch (task.t) {
    case 'cons': return execConsequence(g, task.c, task.ctx)
    case 'take': return takeTask(g, task.number, task.ctx, task.sourceCheck)
    case 'resolve': return resolveCard(g, task.uid, task.ctx)
    case 'fillSpace': return fillSpace(g, task.cell, task.terrain, task.ctx)
    case 'takeState': return takeState(g, task.uid, task.ctx)
    case 'card100': return card100Task(g)
    case 'handLimit': return handLimitTask(g, task.seats)
    case 'limits': return limitsTask(g)
    case 'endAction': return endAction(g)
    case 'craftResult': return craftResult(g, task.uid, task.ctx)
    case 'afterTemporary': return afterTemporary(g, task.uid)
    case 'arrive': return arrive(g, task.terrain, task.seats, task.active)
    case 'keepSkillStep': return keepSkillStep(g)
    case 'discardStep': return discardStep(g)
    case 'consequenceStep': return consequenceStep(g)
    case 'buySkills': return buySkillsTask(g)
    case 'room': return roomTask(g, task.ctx, task.terrain)
    case 'betweenTurns':
      // Joining or leaving happens between turns: it neither ends a turn nor starts one.
      if (g.s.phase === 'resolving') g.s.phase = 'chooseActive'
      return
  }
}

/** Applies option `index` of a choice (the caller validated it). */
export function answer(g: G, choice: Choice, index: number): void {
  const opt = choice.options[index]
  if (!opt) throw new Error('choice option out of range')
  g.s.choice = null
  switch (choice.kind) {
    case 'keepSkill': return answerKeepSkill(g, opt)
    case 'itemDestination': return answerItemDestination(g, choice, opt)
    case 'handCardDestination': return answerHandCardDestination(g, choice, opt)
    case 'flag': return answerFlag(g, choice, opt)
    case 'durability': return answerDurability(g, choice, opt)
    case 'ownerConsent': return answerOwnerConsent(g, choice, opt)
    case 'move': return answerMove(g, choice, opt)
    case 'handLimit': return answerHandLimit(g, choice, opt)
    case 'itemLimit': return answerItemLimit(g, choice, opt)
    case 'chooseConsequence': {
      const branch = choice.branches?.[opt.index ?? 0] ?? []
      if (choice.ctx) pushTasks(g, branch.map((c) => ({ t: 'cons' as const, c, ctx: choice.ctx as NonNullable<Choice['ctx']> })))
      return
    }
    case 'buySkill': return answerBuySkill(g, choice, opt)
    case 'payExperience': return answerPayExperience(g, opt)
    case 'returnTerrain': return answerReturnTerrain(g, choice, opt)
    case 'placeTerrain':
      if (choice.uid !== undefined && opt.cell !== undefined && choice.ctx) placeTerrain(g, choice.uid, opt.cell, choice.ctx)
      return
  }
}

bindChoiceAnswerer(answer)
