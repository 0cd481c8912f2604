/**
 * What may be used "at any time" (I-INV-12, I-TOKEN-D02, I-CHAR-19): a castaway's special ability
 * paid in Determination once a round (I-CHAR-18), an Available Discovery token traded in (it then
 * leaves the game, I-TOKEN-D04), a use of Starting Equipment (I-INV-14) or of another card in play
 * (a kept Treasure, an Item: card-uses.ts; the same `equipment` command). The decision waiting is
 * interrupted, the effects run, and the decision comes back. Without a reroll window in the engine
 * yet, rerolling abilities are not offered, and weather helpers bought early count in the next
 * Weather phase.
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import type { IslandContent } from '../../content/island/content'
import type { PhaseId } from '../../content/island/vocabulary'
import { cardUse, recordUse, usableCards } from './card-uses'
import { holds } from './conditions'
import { runFirst, type Run } from './effects-run'
import { tokenIdOf } from './end-of-action'
import { firstPlayerCharacter } from './harm'
import { resolverOfStack } from './pawns-available'
import { costOf, costToResources, covers, discard, free, RESOURCE_KEYS } from './resources'
import type { EffectCtx, IslandCommand, IslandState, Resources } from './types'
import { plus, removeFromGame } from './lists'

type AnyTime = Extract<IslandCommand, { type: 'ability' | 'discovery' | 'equipment' }>

const ctxOf = (s: IslandState, resolver: string, source: string): EffectCtx => ({ phase: s.position.phase as PhaseId, resolver, source, here: null })

/** Why this use is not possible now, or null. */
export function anyTimeRefusal(content: IslandContent, s: IslandState, c: AnyTime, have?: Resources): RuleError | null {
  if (s.outcome !== null || s.pending === null) return ruleError('I-INV-12', 'Nothing can be used now.')
  // I-DICE-06: between a roll and its results only rerolls are made.
  if (s.pending.kind === 'reroll') return ruleError('I-DICE-06', 'First finish the rerolls of this roll.')
  if (c.type === 'ability') {
    const ch = s.characters[c.character]
    const def = content.characters[c.character]?.abilities.find((a) => a.id === c.ability)
    if (!ch || ch.dead || !def) return ruleError('I-CHAR-18', 'No such ability.')
    if (ch.abilitiesUsed.includes(c.ability)) return ruleError('I-CHAR-19', 'Each ability is used at most once a round.')
    if (ch.determination < def.cost) return ruleError('I-CHAR-18', `It costs ${def.cost} Determination.`)
    if (!covers(have ?? free(s), costOf(def.extra))) return ruleError('I-CHAR-25', 'The resources it costs are not Available.')
    if (def.timing === 'reroll') return ruleError('I-DICE-06', 'A reroll is used right after a roll.')
    if (def.timing === 'planning' && s.pending.kind !== 'plan') return ruleError('I-CHAR-24', 'It is used while planning.')
    // I-CHAR-35: only while an action this character resolves is being resolved (the one started last).
    if (def.timing === 'own-action') {
      const current = s.position.step === 'resolution' ? s.plan[s.resolveIndex - 1] : undefined
      if (current === undefined || resolverOfStack(s, current.pawns) !== c.character) return ruleError('I-CHAR-35', 'It is used during an action this character resolves.')
    }
    return null
  }
  if (c.type === 'discovery') {
    if (!s.discovery.available.includes(c.token)) return ruleError('I-TOKEN-D02', 'That Discovery token is not Available.')
    const def = content.discoveries[tokenIdOf(c.token)]
    if (!def) return ruleError('I-TOKEN-D02', 'Unknown token.')
    if (def.requires && !holds(content, s, def.requires)) return ruleError('I-TOKEN-D02', 'Its requirement is not met.')
    if (def.timing === 'planning' && s.pending.kind !== 'plan') return ruleError('I-TOKEN-D05', 'It is used while planning.')
    if (def.timing === 'night' && s.position.phase !== 'night') return ruleError('I-TOKEN-D19', 'It is used at Night.')
    if (def.timing === 'not-in-resolution' && s.position.step === 'resolution') return ruleError('I-TOKEN-D09', 'Not while actions are resolved.')
    return keptRefusal(s, def.kept, c.token, c.character)
  }
  const e = s.equipment.find((x) => x.id === c.card)
  if (e !== undefined) return e.uses > 0 ? null : ruleError('I-INV-14', 'That Starting Equipment is not usable.')
  const use = cardUse(content, s, c.card)
  if (use === null) return ruleError('I-INV-14', 'That card offers no use now.')
  return use.refusal === null ? null : ruleError(use.refusal.code, use.refusal.message)
}

/** I-SCEN2-10: a kept token is used by a living character, and by one character a round. */
function keptRefusal(s: IslandState, kept: 'onePerRound' | undefined, token: string, character: string | undefined): RuleError | null {
  if (character !== undefined && (s.characters[character]?.dead ?? true)) return ruleError('I-TOKEN-D02', 'No such character.')
  if (kept === undefined) return null
  const holder = s.tokenHolders?.[token]
  const user = character ?? firstPlayerCharacter(s)
  if (holder !== undefined && holder.round === s.position.round && holder.character !== user) return ruleError('I-SCEN2-10', `${holder.character} holds it until the end of the round.`)
  return null
}

/** Applies the use: pays, schedules its effects first, and sets the interrupted decision aside. */
export function useAnyTime(r: Run, c: AnyTime): void {
  const { content, s, events } = r
  const waiting = s.pending
  // Uses may interrupt one another: the decisions come back last in, first out.
  if (waiting !== null) s.resume.push(waiting)
  s.pending = null
  if (c.type === 'ability') {
    const ch = s.characters[c.character]
    const def = content.characters[c.character]?.abilities.find((a) => a.id === c.ability)
    if (!ch || !def) return
    ch.determination -= def.cost
    ch.abilitiesUsed = plus(ch.abilitiesUsed, def.id)
    const extra = costToResources(def.extra)
    for (const k of RESOURCE_KEYS) discard(s, k, extra[k])
    events.push({ type: 'ability', character: c.character, ability: def.id })
    runFirst(s, def.effects, ctxOf(s, c.character, def.id))
  } else if (c.type === 'discovery') {
    const def = content.discoveries[tokenIdOf(c.token)]
    const user = c.character ?? firstPlayerCharacter(s)
    // I-SCEN2-10: a kept token stays by the board, held by its user until the round ends.
    if (def?.kept === 'onePerRound') (s.tokenHolders ??= {})[c.token] = { character: user, round: s.position.round }
    else {
      s.discovery.available = s.discovery.available.filter((t) => t !== c.token)
      removeFromGame(s, c.token)
    }
    events.push({ type: 'discoveryUsed', token: c.token })
    runFirst(s, def?.effects ?? [], ctxOf(s, user, tokenIdOf(c.token)))
  } else {
    const e = s.equipment.find((x) => x.id === c.card)
    const def = content.cards[c.card]
    const use = e === undefined ? cardUse(content, s, c.card) : null
    if (use !== null) {
      recordUse(s, c.card, use)
      events.push({ type: 'cardUsed', card: c.card })
      runFirst(s, use.effects, ctxOf(s, firstPlayerCharacter(s), c.card))
      return
    }
    if (!e || def?.deck !== 'equipment') return
    e.uses -= 1
    if (e.uses === 0) { s.equipment = s.equipment.filter((x) => x.id !== c.card); removeFromGame(s, c.card) }
    events.push({ type: 'equipmentUsed', card: c.card })
    runFirst(s, def.use, ctxOf(s, firstPlayerCharacter(s), c.card))
  }
}

/** Every use possible now. */
export function anyTimeCommands(content: IslandContent, s: IslandState): AnyTime[] {
  const out: AnyTime[] = []
  // Loops rather than spreads of mapped lists, and no local closure (tsx names each one it
  // creates): the legal-command walk asks this at every step. What is free is worked out once.
  const have = free(s)
  for (const ch of Object.values(s.characters)) for (const a of content.characters[ch.id]?.abilities ?? []) offer(content, s, out, { type: 'ability', character: ch.id, ability: a.id }, have)
  for (const token of s.discovery.available) offer(content, s, out, { type: 'discovery', token }, have)
  for (const e of s.equipment) offer(content, s, out, { type: 'equipment', card: e.id }, have)
  for (const card of usableCards(content, s)) offer(content, s, out, { type: 'equipment', card }, have)
  return out
}

/** Adds the use to `out` when it is possible now. */
function offer(content: IslandContent, s: IslandState, out: AnyTime[], c: AnyTime, have: Resources): void {
  if (anyTimeRefusal(content, s, c, have) === null) out.push(c)
}
