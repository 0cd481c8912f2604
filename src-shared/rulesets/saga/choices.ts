/**
 * The commands that answer the choice at the head of the queue: crossing a Border (S-MOVE),
 * delivering goods (S-GOODS-19…S-GOODS-22), choosing a Sacrifice Location (S-SAC), taking items from
 * the Market (S-ITEM-02…S-ITEM-05), placing a wound (S-CHAR-03…S-CHAR-08), curing (S-CHAR-13…S-CHAR-16),
 * choosing an XP kind (S-CHAR-22), buying a subplot (S-STORY-08) and accepting a new Action card
 * (S-ROW-20…S-ROW-26). Each refusal names the rule.
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import { deliveryTargets, sacrificeTargets, spaceOf } from './actions'
import { crossings } from './atlas'
import { decksToChange, pushFront, type Draft } from './draft'
import { refillMarket } from './draw'
import { gainXp } from './effects-run'
import { addGood, countOf } from './goods'
import { insertInOrder, typesOf } from './row'
import { GOODS } from '../../content/saga/vocabulary'
import { payersFor, subplotCost } from './subplots'
import { areaSources, coverTasks, penaltyEffects } from './covering'
import { answerDice } from './combat-dice'
import { activeHooks } from './hooks'
import { runTrial } from './trial'
import { resolveNext } from './cover-order'
import { activateOption } from './delivery-options'
import { fightTargets, isStrikePlacement, mysticTargets, rowOrders, startFight, strikeTasks } from './combat'
import { cellOf, gatherCells, isJourneyPlacement, journeyShapes } from './journey-grid'
import type { Cell } from '../../engine/polyomino'
import type { ChoiceTask, SagaCommand, Task } from './types'
import { curable, placeWound, removeWound, woundIconEffects, woundShapes } from './wounds'

type Answer = Exclude<SagaCommand, { type: 'place' | 'ability' | 'reactivate' | 'item' }>

const wrong = (task: ChoiceTask, cmd: Answer): RuleError => ruleError('S-ROUND-05', `the game waits for "${task.t}", not "${cmd.type}"`)

/** The choice answered leaves the queue; `tasks` take its place. */
function replaceHead(d: Draft, ...tasks: Task[]): void {
  d.s.queue.shift()
  if (tasks.length > 0) pushFront(d, ...tasks)
}

export function answer(d: Draft, task: ChoiceTask, cmd: Answer): RuleError | null {
  const s = d.s
  switch (task.t) {
    case 'move': {
      const c = s.characters[task.actor]
      if (!c) return wrong(task, cmd)
      if (cmd.type === 'stop') {
        if (task.crossed === 0) return ruleError('S-MOVE-11', 'the move crosses at least one Border when it can')
        replaceHead(d); return null
      }
      if (cmd.type !== 'cross') return wrong(task, cmd)
      const way = crossings(d.adv, s, c.area, task.points).find((x) => x.border.id === cmd.border)
      if (!way) return whyNotCross(d, c.area, task.points, cmd.border)
      c.area = way.to
      d.events.push({ type: 'moved', character: c.id, to: way.to, border: way.border.id })
      // S-MOVE-06 Border rules; S-MOVE-12 effects of entering an Area, for every Area entered.
      const hooks = activeHooks(d).flatMap((h) => ((h.on === 'crossBorder' && h.borderKind === way.border.kind) || (h.on === 'enterArea' && (h.area ?? way.to) === way.to) ? h.effects : []))
      replaceHead(d, ...hooks.map((e): Task => ({ t: 'effect', e, actor: task.actor })), { ...task, points: task.points - way.border.lines, crossed: task.crossed + 1 })
      return null
    }
    case 'deliver': {
      const c = s.characters[task.actor]
      if (!c) return wrong(task, cmd)
      if (cmd.type === 'done') {
        replaceHead(d, ...(task.location === null ? [] : [{ t: 'deliveryCheck', actor: task.actor, location: task.location } as const]))
        return null
      }
      if (cmd.type !== 'deliver') return wrong(task, cmd)
      if (task.location !== null && cmd.location !== task.location) return ruleError('S-GOODS-22', 'one Delivery delivers to one Location')
      if (!deliveryTargets(d.adv, s, c.area).some((l) => l.id === cmd.location)) return ruleError('S-GOODS-20', `Location "${cmd.location}" takes no delivery from here now`)
      const giver = s.characters[cmd.from]
      if (!giver) return ruleError('S-GOODS-21', `no character ${cmd.from}`)
      if (cmd.from !== task.actor && giver.area !== c.area) return ruleError('S-GOODS-08', 'only a character in the same Area may give goods')
      if (countOf(giver.goods, cmd.good) < 1) return ruleError('S-GOODS-21', `no ${cmd.good} to deliver`)
      giver.goods = addGood(giver.goods, cmd.good, -1)
      s.map.goodsOn[cmd.location] = addGood(s.map.goodsOn[cmd.location] ?? {}, cmd.good, 1)
      replaceHead(d, { ...task, left: task.left - 1, location: cmd.location })
      return null
    }
    case 'sacrifice': {
      const c = s.characters[task.actor]
      if (!c) return wrong(task, cmd)
      if (cmd.type === 'done') { replaceHead(d); return null }
      if (cmd.type !== 'sacrifice') return wrong(task, cmd)
      const loc = sacrificeTargets(d.adv, s, c.area).find((l) => l.id === cmd.location)
      if (!loc) return ruleError('S-SAC-02', `Location "${cmd.location}" takes no sacrifice from here now`)
      const space = spaceOf(s, loc)
      if (space.action !== 'sacrifice') return ruleError('S-SAC-01', 'not a Sacrifice space')
      // S-SAC-03…S-SAC-05, S-SAC-07: V wounds of the space's kind, then the effect (a wound that does not fit eliminates).
      const value = 'value' in space ? space.value : task.value
      d.events.push({ type: 'sacrifice', character: c.id, location: loc.id, wounds: value })
      replaceHead(d, ...Array.from({ length: value }, (): Task => ({ t: 'wound', who: task.actor, wound: space.wound })), ...loc.effects.map((e): Task => ({ t: 'effect', e, actor: task.actor, source: loc.id })))
      return null
    }
    case 'journey': {
      if (cmd.type === 'done') { replaceHead(d); return null }
      if (cmd.type !== 'tile') return wrong(task, cmd)
      if (!journeyShapes(d.content, s, task.actor).includes(cmd.shape)) return ruleError('S-JOURNEY-12', `"${cmd.shape}" is not on this character's journey track at its level or below`)
      if (!isJourneyPlacement(d.content, s, cmd.shape, cmd.cells)) return ruleError('S-JOURNEY-17', 'a journey tile lies on free cells of the path, never left of the rightmost tile, touching it (the first one covers column 0)')
      const need = coversAreaIcon(d, cmd.cells) && areaSources(d, task.actor).length > 0
      if (need !== (cmd.good !== undefined) || (cmd.good !== undefined && !areaSources(d, task.actor).includes(cmd.good))) return ruleError('S-CELL-03', need ? 'name the good the Area icons give, one of your Area\'s Sources' : 'this tile covers no Area icon that gives a good')
      const cells = sortCells(cmd.cells)
      s.journey.tiles.push({ shape: cmd.shape, cells })
      d.events.push({ type: 'journeyTile', shape: cmd.shape, cells })
      replaceHead(d, ...coverTasks(d, task.actor, cells, cmd.good), { ...task, left: task.left - 1 })
      return null
    }
    case 'combat': {
      if (cmd.type === 'done') { replaceHead(d); return null }
      if (cmd.type !== 'fight') return wrong(task, cmd)
      if (!fightTargets(d, task.actor).some((x) => x.location === cmd.location && x.token === cmd.token)) return ruleError('S-COMBAT-01', 'fight an enemy token on a Location of your Area')
      const next: Task = { ...task, left: task.left - 1 }
      replaceHead(d, ...(startFight(d, task.actor, cmd.location, cmd.token) ?? []), next)
      return null
    }
    case 'option': {
      if (cmd.type !== 'option') return wrong(task, cmd)
      const loc = d.adv.map.locations.find((l) => l.id === task.location)
      if (!loc || !task.options.includes(cmd.index)) return ruleError('S-GOODS-30', `option ${cmd.index} of "${task.location}" is not satisfied`)
      replaceHead(d, ...activateOption(d, task.actor, loc, cmd.index))
      return null
    }
    case 'order': {
      if (cmd.type !== 'resolve') return wrong(task, cmd)
      if (!task.effects[cmd.index]) return ruleError('S-CELL-02', `no covered effect ${cmd.index} waits`)
      replaceHead(d, ...resolveNext(task.actor, task.effects, cmd.index))
      return null
    }
    case 'trial': {
      if (cmd.type !== 'trial') return wrong(task, cmd)
      replaceHead(d, ...(cmd.activate ? runTrial(d, task.actor, task.location) : []))
      return null
    }
    case 'relocate': {
      if (cmd.type !== 'relocate') return wrong(task, cmd)
      if (!mysticTargets(d, task.from).includes(cmd.location)) return ruleError('S-COMBAT-03', 'the Mystic token moves to a Location of a bordering Area with a higher access number')
      ;(s.map.enemies[cmd.location] ??= []).push('mystic')
      replaceHead(d)
      return null
    }
    case 'arrange': {
      const fight = s.fight
      if (cmd.type !== 'arrange' || !fight) return wrong(task, cmd)
      // S-COMBAT-29: the row's cards, each once, in the order the players lay them.
      if (!rowOrders(fight).some((o) => o.join(' ') === cmd.order.join(' '))) return ruleError('S-COMBAT-29', 'lay each card of the united row once')
      fight.cards = [...cmd.order]
      fight.card = cmd.order[0] ?? fight.card
      d.events.push({ type: 'arranged', cards: fight.cards })
      replaceHead(d)
      return null
    }
    case 'dice': {
      if (!s.fight || (cmd.type !== 'upgrade' && cmd.type !== 'reroll' && cmd.type !== 'critical' && cmd.type !== 'done')) return wrong(task, cmd)
      return answerDice(d, s.fight, cmd)
    }
    case 'strike': {
      const fight = s.fight
      if (cmd.type !== 'strike' || !fight) return wrong(task, cmd)
      if (!fight.toPlace.includes(cmd.shape)) return ruleError('S-COMBAT-16', `no die gave a "${cmd.shape}" tile`)
      if (!isStrikePlacement(d, fight, cmd.shape, cmd.cells)) return ruleError('S-COMBAT-18', 'the tile lies inside the enemy card, on free cells, touching this combat\'s tiles')
      const cells = sortCells(cmd.cells)
      const i = fight.toPlace.indexOf(cmd.shape)
      fight.toPlace = fight.toPlace.filter((_, k) => k !== i)
      fight.placed.push({ shape: cmd.shape, cells })
      // The strike task stays at the head until every tile is placed or returned.
      pushFront(d, ...strikeTasks(d, fight, task.actor, cells))
      return null
    }
    case 'gather': {
      if (cmd.type !== 'gather') return wrong(task, cmd)
      if (!gatherCells(d.content, s).some((c) => c[0] === cmd.cell[0] && c[1] === cmd.cell[1])) return ruleError('S-GOODS-12', 'gather on an uncovered path cell with a good or Area icon')
      const at = cellOf(d.content, s, cmd.cell)
      const sources = areaSources(d, task.actor)
      const good = at?.icon?.icon === 'good' ? at.icon.good : cmd.good
      const need = at?.icon?.icon === 'area' && sources.length > 0
      if (need !== (cmd.good !== undefined) || (cmd.good !== undefined && !sources.includes(cmd.good))) return ruleError('S-GOODS-14', need ? 'name one good of your Area\'s Sources' : 'this cell names its good itself')
      s.journey.gathering.push([cmd.cell[0], cmd.cell[1]])
      d.events.push({ type: 'gathered', cell: cmd.cell })
      const tasks: Task[] = []
      if (good !== undefined) tasks.push({ t: 'effect', e: { op: 'gain', good, amount: task.value }, actor: task.actor })
      if (at?.penalty) tasks.push(...penaltyEffects(d, at.card, at.penalty).map((e): Task => ({ t: 'effect', e, actor: task.actor })))
      replaceHead(d, ...tasks)
      return null
    }
    case 'build': {
      const c = s.characters[task.actor]
      if (!c) return wrong(task, cmd)
      const finish = (): null => { refillMarket(d); replaceHead(d); return null }
      if (cmd.type === 'done') return finish()
      if (cmd.type === 'take') {
        if (task.left <= 0) return ruleError('S-ITEM-02', 'no more items may be taken this action')
        if (!s.decks.market.includes(cmd.item)) return ruleError('S-ITEM-02', `"${cmd.item}" is not in the Market`)
        const k = decksToChange(d)
        k.market = k.market.filter((x) => x !== cmd.item)
        c.items.push(cmd.item)
        replaceHead(d, { ...task, left: task.left - 1 })
        return null
      }
      if (cmd.type !== 'discardMarket') return wrong(task, cmd)
      if (task.gain) return ruleError('S-ITEM-13', 'gaining items takes from the Market; it discards none')
      if (!s.decks.market.includes(cmd.item)) return ruleError('S-ITEM-03', `"${cmd.item}" is not in the Market`)
      const k = decksToChange(d)
      k.market = k.market.filter((x) => x !== cmd.item)
      k.itemDiscard.push(cmd.item)
      return finish()
    }
    case 'wound': {
      const c = s.characters[task.who]
      if (cmd.type !== 'wound' || !c) return wrong(task, cmd)
      if (!woundShapes(d.content, c, task.wound, s.settings.threatWoundMinOne).includes(cmd.shape)) return ruleError('S-CHAR-07', `this wound is not a "${cmd.shape}" tile`)
      const next = placeWound(d.content, c, cmd.shape, cmd.cells)
      if (!next) return ruleError(c.wounds.length === 0 ? 'S-CHAR-06' : 'S-CHAR-05', 'the tile must lie inside the grid, on free cells, touching a wound already there')
      s.characters[task.who] = next
      d.events.push({ type: 'wounded', character: c.id, shape: cmd.shape })
      replaceHead(d, ...woundIconEffects(d.content, c, next.wounds.at(-1)?.cells ?? []).map((e): Task => ({ t: 'effect', e, actor: task.who })))
      return null
    }
    case 'cure': {
      const c = s.characters[task.who]
      if (!c) return wrong(task, cmd)
      if (cmd.type === 'done') { replaceHead(d); return null }
      if (cmd.type !== 'cure') return wrong(task, cmd)
      if (!curable(c, task.max).includes(cmd.tile)) return ruleError('S-CHAR-14', `that tile is larger than this cure allows (${task.max ?? 'any'})`)
      s.characters[task.who] = removeWound(c, cmd.tile)
      d.events.push({ type: 'cured', character: c.id })
      replaceHead(d, { ...task, left: task.left - 1 })
      return null
    }
    case 'xp': {
      if (cmd.type !== 'xp') return wrong(task, cmd)
      replaceHead(d, ...gainXp(d, task.who, cmd.kind), { ...task, left: task.left - 1 })
      return null
    }
    case 'subplots': {
      const para = d.content.paragraphs[d.adv.id]?.[task.paragraph]
      const close: Task[] = task.location === null ? [] : [{ t: 'close', location: task.location }]
      if (cmd.type === 'done') { replaceHead(d, ...close); return null } // S-STORY-10
      if (cmd.type !== 'subplot' || !para) return wrong(task, cmd)
      const sub = para.subplots[cmd.index]
      if (!sub) return ruleError('S-STORY-08', `paragraph ${task.paragraph} has no subplot ${cmd.index}`)
      const cost = subplotCost(para)
      if (!payersFor(d, task.actor, cost).includes(cmd.payer)) return ruleError('S-STORY-09', 'the payer must be the active character or one in its Area, holding the cost')
      const payer = s.characters[cmd.payer]
      if (payer) for (const g of GOODS) payer.goods = addGood(payer.goods, g, -countOf(cost, g))
      d.events.push({ type: 'subplot', paragraph: task.paragraph, index: cmd.index })
      replaceHead(d, ...sub.effects.map((e): Task => ({ t: 'effect', e, actor: task.actor })), ...close)
      return null
    }
    case 'replace': {
      if (cmd.type !== 'replace') return wrong(task, cmd)
      const card = d.content.actionCards[task.card]
      if (!card) return wrong(task, cmd)
      if (!cmd.accept) {
        const k = decksToChange(d)
        k.unusedCards = [...k.unusedCards, task.card].sort((a, b) => a - b) // S-ROW-25
      } else {
        // S-ROW-21…S-ROW-24, S-ROW-26: the row's card sharing a type leaves the game; tokens keep their slots.
        const types = typesOf(card)
        const old = s.row.cards.find((n) => typesOf(d.content.actionCards[n] ?? card).some((t) => types.includes(t)))
        const rest = old === undefined ? s.row.cards : s.row.cards.filter((n) => n !== old)
        if (old !== undefined) decksToChange(d).removedCards.push(old)
        s.row.cards = insertInOrder(rest, task.card)
        s.map.blocked = s.map.blocked.filter((b) => b !== `card-${old}`)
      }
      d.events.push({ type: 'actionCardDecided', card: task.card, accepted: cmd.accept })
      replaceHead(d)
      return null
    }
  }
}

function whyNotCross(d: Draft, area: string, points: number, border: string): RuleError {
  const b = d.adv.map.borders.find((x) => x.id === border)
  if (!b || !b.between.includes(area)) return ruleError('S-MOVE-01', `Border "${border}" is not a Border of this Area`)
  if (b.kind === 'impassable') return ruleError('S-MOVE-07', 'an impassable Border can never be crossed')
  if (d.s.map.blocked.includes(b.id)) return ruleError('S-MOVE-08', 'a blocked Border cannot be crossed')
  if (b.lines > points) return ruleError('S-MOVE-03', `crossing costs ${b.lines}, ${points} movement left`)
  return ruleError('S-MOVE-10', `the Area beyond opens in a later round (round ${d.s.round} now)`)
}

const sortCells = (cells: readonly Cell[]): Cell[] => [...cells].map((c): Cell => [c[0], c[1]]).sort((a, b) => a[1] - b[1] || a[0] - b[0])
const coversAreaIcon = (d: Draft, cells: readonly Cell[]): boolean => cells.some((c) => cellOf(d.content, d.s, c)?.icon?.icon === 'area')
