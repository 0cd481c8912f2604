/**
 * The dice step of a fight (S-COMBAT-06…S-COMBAT-16), in the order S-COMBAT-15 fixes: the pool is
 * the dial's dice plus the extra dice granted before the roll (S-COMBAT-07); upgrades are declared
 * on it, each swapping one die for the next stronger colour (S-COMBAT-08…S-COMBAT-10, S-COMP-28);
 * all dice are rolled once (S-COMBAT-11); rerolls follow, one die at a time (S-COMBAT-12); then
 * Criticals turn a die's white shape into its white + black one (S-COMBAT-13, S-COMBAT-14); then one
 * tile per die is taken (S-COMBAT-16). Boosts come from effect terms (`dice`, `upgrade`, `reroll`,
 * `critical`) run by items, bonuses and abilities before the fight, and are kept in `state.boost`.
 */
import { ruleError, type RuleError } from '../../engine/rule-error'
import { intInRange } from '../../engine/rng'
import type { Draft } from './draft'
import type { CombatBoost, FightState, SagaCommand } from './types'

type DiceCmd = Extract<SagaCommand, { type: 'upgrade' | 'reroll' | 'critical' | 'done' }>

/** Adds to the actor's boost for its next fight (a boost of another character is replaced: it was not used). */
export function addBoost(d: Draft, actor: number, add: Partial<Omit<CombatBoost, 'actor'>>): void {
  const b = d.s.boost && d.s.boost.actor === actor ? d.s.boost : { actor, dice: [], upgrades: 0, rerolls: 0, criticals: 0 }
  d.s.boost = {
    actor,
    dice: [...b.dice, ...(add.dice ?? [])],
    upgrades: b.upgrades + (add.upgrades ?? 0),
    rerolls: b.rerolls + (add.rerolls ?? 0),
    criticals: b.criticals + (add.criticals ?? 0),
  }
}

/** S-COMBAT-06, S-COMBAT-07: the fight's pool and the boosts it uses up. */
export function openDice(d: Draft, fight: FightState, dial: readonly string[]): void {
  const b = d.s.boost && d.s.boost.actor === fight.actor ? d.s.boost : null
  delete d.s.boost
  fight.dice = { stage: 'declare', pool: [...dial, ...(b?.dice ?? [])], upgrades: b?.upgrades ?? 0, rerolls: b?.rerolls ?? 0, criticals: b?.criticals ?? 0, critical: [] }
}

/** S-COMBAT-09, S-COMBAT-10: the next stronger colour (the strongest stays as it is). */
export function upgraded(d: Draft, die: string): string {
  const order = d.content.diceOrder
  const i = order.indexOf(die)
  return i < 0 ? die : order[Math.min(i + 1, order.length - 1)] ?? die
}

const rollDie = (d: Draft, die: string): number => intInRange(d.s.rng, 0, (d.content.dice[die]?.faces.length ?? 1) - 1)

/**
 * Moves the dice step on as far as it goes without a choice: rolls once no upgrade is left, takes
 * the tiles once no reroll or Critical is left. True when the tiles are taken (the strike begins).
 */
export function advanceDice(d: Draft, fight: FightState, announce = true): boolean {
  const dice = fight.dice
  if (!dice) return true
  if (dice.stage === 'declare' && dice.upgrades <= 0) {
    // S-COMBAT-11: the whole pool is rolled together once.
    fight.rolled = dice.pool.map((die) => ({ die, face: rollDie(d, die) }))
    dice.stage = 'rolled'
    if (announce) d.events.push({ type: 'rolled', rolled: fight.rolled, checkpoint: true })
  }
  if (dice.stage === 'rolled' && dice.rerolls <= 0 && dice.criticals <= 0) {
    takeTiles(d, fight)
    return true
  }
  return false
}

/** S-COMBAT-13, S-COMBAT-14, S-COMBAT-16: one tile per die, its critical shape where a Critical was used. */
function takeTiles(d: Draft, fight: FightState): void {
  const critical = fight.dice?.critical ?? []
  fight.toPlace = fight.rolled
    .map((r, i) => {
      const face = d.content.dice[r.die]?.faces[r.face]
      return (critical.includes(i) ? face?.critical ?? face?.white : face?.white) ?? ''
    })
    .filter((x) => x !== '')
  delete fight.dice
}

/** The answers the dice step accepts now. */
export function diceCommands(fight: FightState): SagaCommand[] {
  const dice = fight.dice
  if (!dice) return []
  if (dice.stage === 'declare') return [...dice.pool.map((_, die): SagaCommand => ({ type: 'upgrade', die })), { type: 'done' }]
  const out: SagaCommand[] = []
  fight.rolled.forEach((_, die) => {
    if (dice.rerolls > 0 && dice.critical.length === 0) out.push({ type: 'reroll', die })
    if (dice.criticals > 0 && !dice.critical.includes(die)) out.push({ type: 'critical', die })
  })
  return [...out, { type: 'done' }]
}

/** One answer of the dice step; `done` gives up what is left of the current stage. */
export function answerDice(d: Draft, fight: FightState, cmd: DiceCmd): RuleError | null {
  const dice = fight.dice
  if (!dice) return ruleError('S-COMBAT-15', 'the dice are already taken')
  if (cmd.type === 'done') {
    if (dice.stage === 'declare') dice.upgrades = 0
    else { dice.rerolls = 0; dice.criticals = 0 }
    return null
  }
  if (cmd.type === 'upgrade') {
    // S-COMBAT-08: upgrades are declared before the roll.
    if (dice.stage !== 'declare') return ruleError('S-COMBAT-08', 'upgrades are declared before the roll')
    if (dice.upgrades <= 0) return ruleError('S-COMBAT-09', 'no upgrade left')
    const die = dice.pool[cmd.die]
    if (die === undefined) return ruleError('S-COMBAT-09', `the pool has no die ${cmd.die}`)
    dice.pool[cmd.die] = upgraded(d, die)
    dice.upgrades -= 1
    return null
  }
  if (dice.stage !== 'rolled') return ruleError('S-COMBAT-15', 'rerolls and Criticals come after the roll')
  const rolled = fight.rolled[cmd.die]
  if (!rolled) return ruleError('S-COMBAT-12', `no die ${cmd.die} was rolled`)
  if (cmd.type === 'reroll') {
    if (dice.rerolls <= 0) return ruleError('S-COMBAT-12', 'no reroll left')
    if (dice.critical.length > 0) return ruleError('S-COMBAT-15', 'rerolls come before Criticals')
    rolled.face = rollDie(d, rolled.die)
    dice.rerolls -= 1
    d.events.push({ type: 'rerolled', die: cmd.die, face: rolled.face, checkpoint: true })
    return null
  }
  if (dice.criticals <= 0) return ruleError('S-COMBAT-13', 'no Critical left')
  if (dice.critical.includes(cmd.die)) return ruleError('S-COMBAT-13', 'that die is already critical')
  dice.critical.push(cmd.die)
  dice.criticals -= 1
  dice.rerolls = 0
  return null
}
