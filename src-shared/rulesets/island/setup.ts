/**
 * Setup (§2, I-SETUP-01…I-SETUP-20) for 1–4 players: the scenario, the castaways and their
 * personal inventions, the companion with one or two players and the dog alone (I-SETUP-18,
 * I-2P-02, I-SOLO-01: neither is a seat), the decks, the default and drawn inventions, starting
 * equipment, the Event deck of ceil(R/2) book and adventure cards, the wreckage, the start tile.
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import { pickIndex, seedRng, shuffle } from '../../engine/rng'
import { startRounds } from '../../engine/phases'
import type { IslandContent } from '../../content/island/content'
import type { InventionCard } from '../../content/island/cards'
import type { Scenario } from '../../content/island/scenario'
import { inOneShape } from './clone-state'
import { leaveOut } from './cards-out'
import { runLater, type Run } from './effects-run'
import { ISLAND_DEFAULTS } from './options'
import { noResources } from './resources'
import { roundSpec, run } from './round'
import { equipmentDrawn, eventDeckMix, helpersJoin } from './setup-variants'
import type { CharacterState, IslandConfig, IslandState } from './types'

/** What setup takes from the pack for a scenario, the same for every game: worked out once per content and scenario. */
interface PackLists {
  books: readonly string[]
  advs: readonly string[]
  wrecks: readonly string[]
  inventions: readonly InventionCard[]
  equipment: readonly string[]
  discovery: readonly string[]
  tiles: readonly string[]
}
const packLists = new WeakMap<IslandContent, Map<string, PackLists>>()
function listsFor(content: IslandContent, sc: Scenario): PackLists {
  let byScenario = packLists.get(content)
  if (byScenario === undefined) packLists.set(content, (byScenario = new Map()))
  let l = byScenario.get(sc.id)
  if (l === undefined) {
    const cards = Object.values(content.cards)
    const out = sc.inventionsOut ?? []
    const faceDown = sc.faceDown ?? []
    l = {
      books: cards.filter((c) => c.deck === 'event' && c.icon === 'book').map((c) => c.id),
      advs: cards.filter((c) => c.deck === 'event' && c.icon !== 'book').map((c) => c.id),
      wrecks: cards.filter((c) => c.deck === 'wreckage').map((c) => c.id),
      inventions: cards.filter((c): c is InventionCard => c.deck === 'invention').filter((c) => !out.includes(c.id)),
      equipment: cards.filter((c) => c.deck === 'equipment').map((c) => c.id),
      discovery: Object.values(content.discoveries)
        .filter((t) => t.scenario === undefined || t.scenario === sc.id)
        .flatMap((t) => Array.from({ length: t.copies }, (_, i) => `${t.id}#${i + 1}`)),
      tiles: Object.keys(content.tiles).filter((id) => id !== sc.start.tile && !(sc.tilesOut ?? []).includes(id) && !faceDown.some((x) => x.tile === id)),
    }
    byScenario.set(sc.id, l)
  }
  return l
}

const character = (id: string, kind: CharacterState['kind'], seat: number | null): CharacterState =>
  ({ id, kind, seat, wounds: 0, determination: 0, specialWounds: [], abilitiesUsed: [], dead: false, outside: false })

/** The game at its first decision (round 1 has no Event phase, so: planning). */
export function setup(content: IslandContent, config: IslandConfig, seed: number): IslandState | RuleError {
  const sc = content.scenarios[config.scenario]
  if (!sc) return ruleError('I-SETUP-01', `Scenario "${config.scenario}" is not in this pack.`)
  const players = config.characters.length
  if (players < 1 || players > 4) return ruleError('I-SETUP-02', 'Island is played by 1 to 4 players.')
  if (new Set(config.characters).size !== players) return ruleError('I-SETUP-02', 'Each player takes a different castaway.')
  for (const id of config.characters) if (content.characters[id]?.kind !== 'castaway') return ruleError('I-SETUP-02', `"${id}" is not a castaway of this pack.`)
  const settings = { ...ISLAND_DEFAULTS, ...config.settings }
  const rng = seedRng(seed)
  const all = Object.values(content.characters)
  const join = helpersJoin(players, settings)
  const companion = join.companion ? (all.find((c) => c.kind === 'companion')?.id ?? null) : null
  const dog = join.dog ? (all.find((c) => c.kind === 'dog')?.id ?? null) : null
  const characters: Record<string, CharacterState> = {}
  config.characters.forEach((id, seat) => { characters[id] = character(id, 'castaway', seat) })
  if (companion !== null) characters[companion] = character(companion, 'companion', null)

  const lists = listsFor(content, sc)
  const removed: string[] = []
  // I-SETUP-15: ceil(R/2) book and adventure Event cards (or the sheet's numbers), the rest unseen out of the game.
  const half = Math.ceil(sc.rounds / 2)
  const books = shuffle(rng, lists.books)
  const advs = shuffle(rng, lists.advs)
  // I-GOLD-26, I-GOLD-27: the variants shift the mix (EX-45).
  const { book: nBook, adventure: nAdv } = eventDeckMix(sc.eventDeck?.book ?? half, sc.eventDeck?.adventure ?? half, settings.eventDeck)
  const event = shuffle(rng, [...books.slice(0, nBook), ...advs.slice(0, nAdv)])
  removed.push(...books.slice(nBook), ...advs.slice(nAdv))
  // I-SETUP-14: the scenario's wreckage in the right threat space (I-GOLD-27: or a random one); the others are not used.
  const wrecks = lists.wrecks
  const wreckage = settings.randomWreckage && wrecks.length > 0 ? (wrecks[pickIndex(rng, wrecks.length)] ?? sc.wreckage) : sc.wreckage
  removed.push(...wrecks.filter((id) => id !== wreckage))
  // I-SETUP-04, I-SETUP-05: defaults and personal inventions of the players on the board; unused
  // castaways' personal inventions join the deck; 5 (the sheet's number) drawn; scenario inventions on the sheet.
  // I-INV-C17: inventions the sheet leaves out are out of the game from the start.
  const out = sc.inventionsOut ?? []
  removed.push(...out)
  const inventions = lists.inventions
  const board = inventions.filter((c) => c.placement === 'default' || (c.placement === 'personal' && c.owner !== undefined && config.characters.includes(c.owner))).map((c) => c.id)
  const deck = shuffle(rng, inventions.filter((c) => c.placement === 'deck' || (c.placement === 'personal' && !(c.owner !== undefined && config.characters.includes(c.owner)))).map((c) => c.id))
  const drawn = deck.splice(0, sc.inventionDraw)
  board.push(...drawn)
  for (const c of inventions) if (c.placement === 'scenario') (sc.inventions.includes(c.id) ? board : removed).push(c.id)
  // I-SETUP-11: two random Starting Equipment cards (or the sheet's fixed ones, or the variant's number), two uses each.
  const equipmentAll = shuffle(rng, lists.equipment)
  const fixed = sc.startingEquipment.fixed
  const chosen = fixed ?? equipmentAll.slice(0, equipmentDrawn(sc.startingEquipment.draw, settings))
  const unused = equipmentAll.filter((id) => !chosen.includes(id))
  const equipment = chosen.map((id) => { const c = content.cards[id]; return { id, uses: c?.deck === 'equipment' ? c.uses : 2 } })
  // I-SETUP-12: every Discovery token face down; special ones only for their scenario (I-SCEN-05).
  const discovery = shuffle(rng, lists.discovery)
  // I-SETUP-10: the start tile face up; the others shuffled.
  const faceDown = sc.faceDown ?? []
  const tiles = shuffle(rng, lists.tiles)

  const raw: IslandState = {
    scenario: sc.id, settings, rng,
    position: startRounds(roundSpec(sc.rounds)).position,
    players, seats: [...config.characters],
    firstPlayer: players === 1 ? 0 : Math.min(Math.max(0, config.firstPlayer ?? 0), players - 1),
    characters, companion, dog,
    morale: 0, tracks: { roof: 0, palisade: 0, weapons: 0 }, shelter: { built: false, round: null },
    camp: sc.start.space,
    island: { [sc.start.space]: { tile: sc.start.tile, exhausted: [], tokens: [] } },
    inaccessible: {},
    available: noResources(), future: noResources(),
    discovery: { available: [], future: [] },
    decks: {
      event,
      adventure: { build: shuffle(rng, content.decks.adventure.build), gather: shuffle(rng, content.decks.adventure.gather), explore: shuffle(rng, content.decks.adventure.explore) },
      mystery: shuffle(rng, content.decks.mystery), mysteryDiscard: [], mysterySetAside: [],
      beast: shuffle(rng, content.decks.beast), hunting: [],
      invention: deck, newIdeaDiscard: [],
      tiles, discovery, equipment: unused,
    },
    threat: { left: null, right: wreckage },
    spaceTokens: {},
    inventions: { board, built: [], future: [] },
    flippedThisRound: [],
    equipment, equipmentFuture: [], kept: [], keptFuture: [], removed,
    piles: Object.fromEntries((sc.piles ?? []).map((p) => [p.id, p.levels.map(() => 0)])),
    pileRound: null,
    counters: Object.fromEntries((sc.counters ?? []).map((c) => [c.id, c.start])),
    sitesDone: Object.fromEntries((sc.sites ?? []).map((x) => [x.id, []])),
    plan: [], resolveIndex: 0, pawnsGranted: [], skip: [], quarrel: null, weatherExtra: [],
    weatherMods: { ignoreRain: 0, ignoreSnow: 0, snowAsRain: 0 }, tempWeapon: 0,
    totems: 0, numberTokens: {},
    pending: null, resume: [], queue: [], stepStarted: false, stepDone: false, roll: null, revealed: null,
    ledger: { gained: noResources(), spent: noResources() },
    outcome: null, reason: null,
  }
  leaveOut(raw, sc.cardsOut ?? [])
  if (drawn.length > 0) raw.drawn = drawn
  if (faceDown.length > 0) raw.faceDown = Object.fromEntries(faceDown.map((x) => [x.space, x.tile]))
  // The one shape of every state (clone-state.ts), from the first.
  const s = inOneShape(raw)
  const r: Run = { content, s, events: [] }
  // I-SETUP-19: the sheet's additional setup after the standard steps.
  runLater(s, sc.setup, { phase: 'setup', resolver: null, source: null, here: null })
  run(r)
  return s
}
