/**
 * Every command the game accepts now, as a finite list (the random player, the table's hints and
 * the property tests use it): the answers to the choice at the queue's head, or the token placements
 * and the Ability at the start of a turn; Ability reactivation at any moment (S-CHAR-33).
 */
import type { SagaContent } from '../../content/saga/content'
import { GOODS } from '../../content/saga/vocabulary'
import { deliveryTargets, sacrificeTargets } from './actions'
import { draftOf } from './apply-command'
import { crossings } from './atlas'
import { turnCharacter, type Draft } from './draft'
import { countOf, covers } from './goods'
import { isChoice } from './queue'
import { payersFor, subplotCost } from './subplots'
import { abilityRefusal } from './turn'
import type { SagaCommand, SagaState } from './types'
import { curable, woundPlacements, woundShapes } from './wounds'
import { areaSources } from './covering'
import { diceCommands } from './combat-dice'
import { usableItems } from './items'
import { fightTargets, mysticTargets, rowOrders, strikePlacements } from './combat'
import { gatherCells, journeyPlacements, journeyRows, journeyShapes, pathIcon } from './journey-grid'

export function legalCommands(content: SagaContent, state: SagaState): SagaCommand[] {
  if (state.outcome !== null) return []
  const d = draftOf(content, state, true)
  if ('kind' in d) return []
  return [...turnOrChoice(d), ...usableItems(d).map((u): SagaCommand => ({ type: 'item', ...u })), ...reactivations(d)]
}

function turnOrChoice(d: Draft): SagaCommand[] {
  const s = d.s
  const head = s.queue[0]
  if (!head) {
    if (s.stage !== 'action' || s.placed) return []
    const out: SagaCommand[] = []
    s.row.tokens.forEach((t, token) => {
      if (!t.active) return
      s.row.cards.forEach((n, slot) => {
        if (slot === t.slot || s.map.blocked.includes(`card-${n}`)) return
        const card = d.content.actionCards[n]
        card?.mains.forEach((_, main) => out.push(card.mains.length > 1 ? { type: 'place', token, slot, main } : { type: 'place', token, slot }))
      })
    })
    const who = turnCharacter(s)
    if (abilityRefusal(d, who) === null) out.push({ type: 'ability', character: who })
    return out
  }
  if (!isChoice(head)) return []
  switch (head.t) {
    case 'move': {
      const c = s.characters[head.actor]
      const out: SagaCommand[] = c ? crossings(d.adv, s, c.area, head.points).map((x) => ({ type: 'cross', border: x.border.id })) : []
      return head.crossed > 0 ? [...out, { type: 'stop' }] : out
    }
    case 'deliver': {
      const c = s.characters[head.actor]
      if (!c) return []
      const out: SagaCommand[] = []
      for (const l of deliveryTargets(d.adv, s, c.area)) {
        if (head.location !== null && l.id !== head.location) continue
        s.characters.forEach((g, from) => {
          if (from !== head.actor && g.area !== c.area) return
          for (const good of GOODS) if (countOf(g.goods, good) > 0) out.push({ type: 'deliver', location: l.id, good, from })
        })
      }
      return [...out, { type: 'done' }]
    }
    case 'sacrifice': {
      const c = s.characters[head.actor]
      return [...(c ? sacrificeTargets(d.adv, s, c.area).map((l): SagaCommand => ({ type: 'sacrifice', location: l.id })) : []), { type: 'done' }]
    }
    case 'journey': {
      const out: SagaCommand[] = []
      const sources = areaSources(d, head.actor)
      const rows = journeyRows(d.content, s, true)
      for (const shape of journeyShapes(d.content, s, head.actor)) {
        for (const cells of journeyPlacements(d.content, s, shape, rows)) {
          if (sources.length > 0 && cells.some((c) => pathIcon(d.content, s, c)?.icon === 'area')) for (const good of sources) out.push({ type: 'tile', shape, cells, good })
          else out.push({ type: 'tile', shape, cells })
        }
      }
      return [...out, { type: 'done' }]
    }
    case 'combat': return [...fightTargets(d, head.actor).map((x): SagaCommand => ({ type: 'fight', location: x.location, token: x.token })), { type: 'done' }]
    case 'option': return head.options.map((index): SagaCommand => ({ type: 'option', index }))
    case 'order': return head.effects.map((_, index): SagaCommand => ({ type: 'resolve', index }))
    case 'trial': return [{ type: 'trial', activate: true }, { type: 'trial', activate: false }]
    case 'relocate': return mysticTargets(d, head.from).map((location): SagaCommand => ({ type: 'relocate', location }))
    case 'arrange': return s.fight ? rowOrders(s.fight).map((order): SagaCommand => ({ type: 'arrange', order })) : []
    case 'dice': return s.fight ? diceCommands(s.fight) : []
    case 'strike': {
      const fight = s.fight
      if (!fight) return []
      return [...new Set(fight.toPlace)].flatMap((shape) => strikePlacements(d, fight, shape).map((cells): SagaCommand => ({ type: 'strike', shape, cells })))
    }
    case 'gather': {
      const sources = areaSources(d, head.actor)
      return gatherCells(d.content, s).flatMap((cell): SagaCommand[] => {
        const icon = pathIcon(d.content, s, cell)
        return icon?.icon === 'area' && sources.length > 0 ? sources.map((good) => ({ type: 'gather', cell, good })) : [{ type: 'gather', cell }]
      })
    }
    case 'build':
      return [
        ...(head.left > 0 ? s.decks.market.map((item): SagaCommand => ({ type: 'take', item })) : []),
        ...(head.gain ? [] : s.decks.market.map((item): SagaCommand => ({ type: 'discardMarket', item }))),
        { type: 'done' },
      ]
    case 'wound': {
      const c = s.characters[head.who]
      if (!c) return []
      return woundPlacements(d.content, c, woundShapes(d.content, c, head.wound, s.settings.threatWoundMinOne)).map((p) => ({ type: 'wound', shape: p.shape, cells: p.cells }))
    }
    case 'cure': {
      const c = s.characters[head.who]
      return [...(c ? curable(c, head.max).map((tile): SagaCommand => ({ type: 'cure', tile })) : []), { type: 'done' }]
    }
    case 'xp': return [{ type: 'xp', kind: 'combat' }, { type: 'xp', kind: 'journey' }]
    case 'subplots': {
      const para = d.content.paragraphs[d.adv.id]?.[head.paragraph]
      if (!para) return [{ type: 'done' }]
      const payers = payersFor(d, head.actor, subplotCost(para))
      return [...para.subplots.flatMap((_, index) => payers.map((payer): SagaCommand => ({ type: 'subplot', index, payer }))), { type: 'done' }]
    }
    case 'replace': return [{ type: 'replace', accept: true }, { type: 'replace', accept: false }]
  }
}

function reactivations(d: Draft): SagaCommand[] {
  const out: SagaCommand[] = []
  d.s.characters.forEach((c, character) => {
    if (c.abilityActive) return
    const cost = d.content.characters[c.id]?.ability.reactivation ?? {}
    d.s.characters.forEach((p, payer) => {
      if ((payer === character || p.area === c.area) && covers(p.goods, cost)) out.push({ type: 'reactivate', character, payer })
    })
  })
  return out
}
