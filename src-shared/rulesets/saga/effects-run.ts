/**
 * The interpreter of one effect term (`content/saga/effects.ts`) on the draft. Terms that need a
 * choice become choice tasks at the queue's head; negative terms that cannot be applied in full
 * add the incomplete-effect wound (S-GEN-01…S-GEN-04).
 */
import type { Effect } from '../../content/saga/effects'
import { STRENGTHS, type Strength } from '../../content/saga/vocabulary'
import { addBoost } from './combat-dice'
import { giveThreats, incomplete } from './threats'
import { fightListed } from './combat'
import { holds } from './conditions'
import { drawFrom } from './draw'
import { endGame } from './end'
import { decksToChange, pushFront, type Draft } from './draft'
import { addGood, countOf } from './goods'
import { readParagraph } from './story'
import type { Task } from './types'

const LEVELS = 7

/** The characters an effect reaches (S-STORY-06): the actor, or everyone. */
const targets = (d: Draft, who: 'active' | 'each' | undefined, actor: number): number[] =>
  who === 'each' ? d.s.characters.map((_, i) => i) : [actor]

/** S-CHAR-24…S-CHAR-26: one XP of a kind: a level up, or the overflow bonus at level 7. */
export function gainXp(d: Draft, who: number, kind: 'combat' | 'journey'): Task[] {
  const c = d.s.characters[who]
  if (!c) return []
  if (c[kind] >= LEVELS) return (d.content.characters[c.id]?.overflow[kind] ?? []).map((e): Task => ({ t: 'effect', e, actor: who }))
  c[kind] += 1
  d.events.push({ type: 'xp', character: c.id, kind, level: c[kind] })
  return []
}

const stronger = (s: Strength, step: 1 | -1): Strength | null => STRENGTHS[STRENGTHS.indexOf(s) + step] ?? null

export function runEffect(d: Draft, e: Effect, actor: number, source: string | undefined, ready = false): void {
  const s = d.s
  const front: Task[] = []
  switch (e.op) {
    case 'gain':
      for (const i of targets(d, e.who, actor)) { const c = s.characters[i]; if (c) c.goods = addGood(c.goods, e.good, e.amount) }
      break
    case 'discard':
      for (const i of targets(d, e.who, actor)) {
        const c = s.characters[i]
        if (!c) continue
        const have = countOf(c.goods, e.good)
        c.goods = addGood(c.goods, e.good, -e.amount)
        if (have < e.amount) front.push(incomplete(i))
      }
      break
    case 'threat':
      for (const i of targets(d, e.who, actor)) front.push(...giveThreats(d, i, e.amount))
      break
    case 'wound':
      for (const i of targets(d, e.who, actor)) for (let k = 0; k < (e.times ?? 1); k++) front.push({ t: 'wound', who: i, wound: e.wound })
      break
    case 'cure':
      front.push({ t: 'cure', who: actor, max: e.max ?? null, left: e.times ?? 1 })
      break
    case 'xp':
      if (e.kind === 'any') front.push({ t: 'xp', who: actor, left: e.amount })
      else for (let k = 0; k < e.amount; k++) front.push(...gainXp(d, actor, e.kind))
      break
    case 'paragraph':
      readParagraph(d, e.paragraph, actor, source, ready)
      break
    case 'actionCard':
      if (s.decks.unusedCards.includes(e.card)) {
        const k = decksToChange(d)
        k.unusedCards = k.unusedCards.filter((n) => n !== e.card)
        d.events.push({ type: 'actionCardRevealed', card: e.card, checkpoint: true })
        front.push({ t: 'replace', card: e.card })
      }
      break
    case 'specialCard': {
      const def = d.content.specialCards[e.card]
      if (def && s.decks.unusedSpecials.includes(e.card)) {
        const k = decksToChange(d)
        k.unusedSpecials = k.unusedSpecials.filter((x) => x !== e.card)
        s.row.specials[e.card] = def.host
        d.events.push({ type: 'specialCard', card: e.card, host: def.host })
      }
      break
    }
    case 'drawItems':
      for (let k = 0; k < e.amount; k++) {
        const k = decksToChange(d)
        const item = drawFrom(d, k.items, k.itemDiscard, 'items')
        const c = s.characters[actor]
        if (item !== undefined && c) c.items.push(item)
      }
      break
    case 'strengthen': case 'weaken': {
      const tokens = s.map.enemies[e.location] ?? []
      const chain = tokens.filter((t): t is Strength => t !== 'mystic')
      // S-COMBAT-38, Q-42: no token to strengthen is an incomplete effect for the group.
      if (e.op === 'strengthen' && chain.length === 0 && !s.settings.ignoreStrengthenNone) s.characters.forEach((_, i) => front.push(incomplete(i)))
      let lethalHit = false
      s.map.enemies[e.location] = tokens.map((t) => {
        if (t === 'mystic') return t // S-COMBAT-37
        const next = stronger(t, e.op === 'strengthen' ? 1 : -1)
        if (next === null && e.op === 'strengthen') lethalHit = true // S-COMBAT-34
        return next ?? t // S-COMBAT-36: a Weak token weakened stays Weak
      })
      if (lethalHit) s.characters.forEach((_, i) => front.push(incomplete(i)))
      d.events.push({ type: e.op, location: e.location })
      break
    }
    case 'placeEnemy':
      (s.map.enemies[e.location] ??= []).push(e.strength)
      break
    case 'block':
      if (!s.map.blocked.includes(e.target)) s.map.blocked.push(e.target)
      break
    case 'unblock':
      s.map.blocked = s.map.blocked.filter((x) => x !== e.target)
      break
    case 'increaseCost':
      s.map.increasedCost[e.location] = (s.map.increasedCost[e.location] ?? 0) + 1
      break
    case 'substitute':
      s.map.substitutes[e.location] = { wound: e.wound, value: e.value }
      break
    case 'counter': {
      const def = d.adv.counters.find((c) => c.id === e.counter)
      const v = (s.counters[e.counter] ?? 0) + e.amount
      s.counters[e.counter] = def ? Math.min(def.max, Math.max(def.min, v)) : v
      d.events.push({ type: 'counter', counter: e.counter, value: s.counters[e.counter] })
      break
    }
    case 'eventEffect':
      front.push(...(d.adv.sheet.eventEffects[e.index - 1] ?? []).map((x): Task => ({ t: 'effect', e: x, actor })))
      break
    case 'discovery': {
      const k = decksToChange(d)
      const card = drawFrom(d, k.discovery, k.discoveryDiscard, 'discovery')
      if (card !== undefined) {
        front.push(...(d.content.discoveries[card]?.effects ?? []).map((x): Task => ({ t: 'effect', e: x, actor })))
        k.discoveryDiscard.push(card)
      }
      break
    }
    case 'reveal': {
      // S-JOURNEY-23, S-JOURNEY-24: no bonus; nothing when the deck is empty.
      const k = decksToChange(d)
      const card = drawFrom(d, k.terrain, null, 'terrain')
      if (card !== undefined) k.path.push(card)
      break
    }
    case 'win': case 'lose':
      // S-END-01, S-END-04: an ending effect ends the game at once.
      endGame(d, e.op === 'win' ? 'won' : 'lost', e.ending, e.op === 'win' ? 'S-END-01' : 'S-CORE-07')
      return
    case 'dice': addBoost(d, actor, { dice: Array.from({ length: e.amount }, () => e.die) }); break
    case 'upgrade': addBoost(d, actor, { upgrades: e.amount }); break
    case 'reroll': addBoost(d, actor, { rerolls: e.amount }); break
    case 'critical': addBoost(d, actor, { criticals: e.amount }); break
    case 'actionPlus': extendAction(d, actor, e.amount); break
    case 'gainItems': front.push({ t: 'build', actor, left: e.amount, gain: true }); break
    case 'ungather': s.journey.gathering = s.journey.gathering.slice(e.amount); break
    case 'unitedEnemies': {
      // S-COMBAT-30: the listed enemies are fought now; one fight at a time, so during a fight it waits for that fight's end.
      const strike = s.fight ? s.queue.findIndex((t) => t.t === 'strike') : -1
      if (strike !== -1) s.queue.splice(strike + 1, 0, { t: 'effect', e, actor, ...(source === undefined ? {} : { source }) })
      else front.push(...fightListed(d, actor, e))
      break
    }
    case 'unite':
      if (!(s.map.united ?? []).includes(e.location)) s.map.united = [...(s.map.united ?? []), e.location]
      break
    case 'blockCell':
      if (!(s.journey.blocked ?? []).some(([c, r]) => c === e.cell[0] && r === e.cell[1])) s.journey.blocked = [...(s.journey.blocked ?? []), [e.cell[0], e.cell[1]]]
      break
    case 'coverPenalty': {
      const card = e.terrain ?? s.decks.path.at(-1)
      if (card !== undefined && s.decks.path.includes(card)) s.journey.penaltyTiles = { ...s.journey.penaltyTiles, [card]: e.shape }
      break
    }
    case 'if':
      front.push(...(holds(d, e.cond, actor) ? e.then : e.else ?? []).map((x): Task => ({ t: 'effect', e: x, actor, ...(source === undefined ? {} : { source }) })))
      break
  }
  pushFront(d, ...front)
}

/** S-ROW-14, S-ITEM-17: the value of the actor's action being performed (or queued to start) grows. */
function extendAction(d: Draft, actor: number, amount: number): void {
  const i = d.s.queue.findIndex((t) => 'actor' in t && t.actor === actor && ['action', 'move', 'deliver', 'sacrifice', 'journey', 'gather', 'combat', 'build'].includes(t.t))
  const t = d.s.queue[i]
  if (!t) return
  if (t.t === 'action' || t.t === 'sacrifice' || t.t === 'gather') d.s.queue[i] = { ...t, value: t.value + amount }
  else if (t.t === 'move') d.s.queue[i] = { ...t, points: t.points + amount }
  else if (t.t === 'deliver' || t.t === 'journey' || t.t === 'combat' || t.t === 'build') d.s.queue[i] = { ...t, left: t.left + amount }
}
