/**
 * What must hold in every Island state (design §1 `check`): components are conserved — every card,
 * tile and Discovery token is in exactly one place, and every resource unit in Available or Future
 * came in through the ledger (nothing created or lost) —, counts are never negative, Morale stays
 * on its track, a wound marker never passes its last space, planned actions hold only what is
 * Available.
 */
import { runChecks, violation } from '../../engine/invariants'
import type { InvariantViolation } from '../../engine/ruleset'
import type { IslandContent } from '../../content/island/content'
import { onSheets, RESOURCE_KEYS, reserved } from './resources'
import type { IslandState } from './types'

/** Every card id in some zone of the state, with repeats. */
function cardZones(s: IslandState): string[] {
  const d = s.decks
  return [
    ...d.event, ...d.adventure.build, ...d.adventure.gather, ...d.adventure.explore, ...d.mystery, ...d.mysteryDiscard, ...d.mysterySetAside,
    ...d.beast, ...d.hunting, ...d.invention, ...d.newIdeaDiscard, ...d.equipment, ...(d.besideEvent ?? []),
    ...(s.threat.left === null ? [] : [s.threat.left]), ...(s.threat.right === null ? [] : [s.threat.right]),
    ...s.inventions.board, ...s.inventions.built, ...s.inventions.future, ...(s.inventions.away ?? []),
    ...s.equipment.map((e) => e.id), ...s.equipmentFuture, ...s.kept, ...s.keptFuture,
    ...(s.revealed === null ? [] : [s.revealed]),
    ...s.removed.filter((id) => !id.includes('#')),
  ]
}

function sameMultiset(a: readonly string[], b: readonly string[]): { missing: string[]; extra: string[] } {
  const count = new Map<string, number>()
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1)
  for (const x of b) count.set(x, (count.get(x) ?? 0) - 1)
  const missing: string[] = []
  const extra: string[] = []
  for (const [k, n] of count) { if (n > 0) missing.push(k); if (n < 0) extra.push(k) }
  return { missing, extra }
}

export function check(content: IslandContent, s: IslandState): InvariantViolation[] {
  return runChecks(s, {
    cardsConserved: (st) => {
      const { missing, extra } = sameMultiset(Object.keys(content.cards), cardZones(st))
      return missing.length + extra.length === 0 ? [] : [violation('cards-conserved', 'every card is in exactly one place', { missing, extra })]
    },
    tilesConserved: (st) => {
      const out = content.scenarios[st.scenario]?.tilesOut ?? []
      const { missing, extra } = sameMultiset(Object.keys(content.tiles).filter((t) => !out.includes(t)), [...st.decks.tiles, ...Object.values(st.island).map((p) => p.tile), ...Object.values(st.inaccessible).flatMap((t) => (t === null ? [] : [t])), ...Object.values(st.faceDown ?? {})])
      return missing.length + extra.length === 0 ? [] : [violation('tiles-conserved', 'every island tile is in the stack or on the island', { missing, extra })]
    },
    discoveryConserved: (st) => {
      const sc = content.scenarios[st.scenario]
      const all = Object.values(content.discoveries).filter((t) => t.scenario === undefined || t.scenario === sc?.id).flatMap((t) => Array.from({ length: t.copies }, (_, i) => `${t.id}#${i + 1}`))
      const sheets = Object.values(st.characters).flatMap((c) => c.sheetTokens ?? [])
      const { missing, extra } = sameMultiset(all, [...st.decks.discovery, ...st.discovery.available, ...st.discovery.future, ...sheets, ...st.removed.filter((id) => id.includes('#'))])
      return missing.length + extra.length === 0 ? [] : [violation('discovery-conserved', 'every Discovery token is in exactly one place', { missing, extra })]
    },
    resourcesLedger: (st) => RESOURCE_KEYS.flatMap((k) => {
      const held = st.available[k] + st.future[k] + onSheets(st)[k]
      const out: InvariantViolation[] = []
      if (st.available[k] < 0 || st.future[k] < 0) out.push(violation('resource-negative', `${k} below 0`, { available: st.available[k], future: st.future[k] }))
      if (held !== st.ledger.gained[k] - st.ledger.spent[k]) out.push(violation('resources-conserved', `${k}: held ${held}, gained ${st.ledger.gained[k]} − spent ${st.ledger.spent[k]}`))
      return out
    }),
    reservations: (st) => {
      const r = reserved(st)
      return RESOURCE_KEYS.filter((k) => r[k] > st.available[k]).map((k) => violation('reservation', `planned actions hold more ${k} than is Available (I-ACT-07)`))
    },
    tracks: (st) => {
      const out: InvariantViolation[] = []
      for (const [t, v] of Object.entries(st.tracks)) if (v < 0) out.push(violation('track-negative', `${t} below 0`))
      if (st.morale < content.board.morale.min || st.morale > content.board.morale.max) out.push(violation('morale-range', `Morale ${st.morale} is off its track (I-MORALE-01)`))
      return out
    },
    characters: (st) => Object.values(st.characters).flatMap((c) => {
      const length = content.characters[c.id]?.woundTrack?.length ?? 0
      const out: InvariantViolation[] = []
      if (c.wounds < 0 || c.wounds > length) out.push(violation('wound-track', `${c.id}'s marker is off its track`))
      if (c.determination < 0) out.push(violation('determination-negative', `${c.id} holds negative Determination`))
      if ((c.wounds >= length) !== c.dead) out.push(violation('death', `${c.id} dead must match the last space (I-CHAR-09)`))
      return out
    }),
    pending: (st) => (st.outcome === null && st.pending === null ? [violation('no-decision', 'a game in play waits for a decision')] : []),
  })
}
