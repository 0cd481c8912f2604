/**
 * The interpreter of the effect language (design §1: card text is data). Effects wait on a queue
 * in the state and run one at a time, so an effect that needs the group's decision (I-GOLD-02)
 * simply leaves a pending choice and the rest of the queue waits for it. Where gains go and who
 * suffers a shortfall follow the effect's context (I-RES-02, I-RES-03, I-RES-09).
 */
import type { GameEvent } from '../../engine/ruleset'
import { pickIndex, shuffle } from '../../engine/rng'
import type { Effect, Place, Who } from '../../content/island/effects'
import type { TokenKind } from '../../content/island/vocabulary'
import { holds } from './conditions'
import { fightStrength } from './rules/combat'
import { offerReaction, runReaction } from './demand-reaction'
import { addBeast, fightCard, fighter } from './fight'
import { runInternal } from './mystery'
import { placeOutside, sendOutside } from './night-outside'
import { noteActionToken, sheetFor } from './outside-sheet'
import { noteFollower } from './camp-followers'
import { exhaustTile } from './cover-sources'
import { addExtraBuild, offerExtraBuild } from './extra-action'
import { flipMarked, markItems, placeMarks } from './item-marks'
import { peekEvent, peekHunting, peekTiles, runPeek } from './peeks'
import { markShortcutSource } from './shortcut'
import { beastToHunting, besideEvent, chooseBeast, discardItem, threatsNow } from './event-cards'
import { ask, runFirst, task, type Run } from './queue'
import { nearestSources } from './rules/distance'
import { determination, demandVictims, firstPlayerCharacter, heal, living, moveMorale, unfulfilled, wound } from './harm'
import { adjacencyOf, exploredSpaces, hasShelter } from './island-map'
import { weaponBoost } from './passives'
import { campBlocked } from './site-rules'
import { clearMarker, takeOff } from './markers'
import { placeTile } from './explore-tile'
import { weatherPay } from './weather-phase'
import { nextNightMarker, nightMarkers } from './night-markers'
import { goHungry } from './night-events'
import { joinCamp } from './travellers'
import { discard, free, gain, spend, RESOURCE_KEYS } from './resources'
import type { EffectCtx, InternalEffect, IslandState, QueuedEffect } from './types'
import { minusAt, plus, putBottom, removeFromGame, setTile, takeAt, takeFirst, takeTop } from './lists'

export { ask, runFirst, runLater, type Run } from './queue'
export { addBeast, fightCard } from './fight'

/** The characters `who` names, or null when the group must choose first (a choice is left pending). */
function whoIs(r: Run, who: Who, ctx: EffectCtx, e: Effect): string[] | null {
  const { s } = r
  switch (who) {
    case 'resolver': case 'self': return [fighter(s, ctx)]
    case 'firstPlayer': return [firstPlayerCharacter(s)]
    case 'each': return demandVictims(s, { ...ctx, phase: ctx.phase === 'action' ? 'night' : ctx.phase })
    case 'chosen': {
      const ids = living(s)
      if (ids.length === 1) return ids
      ask(s, 'choose-character', ids.map((id) => ({ label: id, tasks: [task([{ ...e, who: 'resolver' } as Effect], { ...ctx, resolver: id })] })))
      return null
    }
  }
}

/** The key of a board space in `spaceTokens`, or the island space of a tile place. */
function placeKey(r: Run, at: Place, ctx: EffectCtx): { space: string } | { board: string } | null {
  switch (at.area) {
    case 'camp': return { space: r.s.camp }
    case 'here': return { space: ctx.here ?? r.s.camp }
    case 'night': return { board: 'night' }
    case 'weather': return { board: 'weather' }
    case 'chosen-tile': return null
    case 'action': return { board: `action:${at.action}` }
    case 'build': return { board: `build:${at.build}` }
    case 'adventure': return { board: `adventure:${at.colour}` }
  }
}

/** I-GOLD-05: a token is placed unless one of its kind is already there (then nothing, I-RES-15). */
export function placeToken(s: IslandState, where: { space: string } | { board: string }, token: TokenKind, events: GameEvent[]): void {
  const tile = 'space' in where ? s.island[where.space] : undefined
  const list = 'space' in where ? tile?.tokens : (s.spaceTokens[where.board] ?? [])
  if (!list || list.includes(token)) return
  if (tile && 'space' in where) setTile(s, where.space, { ...tile, tokens: plus(list, token) })
  else if ('board' in where) s.spaceTokens[where.board] = plus(list, token)
  events.push({ type: 'token', token, at: 'space' in where ? where.space : where.board })
}

function removeToken(s: IslandState, where: { space: string } | { board: string }, token: TokenKind): void {
  const tile = 'space' in where ? s.island[where.space] : undefined
  const list = 'space' in where ? tile?.tokens : s.spaceTokens[where.board]
  const i = list?.indexOf(token) ?? -1
  if (!list || i < 0) return
  if (tile && 'space' in where) setTile(s, where.space, { ...tile, tokens: minusAt(list, i) })
  else if ('board' in where) s.spaceTokens[where.board] = minusAt(list, i)
}

/** I-TOKEN-D01: a Discovery token to Future during the Action phase, else to Available. */
function takeDiscovery(s: IslandState, ctx: EffectCtx, token: string): void {
  // I-NIGHT-18: onto the sheet of a character sent outside by the action being resolved.
  const holder = sheetFor(s, ctx)
  if (holder) holder.sheetTokens = plus(holder.sheetTokens, token)
  else if (ctx.phase === 'action') { s.discovery.future = plus(s.discovery.future, token); noteActionToken(s, token) }
  else s.discovery.available = plus(s.discovery.available, token)
}

/** Runs one effect of the pack's language. */
export function runEffect(r: Run, e: QueuedEffect, ctx: EffectCtx): void {
  const { content, s, events } = r
  if (e.op === '_keepTile' || e.op === '_huntingBottom' || e.op === '_peekShow') { runPeek(r, e); return }
  if (e.op === '_outsideAt') { placeOutside(s, e.character, e.space); return }
  if (e.op === '_beastToHunting') { beastToHunting(r, e.card); return }
  if (e.op === '_react' || e.op === '_short') { runReaction(r, e, ctx); return }
  if (e.op === '_mark') { placeMarks(r, e.source, e.items); return }
  if (e.op === '_extraAction') { addExtraBuild(r, e.target, e.resolver); return }
  if (e.op === '_discardItem') { discardItem(r, e.item); return }
  if (e.op === '_clearMarker') { takeOff(r, e.which); return }
  if (e.op === '_shortcutSource') { markShortcutSource(s, e.space, e.source); return }
  if (e.op === '_placeTile') { placeTile(r, e.space, e.tile, ctx); return }
  if (e.op === '_weatherPay') { weatherPay(r, e.reroll); return }
  if (e.op === '_nightMarker') { nextNightMarker(r, e.left, ctx); return }
  if (e.op === '_hungry') { goHungry(r, e.characters); return }
  if (e.op.startsWith('_')) { runInternal(r, e as InternalEffect, ctx); return }
  const eff = e as Effect
  switch (eff.op) {
    case 'gain': gain(s, ctx, eff.resource, eff.amount); events.push({ type: 'gain', resource: eff.resource, amount: eff.amount, to: ctx.phase === 'action' ? 'future' : 'available' }); return
    case 'lose': {
      const missing = discard(s, eff.resource, eff.amount)
      events.push({ type: 'lose', resource: eff.resource, amount: eff.amount - missing })
      // an ability that gains the resource may pay the rest before anyone is wounded.
      if (eff.ifPossible !== true && missing > 0 && offerReaction(r, eff.resource, missing, ctx)) return
      if (eff.ifPossible !== true) unfulfilled(content, s, ctx, missing, events)
      return
    }
    case 'loseHalf': {
      // I-EVENT-C08: half the total, rounded down; the mix takes perishable food first, then the rest in order.
      const have = free(s)
      let n = Math.floor(eff.resources.reduce((t, k) => t + have[k], 0) / 2)
      for (const k of [...eff.resources].sort((a, b) => (a === 'food' ? -1 : b === 'food' ? 1 : 0))) {
        const take = Math.min(n, have[k])
        spend(s, k, take)
        n -= take
      }
      return
    }
    case 'wound': case 'heal': case 'specialWound': case 'determination': {
      const ids = whoIs(r, eff.who, ctx, eff)
      if (ids === null) return
      for (const id of ids) {
        if (eff.op === 'wound') wound(content, s, id, eff.amount, events, ctx.source ?? 'effect')
        else if (eff.op === 'heal') heal(content, s, id, eff.amount, events)
        else if (eff.op === 'specialWound') { const c = s.characters[id]; if (c) c.specialWounds = plus(c.specialWounds, eff.part) }
        else determination(content, s, id, eff.amount, events)
      }
      return
    }
    case 'morale': moveMorale(content, s, eff.amount, events); return
    case 'track': {
      if (eff.amount > 0) {
        // I-ACT-52: Roof and Palisade cannot rise without a Shelter.
        if (eff.track !== 'weapons' && !hasShelter(content, s)) return
        s.tracks[eff.track] += eff.amount
      } else {
        const lost = Math.min(s.tracks[eff.track], -eff.amount)
        s.tracks[eff.track] -= lost
        if (eff.ifPossible !== true) unfulfilled(content, s, ctx, -eff.amount - lost, events)
      }
      events.push({ type: 'track', track: eff.track, to: s.tracks[eff.track] })
      return
    }
    case 'halveTrack': {
      // I-EVENT-C06, Q-26: one chosen track loses half its level rounded down; both at 0 → 1 wound each.
      if (eff.tracks.every((t) => s.tracks[t] === 0)) { unfulfilled(content, s, ctx, 1, events); return }
      if (eff.tracks.length === 1) {
        const t = eff.tracks[0] ?? 'roof'
        s.tracks[t] -= Math.floor(s.tracks[t] / 2)
        return
      }
      ask(s, 'halve-track', eff.tracks.map((t) => ({ label: t, tasks: [task([{ op: 'halveTrack', tracks: [t] }], ctx)] })))
      return
    }
    case 'token': case 'removeToken': {
      const where = placeKey(r, eff.at, ctx)
      if (where === null) {
        // A tile where it makes a difference: without the token to place, holding the one to remove.
        const spaces = Object.keys(s.island).sort().filter((sp) => (s.island[sp]?.tokens.includes(eff.token) ?? false) === (eff.op === 'removeToken'))
        if (spaces.length === 0) return
        ask(s, 'choose-tile', spaces.map((space) => ({ label: space, tasks: [task([{ ...eff, at: { area: 'here' } }], { ...ctx, here: space })] })))
        return
      }
      if (eff.op === 'token' && eff.at.area === 'camp') noteFollower(content, s, eff.token, ctx)
      // I-TOKEN-03: a token put on an action space or deck during the Action phase waits for its end.
      if (eff.op === 'token' && ctx.phase === 'action' && 'board' in where && /^(action|adventure|build):/.test(where.board)) (s.tokensAfterAction ??= []).push({ board: where.board, token: eff.token })
      else if (eff.op === 'token') placeToken(s, where, eff.token, events)
      else removeToken(s, where, eff.token)
      return
    }
    case 'exhaust': {
      let space: string | undefined = eff.at === 'camp' ? s.camp : eff.at === 'here' ? (ctx.here ?? s.camp) : undefined
      if (eff.at === 'adjacent') {
        // I-INV-C09: a tile next to the camp with that source uncovered; the group picks among several.
        const spaces = (adjacencyOf(content.board)[s.camp] ?? []).filter((sp) => {
          const p = s.island[sp]
          return p !== undefined && (content.tiles[p.tile]?.sources ?? []).includes(eff.source) && !p.exhausted.includes(eff.source)
        }).sort()
        if (spaces.length > 1) { ask(s, 'choose-tile', spaces.map((sp) => ({ label: sp, tasks: [task([{ ...eff, at: 'here' }], { ...ctx, here: sp })] }))); return }
        space = spaces[0]
        if (space === undefined) return
      }
      if (eff.at === 'nearest') {
        const sources = Object.fromEntries(Object.entries(s.island).map(([sp, p]) => [sp, (content.tiles[p.tile]?.sources ?? []).filter((k) => !p.exhausted.includes(k))]))
        space = nearestSources(adjacencyOf(content.board), s.camp, exploredSpaces(s), sources, eff.source)[0]
        if (space === undefined) return
      }
      const placed = space === undefined ? undefined : s.island[space]
      if (!placed || !(content.tiles[placed.tile]?.sources ?? []).includes(eff.source)) return
      // I-RES-15: a marker that cannot be placed wounds every character.
      if (placed.exhausted.includes(eff.source)) { unfulfilled(content, s, { ...ctx, phase: 'night' }, 1, events); return }
      if (space !== undefined) setTile(s, space, { ...placed, exhausted: plus(placed.exhausted, eff.source) })
      events.push({ type: 'exhausted', space, source: eff.source })
      return
    }
    case 'mystery': {
      const max = { treasure: eff.treasure ?? 0, trap: eff.trap ?? 0, creature: eff.creature ?? 0 }
      // I-SCEN4-12: a draw shortened by one card loses 1 from its largest maximum (Treasures first).
      if ((s.mysteryFewer ?? 0) > 0) {
        s.mysteryFewer = (s.mysteryFewer ?? 1) - 1
        const kind = (['treasure', 'trap', 'creature'] as const).reduce((a, b) => (max[b] > max[a] ? b : a))
        if (max[kind] > 0) max[kind] -= 1
      }
      runFirst(s, [{ op: '_mysteryStep', ...max, all: eff.all === true, setAside: [] }], ctx)
      return
    }
    case 'discovery': {
      const drawn: string[] = []
      for (let i = 0; i < eff.amount; i++) { const t = takeTop(s, 'discovery'); if (t !== undefined) drawn.push(t) }
      const keep = Math.min(drawn.length, eff.keep ?? drawn.length)
      drawn.slice(0, keep).forEach((t) => takeDiscovery(s, ctx, t))
      removeFromGame(s, ...drawn.slice(keep))
      if (drawn.length > 0) events.push({ type: 'discovery', tokens: drawn.slice(0, keep), checkpoint: true })
      return
    }
    case 'equipment': {
      if (s.decks.equipment.length === 0) return
      const card = takeAt(s, 'equipment', pickIndex(s.rng, s.decks.equipment.length))
      if (card === undefined) return
      if (ctx.phase === 'action') s.equipmentFuture = plus(s.equipmentFuture, card)
      else s.equipment.push({ id: card, uses: content.cards[card]?.deck === 'equipment' ? (content.cards[card] as { uses: number }).uses : 2 })
      events.push({ type: 'equipment', card, checkpoint: true })
      return
    }
    case 'invention': {
      // I-CHAR-23, I-INV-10: drawn cards beyond those kept go to their own pile.
      if (s.decks.invention.length < eff.draw && s.decks.newIdeaDiscard.length > 0) {
        s.decks.invention = [...s.decks.invention, ...shuffle(s.rng, s.decks.newIdeaDiscard)]
        s.decks.newIdeaDiscard = []
      }
      const drawn = takeFirst(s, 'invention', eff.draw)
      s.inventions.board = plus(s.inventions.board, ...drawn.slice(0, eff.keep))
      putBottom(s, 'newIdeaDiscard', ...drawn.slice(eff.keep))
      if (drawn.length > 0) events.push({ type: 'inventions', cards: drawn.slice(0, eff.keep), checkpoint: true })
      return
    }
    case 'beast': addBeast(s, events, eff.top === true); return
    case 'fight': {
      const who = fighter(s, ctx)
      const boost = s.tempWeapon + weaponBoost(content, s, false)
      s.tempWeapon = 0
      const strength = Math.max(0, eff.strength + (eff.add ?? []).reduce((n, x) => n + x.times * (s.counters[x.counter] ?? 0), 0))
      const hit = fightStrength(strength, s.tracks.weapons, boost).wounds
      wound(content, s, who, hit, events, 'fight')
      if (eff.weaponLoss !== undefined) {
        const lost = Math.min(s.tracks.weapons, eff.weaponLoss)
        s.tracks.weapons -= lost
        wound(content, s, who, eff.weaponLoss - lost, events, 'weapon-loss')
      }
      gain(s, ctx, 'food', eff.food ?? 0)
      gain(s, ctx, 'fur', eff.fur ?? 0)
      events.push({ type: 'fight', strength, character: who })
      return
    }
    case 'fightBeast': {
      const card = takeTop(s, 'beast')
      if (card !== undefined) fightCard(r, card, { ...ctx, resolver: fighter(s, ctx) }, 0, eff.noCombat !== true)
      return
    }
    case 'threatsNow': threatsNow(r); return
    case 'chooseBeast': chooseBeast(r, eff.reveal, ctx); return
    case 'besideEvent': besideEvent(r, eff.do); return
    case 'restoreCamp': {
      const loss = s.campMoveLoss
      s.campMoveLoss = undefined
      const back = (['roof', 'palisade'] as const).filter((t) => (loss?.[t] ?? 0) > 0).map((t) => ({ op: 'track' as const, track: t, amount: 1 }))
      runFirst(s, back, ctx)
      return
    }
    case 'atNight': {
      const round = s.position.round + (ctx.phase === 'night' ? 1 : 0)
      ;(s.atNight ??= []).push({ round, task: task([...eff.effects], { ...ctx, phase: 'night' }) })
      return
    }
    case 'atEndOfAction':
      if (ctx.phase === 'action') (s.atEndOfAction ??= []).push(task([...eff.effects], { ...ctx, phase: 'cleanup' }))
      else runFirst(s, eff.effects, ctx)
      return
    case 'peekEvent': peekEvent(r, ctx); return
    case 'itemsAway':
      s.inventions.away = plus(s.inventions.away, ...s.inventions.built)
      s.inventions.built = []
      return
    case 'discardItem': {
      const items = s.inventions.built.filter((id) => !(content.scenarios[s.scenario]?.inventions ?? []).includes(id))
      if (items.length === 1) discardItem(r, items[0] ?? '')
      else if (items.length > 1) ask(s, 'discard-item', items.map((id) => ({ label: id, tasks: [task([{ op: '_discardItem', item: id }], ctx)] })))
      return
    }
    case 'intoEventDeck': {
      const card = ctx.source
      const i = card === null ? -1 : s.removed.lastIndexOf(card)
      if (card === null || i < 0) return
      s.removed = [...s.removed.slice(0, i), ...s.removed.slice(i + 1)]
      s.decks.event = shuffle(s.rng, [...s.decks.event, card])
      events.push({ type: 'intoEventDeck', card, checkpoint: true })
      return
    }
    case 'book': {
      const book = content.scenarios[s.scenario]?.book ?? []
      for (let i = 0; i < eff.times; i++) runFirst(s, book, ctx)
      return
    }
    case 'flipItem': {
      const items = s.inventions.built.filter((id) => !(content.scenarios[s.scenario]?.inventions ?? []).includes(id))
      if (items.length === 0) return
      if (items.length === 1) { runFirst(s, [{ op: '_flip', item: items[0] ?? '' }], ctx); return }
      ask(s, 'flip-item', items.map((id) => ({ label: id, tasks: [task([{ op: '_flip', item: id }], ctx)] })))
      return
    }
    case 'skip': if (!s.skip.includes(eff.phase)) s.skip = plus(s.skip, eff.phase); return
    case 'weatherDie': if (!s.weatherExtra.includes(eff.die)) s.weatherExtra = plus(s.weatherExtra, eff.die); return
    case 'nightOutside': sendOutside(r, ctx); return
    case 'moveCamp': {
      const options = (adjacencyOf(content.board)[s.camp] ?? []).filter((sp) => s.island[sp] !== undefined && !campBlocked(content, s, sp))
      // I-NIGHT-16, I-SCEN5-05: nowhere to go costs every character 1 wound, and the camp stays.
      if (options.length === 0) { unfulfilled(content, s, { ...ctx, phase: 'night' }, 1, events); return }
      s.pending = { kind: 'camp', options, forced: true }
      return
    }
    case 'counter': s.counters[eff.counter] = (s.counters[eff.counter] ?? 0) + eff.amount; return
    case 'pile': {
      // I-SCEN1-07: straight onto the current level; what does not fit is discarded.
      const pile = content.scenarios[s.scenario]?.piles?.find((p) => p.id === eff.pile)
      const filled = s.piles[eff.pile]
      if (!pile || !filled) return
      const level = pile.levels.findIndex((need, i) => (filled[i] ?? 0) < need)
      const room = level < 0 ? 0 : (pile.levels[level] ?? 0) - (filled[level] ?? 0)
      const put = Math.min(room, eff.amount)
      if (level >= 0) { const next = [...filled]; next[level] = (filled[level] ?? 0) + put; s.piles[eff.pile] = next }
      s.ledger.gained[pile.resource] += eff.amount
      s.ledger.spent[pile.resource] += eff.amount
      events.push({ type: 'pile', pile: eff.pile, amount: put })
      return
    }
    case 'pawn': {
      const owner = eff.own === true && ctx.resolver !== null ? { owner: ctx.resolver } : {}
      s.pawnsGranted.push({ source: `${ctx.source ?? 'effect'}#${s.pawnsGranted.length}`, actions: [...eff.actions], uses: eff.uses, ...owner, ...(eff.sitesOnly === true ? { sitesOnly: true } : {}) })
      return
    }
    case 'mysteryWard': s.mysteryWards = plus(s.mysteryWards, eff.kind); return
    case 'mysteryFewer': s.mysteryFewer = (s.mysteryFewer ?? 0) + 1; return
    case 'tempWeapon': s.tempWeapon += eff.amount; return
    case 'reroll': return
    case 'ignoreCloud':
      if (eff.convert === true) s.weatherMods.snowAsRain += 1
      else if (eff.cloud === 'rain') s.weatherMods.ignoreRain += 1
      else s.weatherMods.ignoreSnow += 1
      return
    case 'peekTiles': peekTiles(r, eff.amount, ctx); return
    case 'peekHunting': peekHunting(r, ctx); return
    case 'firstPlayer': s.firstPlayer = (s.firstPlayer + 1) % s.players; return
    case 'buildItem': {
      if (s.inventions.built.includes(eff.item) || s.inventions.future.includes(eff.item)) return
      s.inventions.board = s.inventions.board.filter((id) => id !== eff.item)
      s.decks.invention = s.decks.invention.filter((id) => id !== eff.item)
      // I-TOKEN-D12: to Future Resources during the Action phase (I-SCEN2-09 `futureIn: resolution`: only while actions are resolved); else built at once.
      if (ctx.phase === 'action' && (eff.futureIn !== 'resolution' || s.position.step === 'resolution')) s.inventions.future = plus(s.inventions.future, eff.item)
      else completeInvention(r, eff.item, ctx)
      return
    }
    case 'numberToken': {
      // I-COMP-23: six Number tokens, 1–6; a seventh is not placed (I-GOLD-05's "not placed"). A sheet
      // may name the number and the space (I-SCEN5-03).
      const here = eff.space ?? ctx.here ?? s.camp
      if (eff.number !== undefined) { s.numberTokens = { ...s.numberTokens, [here]: eff.number }; return }
      const n = Object.keys(s.numberTokens).length + 1
      if (n <= 6 && s.numberTokens[here] === undefined) s.numberTokens = { ...s.numberTokens, [here]: n }
      return
    }
    case 'clearMarker': clearMarker(r, ctx); return
    case 'rerollAnimals': s.weatherMods.rerollAnimals = (s.weatherMods.rerollAnimals ?? 0) + 1; return
    case 'ignoreAnimals': s.weatherMods.ignoreAnimals = (s.weatherMods.ignoreAnimals ?? 0) + 1; return
    case 'buildShelter': s.shelter = { built: true, round: s.position.round }; return
    case 'revealTile': {
      // I-SCEN5-03: the face-down tile turns face up; the space is explored from now on.
      const tile = s.faceDown?.[eff.space]
      if (tile === undefined || s.faceDown === undefined) return
      s.faceDown = Object.fromEntries(Object.entries(s.faceDown).filter(([k]) => k !== eff.space))
      setTile(s, eff.space, { tile, exhausted: [], tokens: [] })
      events.push({ type: 'explored', space: eff.space, tile, checkpoint: true })
      return
    }
    case 'quarrel': s.quarrel = s.position.round; return
    case 'exhaustTile': exhaustTile(r, eff, ctx); return
    case 'markItems': markItems(r, eff.count, ctx); return
    case 'flipMarked': flipMarked(r, ctx); return
    case 'extraAction': offerExtraBuild(r, ctx); return
    case 'nightMarkers': nightMarkers(r, eff.outside, ctx); return
    case 'joinCamp': joinCamp(r, eff.character); return
    case 'coverTerrain': {
      const space = eff.at === 'camp' ? s.camp : (ctx.here ?? s.camp)
      const placed = s.island[space]
      if (!placed) return
      // I-SCEN6-07: only when no other tile on the island shows this terrain.
      const terrain = content.tiles[placed.tile]?.terrain
      if (eff.ifFirst === true && Object.entries(s.island).some(([sp, p]) => sp !== space && content.tiles[p.tile]?.terrain === terrain)) return
      if (eff.uncover !== true) setTile(s, space, { ...placed, terrainCovered: true })
      else if (placed.terrainCovered !== undefined) { const { terrainCovered: _covered, ...uncovered } = placed; setTile(s, space, uncovered) }
      return
    }
    case 'flipSpace':
      // I-GOLD-16, I-GOLD-17: face down with everything on it discarded; never explored again.
      for (const space of eff.spaces) {
        if (space in s.inaccessible) continue
        // A new record: the inaccessible spaces, like the island, are shared by working copies.
        s.inaccessible = { ...s.inaccessible, [space]: s.island[space]?.tile ?? null }
        s.island = Object.fromEntries(Object.entries(s.island).filter(([k]) => k !== space))
        s.numberTokens = Object.fromEntries(Object.entries(s.numberTokens).filter(([k]) => k !== space))
        if (s.tileItems) s.tileItems = Object.fromEntries(Object.entries(s.tileItems).filter(([k]) => k !== space))
        events.push({ type: 'flipped-space', space })
      }
      return
    case 'resolveAgain': {
      // I-GOLD-14: the immediate event text of the card this effect is printed on, once more.
      const card = ctx.source === null ? undefined : content.cards[ctx.source]
      if (card?.deck === 'event') runFirst(s, card.event, ctx)
      return
    }
    case 'if': runFirst(s, holds(content, s, eff.cond, ctx.resolver) ? eff.then : (eff.else ?? []), ctx); return
    case 'choose': {
      const open = eff.options.filter((o) => o.when === undefined || holds(content, s, o.when, ctx.resolver))
      if (open.length === 0) return
      if (open.length === 1) { runFirst(s, open[0]?.effects ?? [], ctx); return }
      ask(s, 'choose-option', open.map((o) => ({ label: o.label, tasks: [task(o.effects, ctx)] })))
      return
    }
  }
}

/** I-INV-04, I-ACT-63: an invention becomes an Item; its one-shot effects run (I-INV-11). */
export function completeInvention(r: Run, id: string, ctx: EffectCtx): void {
  const card = r.content.cards[id]
  if (!card || card.deck !== 'invention') return
  if (!r.s.inventions.built.includes(id)) r.s.inventions.built = plus(r.s.inventions.built, id)
  r.events.push({ type: 'built', invention: id })
  runFirst(r.s, card.onBuild, { ...ctx, source: id })
}

/**
 * Runs queued effects until the queue is empty or a decision is pending. Returns true when the
 * queue is empty and nothing waits.
 */
export function drain(r: Run): boolean {
  const { s } = r
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.pending !== null || s.outcome !== null) return false
    const head = s.queue[0]
    if (!head) {
      return true
    }
    const e = head.effects.shift()
    if (e === undefined) { s.queue.shift(); continue }
    runEffect(r, e, head.ctx)
  }
  throw new Error('effect queue did not settle')
}

/** Every resource kind, for callers that loop over them. */
export { RESOURCE_KEYS }
