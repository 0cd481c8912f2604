/**
 * The game's engine loop: run the queue's automatic steps until a choice is needed, the queue is
 * empty, or the game is over; when the queue empties, the flow goes on — the turn ends, the Action
 * phase ends after its fourth turn (S-ROUND-12), the game is lost when that was the last round
 * (S-END-03), otherwise the Event phase runs (S-EVENT-01). Victory and defeat are checked after
 * every step (§27.13). Choices with nothing to choose settle themselves here.
 */
import { startAction, deliveryTargets, sacrificeTargets } from './actions'
import { crossings } from './atlas'
import { decksToChange, pushFront, type Draft } from './draft'
import { runEffect } from './effects-run'
import { checkOutcome, eliminate, endGame } from './end'
import { EVENT_STEPS, runEventStep } from './event-phase'
import { payersFor, subplotCost } from './subplots'
import type { ChoiceTask, Task } from './types'
import { curable, woundFits, woundShapes } from './wounds'
import { drawFrom, refillMarket } from './draw'
import { intInRange } from '../../engine/rng'
import { advanceDice } from './combat-dice'
import { resolveNext } from './cover-order'
import { activateOption, satisfiedOptions } from './delivery-options'
import { endFight, fightTargets, mysticTargets, strikeFits } from './combat'
import { cardColumns, gatherCells, journeyFits, journeyShapes } from './journey-grid'

const CHOICES = new Set<Task['t']>(['move', 'deliver', 'sacrifice', 'journey', 'gather', 'combat', 'strike', 'arrange', 'dice', 'relocate', 'trial', 'order', 'option', 'build', 'wound', 'cure', 'xp', 'subplots', 'replace'])
export const isChoice = (t: Task): t is ChoiceTask => CHOICES.has(t.t)

/** Runs the game on until it waits for a player. */
export function run(d: Draft): void {
  for (let guard = 0; guard < 100_000; guard++) {
    checkOutcome(d)
    if (d.s.outcome !== null) return
    const task = d.s.queue[0]
    if (!task) { if (continueFlow(d)) continue; return }
    if (isChoice(task)) { if (settle(d, task)) continue; return }
    d.s.queue.shift()
    runAuto(d, task)
  }
  throw new Error('the Saga queue did not settle')
}

function continueFlow(d: Draft): boolean {
  const s = d.s
  if (s.stage !== 'action' || !s.placed) return false
  s.placed = false
  delete s.boost // S-COMBAT-07: a boost not used by a fight this turn is lost
  s.turn += 1
  d.events.push({ type: 'turnEnded', turn: s.turn })
  if (s.turn < 4) return true
  // S-ROUND-12, S-END-03, S-EVENT-15.
  if (s.round >= d.adv.sheet.rounds) { endGame(d, 'lost', d.adv.sheet.endings.outOfRounds, 'S-END-03'); return false }
  s.stage = 'event'
  const hooks = d.adv.sheet.hooks.filter((h) => h.on === 'roundEnd').flatMap((h) => h.effects)
  pushFront(d, ...hooks.map((e): Task => ({ t: 'effect', e, actor: s.firstPlayer })), ...EVENT_STEPS)
  return true
}

function runAuto(d: Draft, task: Exclude<Task, ChoiceTask>): void {
  const s = d.s
  switch (task.t) {
    case 'effect': runEffect(d, task.e, task.actor, task.source, task.ready === true); break
    case 'action': { const next = startAction(d, task.actor, task.action, task.value); if (next) pushFront(d, next); break }
    case 'close':
      // S-STORY-05 step 4, S-STORY-11.
      if (!s.map.closed.includes(task.location)) s.map.closed.push(task.location)
      break
    case 'event': runEventStep(d, task.step); break
    case 'reveal': {
      // S-JOURNEY-21, S-JOURNEY-24: the new card's bonus; nothing when the deck is empty.
      const k = decksToChange(d)
      const card = drawFrom(d, k.terrain, null, 'terrain')
      if (card === undefined) break
      k.path.push(card)
      if (task.bonus) pushFront(d, ...(d.content.terrain[card]?.bonus ?? []).map((e): Task => ({ t: 'effect', e, actor: task.actor })))
      break
    }
    case 'deliveryCheck': {
      const loc = d.adv.map.locations.find((l) => l.id === task.location)
      if (!loc || loc.space.action !== 'delivery' || s.map.substitutes[loc.id]) break
      const met = satisfiedOptions(d, loc)
      if (met.length === 0) break
      if (loc.space.trial && met[0] === 0) { pushFront(d, { t: 'trial', actor: task.actor, location: loc.id }); break } // S-SAMPLE-07
      // S-GOODS-30: several satisfied options are the players' choice.
      if (met.length > 1) { pushFront(d, { t: 'option', actor: task.actor, location: loc.id, options: met }); break }
      // S-GOODS-23…S-GOODS-25: the effect applies; the goods used go back to the supply, the rest stay.
      pushFront(d, ...activateOption(d, task.actor, loc, met[0] ?? 0))
      break
    }
  }
}

/** A choice with nothing to choose is settled without asking; true when it was. */
/** Settles the choice at the head: it leaves the queue, `then` takes its place. */
function dropHead(d: Draft, ...then: Task[]): true {
  d.s.queue.shift()
  if (then.length > 0) pushFront(d, ...then)
  return true
}

function settle(d: Draft, task: ChoiceTask): boolean {
  const s = d.s
  switch (task.t) {
    case 'wound': {
      const c = s.characters[task.who]
      if (!c) return dropHead(d)
      if ('die' in task.wound) {
        // S-CHAR-10, S-CELL-14, S-CELL-16: the rolled face's white shape, never its Critical.
        const faces = d.content.dice[task.wound.die]?.faces ?? []
        const white = faces[faces.length > 0 ? intInRange(s.rng, 0, faces.length - 1) : 0]?.white
        return white === undefined ? dropHead(d) : dropHead(d, { t: 'wound', who: task.who, wound: { shape: white } })
      }
      const shapes = woundShapes(d.content, c, task.wound, s.settings.threatWoundMinOne)
      if (shapes.length === 0) return dropHead(d) // S-THREAT-06
      if (!woundFits(d.content, c, shapes)) { eliminate(d, task.who); return true } // S-CHAR-11
      return false
    }
    case 'cure': { const c = s.characters[task.who]; return task.left <= 0 || !c || curable(c, task.max).length === 0 ? dropHead(d) : false }
    case 'xp': return task.left <= 0 ? dropHead(d) : false
    case 'move': {
      const c = s.characters[task.actor]
      return !c || crossings(d.adv, s, c.area, task.points).length === 0 ? dropHead(d) : false
    }
    case 'deliver': {
      const c = s.characters[task.actor]
      if (!c) return dropHead(d)
      if (task.location === null) return deliveryTargets(d.adv, s, c.area).length === 0 ? dropHead(d) : false
      if (task.left <= 0 || s.characters.every((x) => x.area !== c.area || Object.keys(x.goods).length === 0)) return dropHead(d, { t: 'deliveryCheck', actor: task.actor, location: task.location })
      return false
    }
    case 'sacrifice': { const c = s.characters[task.actor]; return !c || sacrificeTargets(d.adv, s, c.area).length === 0 ? dropHead(d) : false }
    case 'journey': {
      // S-JOURNEY-25, S-JOURNEY-26: no tile can go anywhere, or the path has reached its end.
      if (task.left <= 0) return dropHead(d)
      const { width } = cardColumns(d.content, s)
      const atEnd = s.decks.terrain.length === 0 && s.journey.tiles.some((t) => t.cells.some(([c]) => c === width - 1))
      if (atEnd || !journeyFits(d.content, s, journeyShapes(d.content, s, task.actor))) return dropHead(d)
      return false
    }
    case 'combat': return task.left <= 0 || fightTargets(d, task.actor).length === 0 ? dropHead(d) : false
    case 'trial': case 'option': return false
    case 'order': return task.effects.length <= 1 ? dropHead(d, ...resolveNext(task.actor, task.effects, 0)) : false
    case 'relocate': return mysticTargets(d, task.from).length === 0 ? dropHead(d) : false
    case 'arrange': return (s.fight?.cards?.length ?? 0) <= 1 ? dropHead(d) : false
    case 'dice': return !s.fight || advanceDice(d, s.fight) ? dropHead(d) : false
    case 'strike': {
      const fight = s.fight
      if (!fight) return dropHead(d)
      // S-COMBAT-19: a tile with no legal position goes back to the supply.
      fight.toPlace = fight.toPlace.filter((shape) => strikeFits(d, fight, shape))
      return fight.toPlace.length === 0 ? dropHead(d, ...endFight(d)) : false
    }
    case 'gather': return gatherCells(d.content, s).length === 0 ? dropHead(d) : false // S-GOODS-11
    case 'build': if (s.decks.market.length === 0) { refillMarket(d); return dropHead(d) } return false
    case 'subplots': {
      const para = d.content.paragraphs[d.adv.id]?.[task.paragraph]
      const close: Task[] = task.location === null ? [] : [{ t: 'close', location: task.location }]
      if (!para || para.subplots.length === 0 || payersFor(d, task.actor, subplotCost(para)).length === 0) return dropHead(d, ...close)
      return false
    }
    case 'replace': return false
  }
}
