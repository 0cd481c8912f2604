import { z } from 'zod'
import type { RuleOption, RuleOptionsDescriptor } from './rule-options'

function valueSchema(option: RuleOption): z.ZodType {
  switch (option.kind) {
    case 'boolean':
      return z.boolean()
    case 'enum': {
      const literals = option.values.map((v) => z.literal(v))
      const [first, second, ...rest] = literals
      if (first === undefined) throw new Error(`rule option ${option.key} lists no values`)
      return second === undefined ? first : z.union([first, second, ...rest])
    }
    case 'integer': {
      const n = z.int().min(option.min).max(option.max)
      return option.nullable === true ? n.nullable() : n
    }
  }
}

/**
 * The schema of a new game's options (IPC `game:new`): every key optional (absent = the
 * default), unknown keys refused, each value checked against its declaration.
 */
export function optionsRequestSchema(descriptor: RuleOptionsDescriptor): z.ZodType<Record<string, unknown>> {
  return z.strictObject(Object.fromEntries(descriptor.map((o) => [o.key, valueSchema(o).optional()])))
}

/**
 * The schema of options as a save stores them: loose, so an option a later version adds never
 * makes a good save fail its schema (replaying the game with the engine proves the config right).
 */
export function optionsSaveSchema(descriptor: RuleOptionsDescriptor): z.ZodType<Record<string, unknown>> {
  return z.looseObject(Object.fromEntries(descriptor.map((o) => [o.key, valueSchema(o).optional()])))
}
