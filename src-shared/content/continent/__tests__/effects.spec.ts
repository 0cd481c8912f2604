import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ACTION_TYPES, ActionSchema, CONSEQUENCE_OPS, ConditionSchema, ConsequenceSchema, EFFECTS_VERSION, ModifierSchema, OP_DOCS, RESOURCES,
  walkCondition, walkConsequences,
} from '../effects'
import type { Action, Condition, Consequence, Modifier } from '../effects'
import { CardFileSchema } from '../cards'
import { rulesetJsonSchemas, sharedJsonSchemas } from '../../json-schemas'
import { continentPackSpec } from '../pack-spec'

const packJsonSchemas = (): Record<string, unknown> => ({ ...sharedJsonSchemas(), ...rulesetJsonSchemas(continentPackSpec) })

const modifiers: Modifier[] = [
  { op: 'cost', amount: -2, types: ['dig'] },
  { op: 'successes', amount: 1 },
  { op: 'successPerLucky7', amount: 1, types: ['dig', 'craft'] },
  { op: 'difficulty', amount: 1, types: ['think'], when: { op: 'involvedCount', min: 2 } },
  { op: 'forbid', types: ['climb'] },
  { op: 'flag', flag: { colour: 'blue', pictograph: 'raft', add: 5 } },
  { op: 'preventState', number: '104' },
  { op: 'experience', amount: 2 },
  { op: 'resource', resource: 'fire' },
]
const conditions: Condition[] = [
  { op: 'hasKeyword', keyword: 'rope', where: ['inventory', 'satchel'] },
  { op: 'hasCard', number: '063' },
  { op: 'not', cond: { op: 'fireHere' } },
  { op: 'all', conds: [{ op: 'playerCount', min: 2, max: 3 }, { op: 'mode', mode: 'hardcore' }] },
  { op: 'any', conds: [{ op: 'curseActive', curse: 'the-hollow-crown' }, { op: 'involvedCount', max: 1 }] },
]
const consequences: Consequence[] = [
  { op: 'take', number: '159', flag: { colour: 'purple', pictograph: 'raft', add: 5 } },
  { op: 'take', number: '101', who: 'eachInvolved' },
  { op: 'revealExploration' }, { op: 'exploreReplace' },
  { op: 'discard', card: 'this' }, { op: 'banish', card: '063' }, { op: 'banishNumber', number: '300' }, { op: 'banishReplace' },
  { op: 'return', card: 'this' }, { op: 'loseDurability', amount: 2, who: 'involved' }, { op: 'lifeLoss', count: 2 },
  { op: 'discardToDeck', count: 6 }, { op: 'move' }, { op: 'crossObstacle' }, { op: 'makeFire' }, { op: 'newBoard', number: '200' }, { op: 'adventureOver', who: 'involved' },
  { op: 'liftCurse', curse: 'the-hollow-crown' }, { op: 'buyAdvancedSkills' }, { op: 'narrate', text: 'card.085.win' },
  { op: 'if', cond: conditions[0] as Condition, then: [{ op: 'take', number: '051' }], else: [{ op: 'lifeLoss', count: 1 }] },
  { op: 'choose', options: [{ label: 'a.b', effects: [{ op: 'move' }] }, { label: 'a.c', when: { op: 'fireHere' }, effects: [] }] },
]

describe('effect language', () => {
  it('is versioned and covers the 29 action types and 8 resources of §15', () => {
    expect(EFFECTS_VERSION).toBe(1)
    expect(ACTION_TYPES).toHaveLength(29)
    expect(new Set(ACTION_TYPES).size).toBe(29)
    expect(RESOURCES).toEqual(['wood', 'stone', 'foliage', 'vine', 'bamboo', 'bone', 'poison', 'fire'])
  })
  it('C-D-13 modifiers round-trip through the schema and JSON', () => {
    for (const m of modifiers) expect(ModifierSchema.parse(JSON.parse(JSON.stringify(m)))).toEqual(m)
  })
  it('C-D-13 conditions round-trip, nested', () => {
    for (const c of conditions) expect(ConditionSchema.parse(JSON.parse(JSON.stringify(c)))).toEqual(c)
  })
  it('C-D-13 every consequence op round-trips', () => {
    for (const c of consequences) expect(ConsequenceSchema.parse(JSON.parse(JSON.stringify(c)))).toEqual(c)
    expect(new Set(consequences.map((c) => c.op))).toEqual(new Set(CONSEQUENCE_OPS))
  })
  it('C-ACT-1 C-EX-1 an action with modifiers and both sections round-trips (the Dig diagram)', () => {
    const dig: Action = {
      type: 'dig', cost: 6, difficulty: 1, success: [{ op: 'take', number: '063' }], failure: [{ op: 'take', number: '101', who: 'eachInvolved' }],
    }
    expect(ActionSchema.parse(dig)).toEqual(dig)
    const locked: Action = { ...dig, locked: true, allPlayers: true, mandatory: true, prerequisites: [{ op: 'fireHere' }], text: 'act.dig' }
    expect(ActionSchema.parse(JSON.parse(JSON.stringify(locked)))).toEqual(locked)
  })
  it('rejects bad terms with the field path', () => {
    const r = ConsequenceSchema.safeParse({ op: 'take', number: '63' })
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.path).toEqual(['number'])
    expect(ModifierSchema.safeParse({ op: 'cost', amount: 1, types: ['dance'] }).success).toBe(false)
    expect(ModifierSchema.safeParse({ op: 'cost', amount: 1.5 }).success).toBe(false)
    expect(ActionSchema.safeParse({ type: 'dig', cost: 1, difficulty: 1, success: [], extra: true }).success).toBe(false)
  })
  it('C-ACT-39 walkConsequences visits nested terms in printed order with their paths', () => {
    const seen: string[] = []
    walkConsequences(consequences.slice(-2), (c, p) => seen.push(`${p.join('.')}:${c.op}`))
    expect(seen).toEqual(['0:if', '0.then.0:take', '0.else.0:lifeLoss', '1:choose', '1.options.0.effects.0:move'])
    const conds: string[] = []
    walkCondition(conditions[3] as Condition, (c, p) => conds.push(`${p.join('.')}:${c.op}`))
    expect(conds).toEqual([':all', 'conds.0:playerCount', 'conds.1:mode'])
  })
})

describe('JSON Schema export', () => {
  it('generates JSON Schemas for pack.json, card files and i18n files', () => {
    const schemas = packJsonSchemas()
    expect(Object.keys(schemas).sort()).toEqual(['cards.schema.json', 'i18n.schema.json', 'pack.schema.json'])
    const cards = schemas['cards.schema.json'] as { $schema: string; $ref: string; $defs: Record<string, unknown> }
    expect(cards.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    for (const id of ['Action', 'Consequence', 'Condition', 'Modifier', 'AdventureCard', 'ExplorationCard', 'SkillCard']) expect(cards.$defs).toHaveProperty(id)
    expect(cards.$ref).toBe('#/$defs/CardFile')
    expect(cards.$defs.CardFile).toHaveProperty('properties.cards')
    // The schema is plain JSON and stable.
    expect(JSON.parse(JSON.stringify(schemas))).toEqual(schemas)
    expect(JSON.stringify(packJsonSchemas())).toBe(JSON.stringify(packJsonSchemas()))
    expect(Object.keys((z.toJSONSchema(CardFileSchema) as { $defs: object }).$defs)).toEqual(Object.keys(cards.$defs))
  })
  it('each effect term carries its rule reference as a description for editors', () => {
    const text = JSON.stringify(packJsonSchemas()['cards.schema.json'])
    for (const op of Object.keys(OP_DOCS)) expect(text).toContain(JSON.stringify(OP_DOCS[op as keyof typeof OP_DOCS]))
  })
  it('the JSON Schema lists every action type and consequence op', () => {
    const text = JSON.stringify(packJsonSchemas()['cards.schema.json'])
    for (const t of ACTION_TYPES) expect(text).toContain(`"${t}"`)
    for (const op of CONSEQUENCE_OPS) expect(text).toContain(`"const":"${op}"`)
  })
})
