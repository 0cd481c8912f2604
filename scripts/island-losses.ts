/**
 * Why the heuristic player loses Island games (issue 15, balance): plays seeded games of one Cinder
 * Cay scenario and player count with the `heuristic` policy and prints what ended them — the reason
 * and round, every wound by its cause and phase, and what the group held when the Event and Weather
 * phases struck. A reading aid for tuning the player and the pack; it changes nothing.
 *
 *   npx tsx scripts/island-losses.ts <scenario> <players> [games=100] [seed=1]
 */
import type { GameEvent } from '../src-shared/engine/ruleset'
import { isRuleError } from '../src-shared/engine/rule-error'
import { seedRng } from '../src-shared/engine/rng'
import { loadCinderCay } from '../src-shared/content/island/__tests__/cinder-cay-pack'
import { islandModule } from '../src-shared/rulesets/island/module'
import { heuristicPlayer } from '../src-shared/rulesets/island/players/heuristic'
import { exploredTerrains } from '../src-shared/rulesets/island/island-map'
import { readGoal } from '../src-shared/rulesets/island/players/goal-reading'
import type { IslandCommand, IslandConfig, IslandState } from '../src-shared/rulesets/island/types'

const [scenario = 'packet-boat', playersArg = '1', gamesArg = '100', seedArg = '1'] = process.argv.slice(2)
const players = Number(playersArg)
const games = Number(gamesArg)
const seed0 = Number(seedArg)

const content = loadCinderCay()
const rules = islandModule.rules(content)
const base = islandModule.sampleConfig(content, players) as IslandConfig
const config: IslandConfig = { ...base, scenario }
const pick = heuristicPlayer(content)
const goal = readGoal(content, scenario, players)

const count = new Map<string, number>()
const add = (key: string, n = 1): void => { count.set(key, (count.get(key) ?? 0) + n) }
const ends: string[] = []
let won = 0

for (let g = 0; g < games; g++) {
  const seed = seed0 + g
  const start = rules.setup(config, seed)
  if (isRuleError(start)) throw new Error(start.message)
  const rng = seedRng(seed ^ 0x5eed)
  let s: IslandState = start
  const woundsByRound = new Map<number, number>()
  let lastLose = 'no lose'
  let open = new Set<string>()
  let part = 'start (event, morale, production)'
  for (let i = 0; i < 4000 && s.outcome === null; i++) {
    const legal = rules.legalCommands(s)
    const c: IslandCommand = pick(s, legal, rng)
    if (s.pending?.kind === 'plan' && s.plan.length === 0) {
      const can = new Set(legal.flatMap((l) => (l.type === 'plan' && l.target.kind === 'invent' && goal.items.has(l.target.invention) ? [l.target.invention] : [])))
      for (const id of can) add(`! goal item ${id} could be planned at a round's first plan`)
      open = can
    }
    if (c.type === 'commitPlan') for (const id of open) if (!s.plan.some((a) => a.target.kind === 'invent' && a.target.invention === id)) add(`! goal item ${id} could be planned and was not (round ${s.position.round <= 6 ? '1-6' : '7+'})`)
    const r = rules.apply(s, c)
    if (c.type === 'plan') {
      const t = c.target
      const what = t.kind === 'gather' ? `gather ${t.source}` : t.kind === 'build' ? `build ${t.build}` : t.kind === 'invent' ? 'invent' : t.kind
      const band = s.position.round <= 3 ? '1-3' : s.position.round <= 6 ? '4-6' : '7+'
      add(`% plan r${band} ${what} x${c.pawns.length}`)
    }
    if (isRuleError(r)) throw new Error(`seed ${seed}: ${c.type} refused: ${r.message}`)
    for (const e of r.events as GameEvent[]) {
      // The part of the round, read from the events themselves (one command may run several phases).
      if (e.type === 'roundEnded') {
        part = 'start (event, morale, production)'
        const t = r.state.tracks
        const at = r.state.position.round
        if (at === 4 || at === 7 || at === 10) add(`~ round ${at} begins: roof ${t.roof} palisade ${t.palisade} weapons ${t.weapons} shelter ${r.state.shelter.built ? 'y' : 'n'} preserved ${r.state.available.preserved}`)
      }
      else if (e.type === 'planCommitted') part = 'action'
      else if (e.type === 'weather') {
        part = 'night'
        for (const step of (e.steps ?? []) as { step: string; woundsEach?: number; wounds?: Record<string, number> }[]) {
          const n = (step.woundsEach ?? 0) + Object.values(step.wounds ?? {}).reduce((a, b) => a + b, 0)
          if (n > 0) add(`  weather step ${step.step} (wounds each, or fought)`, n)
        }
      }
      if (e.type === 'lose') lastLose = `${String(e.resource)} ${String(e.amount)} paid`
      if (e.type === 'unfulfilledDemand') { add(`  demand short @${part}: ${lastLose}, ${String(e.missing)} missing`); lastLose = 'no lose' }
      if (e.type === 'wound') {
        const amount = Number(e.amount ?? 0)
        const cause = String(e.cause).replace(/^(event|adventure|mystery)-.*/, '$1 card')
        add(`wound ${cause} @${cause === 'weather' ? 'weather' : part}`, amount)
        add(`# ${String(e.character)} ${cause}`, amount)
        if (cause === 'effect' && s.pending?.kind === 'choice') add(`  effect wound by choice ${s.pending.prompt} [${s.pending.options.map((o) => o.label).join(' / ')}] chose ${c.type === 'choose' ? s.pending.options[c.option]?.label ?? '' : c.type}`, amount)
        woundsByRound.set(s.position.round, (woundsByRound.get(s.position.round) ?? 0) + amount)
      }
    }
    s = r.state
  }
  if (s.outcome === 'won') won++
  add(`end ${s.outcome ?? 'unfinished'} ${s.reason ?? ''} r${s.position.round}`)
  add(`@ end ${s.outcome ?? '-'}: piles ${Object.values(s.piles).map((p) => p.reduce((a, b) => a + b, 0)).join(',')} goal items built ${[...goal.items].filter((i) => s.inventions.built.includes(i)).join('+') || 'none'}, terrains ${[...exploredTerrains(content, s)].sort().join('+')}`)
  const roofs = `roof ${s.tracks.roof} shelter ${s.shelter.built ? 'y' : 'n'} food ${s.available.food + s.available.preserved} wood ${s.available.wood}`
  if (s.outcome !== 'won' && ends.length < 12) ends.push(`seed ${seed}: ${s.reason ?? 'unfinished'} round ${s.position.round}; ${roofs}; wounds by round ${[...woundsByRound].map(([r, n]) => `${r}:${n}`).join(' ')}`)
}

console.log(`${scenario}, ${players} player(s), ${games} games: ${won} won (${((won * 100) / games).toFixed(1)} %)`)
for (const [k, v] of [...count].sort((a, b) => b[1] - a[1])) console.log(`${String(v).padStart(6)}  ${k}`)
console.log('\nsome lost games:')
for (const e of ends) console.log(`  ${e}`)
