/**
 * The public view (design §1, §27.2): everything on the table, nothing hidden — deck orders and
 * unread paragraphs never appear (decks as counts, the story as the numbers read so far). It carries
 * the helper of issue 17 §5: what each slot would yield if a token went there now (value with its
 * "+" bonuses and how often each bonus applies).
 */
import { cloneJson } from '../../engine/json-clone'
import type { SagaContent } from '../../content/saga/content'
import { ENEMY_TOKENS, type EnemyToken } from '../../content/saga/vocabulary'
import { draftOf } from './apply-command'
import { turnCharacter } from './draft'
import { legalCommands } from './legal-commands'
import { isChoice } from './queue'
import { actionValue, bonusCount, withPlaced } from './row'
import type { CombatBoost, CharacterState, ChoiceTask, MapState, Pending, RowState, SagaCommand, SagaState } from './types'

export interface SlotPreview { slot: number; card: number; values: number[]; bonuses: number[] }

export interface SagaView {
  adventure: string
  round: number
  rounds: number
  stage: SagaState['stage']
  turn: number
  firstPlayer: number
  active: number
  characters: CharacterState[]
  row: RowState
  /** For the token a player would place now (the first active one): each slot's value per main action and bonus counts. */
  preview: SlotPreview[]
  map: MapState
  counters: Record<string, number>
  decks: { terrain: number; discovery: number; discoveryDiscard: string[]; left: number; right: number; leftDiscard: string[]; rightDiscard: string[]; enemies: Record<EnemyToken, number>; enemyDiscard: Record<EnemyToken, string[]>; items: number; itemDiscard: string[]; unusedCards: number; removedCards: number[] }
  path: string[]
  journey: SagaState['journey']
  /** The combat being fought: its card, dice and tiles are on the table. */
  fight: SagaState['fight']
  /** S-COMBAT-07…S-COMBAT-13: extra dice, upgrades, rerolls and Criticals waiting for the actor's next fight. */
  boost: CombatBoost | null
  market: string[]
  activeEvent: string | null
  read: number[]
  /** The choice the game waits for (its public part), or null. */
  waiting: (Pending & { task: ChoiceTask | null }) | null
  outcome: SagaState['outcome']
  ending: number | null
  legal: SagaCommand[]
}

function preview(content: SagaContent, s: SagaState): SlotPreview[] {
  const token = s.row.tokens.findIndex((t) => t.active)
  if (token === -1) return []
  return s.row.cards.map((card, slot) => {
    const def = content.actionCards[card]
    const tokens = withPlaced(s.row.tokens, token, slot)
    return { slot, card, values: def ? def.mains.map((_, m) => actionValue(def, m, tokens, slot)) : [], bonuses: def ? def.bonuses.map((b) => bonusCount(tokens, slot, b)) : [] }
  })
}

/** The decision the game waits for, or null when it is over. */
export function waitingOf(s: SagaState): SagaView['waiting'] {
  if (s.outcome !== null) return null
  const head = s.queue[0]
  const choice = head && isChoice(head) ? head : null
  const who = choice ? ('who' in choice ? choice.who : 'actor' in choice ? choice.actor : turnCharacter(s)) : turnCharacter(s)
  if (choice) return { kind: choice.t, character: who, task: cloneJson(choice) }
  return s.stage === 'action' && !s.placed ? { kind: 'place', character: who, task: null } : null
}

export function view(content: SagaContent, s: SagaState): SagaView {
  const d = draftOf(content, s, true)
  const counts = (f: (t: EnemyToken) => number): Record<EnemyToken, number> => Object.fromEntries(ENEMY_TOKENS.map((t) => [t, f(t)])) as Record<EnemyToken, number>
  return {
    adventure: s.adventure,
    round: s.round,
    rounds: 'kind' in d ? 0 : d.adv.sheet.rounds,
    stage: s.stage,
    turn: s.turn,
    firstPlayer: s.firstPlayer,
    active: turnCharacter(s),
    characters: cloneJson(s.characters),
    row: cloneJson(s.row),
    preview: preview(content, s),
    map: cloneJson(s.map),
    counters: { ...s.counters },
    decks: {
      terrain: s.decks.terrain.length, discovery: s.decks.discovery.length, discoveryDiscard: [...s.decks.discoveryDiscard],
      left: s.decks.left.length, right: s.decks.right.length, leftDiscard: [...s.decks.leftDiscard], rightDiscard: [...s.decks.rightDiscard],
      enemies: counts((t) => s.decks.enemies[t].length), enemyDiscard: cloneJson(s.decks.enemyDiscard),
      items: s.decks.items.length, itemDiscard: [...s.decks.itemDiscard], unusedCards: s.decks.unusedCards.length, removedCards: [...s.decks.removedCards],
    },
    path: [...s.decks.path],
    journey: cloneJson(s.journey),
    fight: cloneJson(s.fight),
    boost: s.boost ? cloneJson(s.boost) : null,
    market: [...s.decks.market],
    activeEvent: s.decks.activeEvent?.id ?? null,
    read: [...s.read],
    waiting: waitingOf(s),
    outcome: s.outcome,
    ending: s.ending,
    legal: legalCommands(content, s),
  }
}
