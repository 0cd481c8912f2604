/**
 * Rule options: the readings a game fixes when it starts (the rules'
 * ambiguity settings and variants). Declared ONCE per ruleset as plain data; everything else is
 * derived from the declaration: the engine's defaults (`optionDefaults`), the IPC and save schemas
 * (`rule-options-schema.ts`) and the New game form (the renderer draws one field per option).
 *
 * This module is zod-free on purpose: the renderer imports it to draw the form.
 */

interface OptionBase<K extends string> {
  key: K
  /** The rule or open question the option settles (`C-Q-2`), shown beside the field. */
  rule?: string
}

/** One of a fixed list of values (strings or numbers). */
export interface EnumOption<K extends string = string, V extends string | number = string | number> extends OptionBase<K> {
  kind: 'enum'
  values: readonly V[]
  default: V
}

export interface BooleanOption<K extends string = string> extends OptionBase<K> {
  kind: 'boolean'
  default: boolean
}

/** A whole number in [min, max]; `nullable` adds "no limit" (null). */
export interface IntegerOption<K extends string = string> extends OptionBase<K> {
  kind: 'integer'
  min: number
  max: number
  nullable?: boolean
  default: number | null
}

export type RuleOption = EnumOption | BooleanOption | IntegerOption
export type RuleOptionsDescriptor = readonly RuleOption[]
export type OptionValue = string | number | boolean | null

type ValueOf<O> = O extends { kind: 'boolean' }
  ? boolean
  : O extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : O extends { kind: 'integer'; nullable: true }
      ? number | null
      : number

/** The settings object a descriptor declares: `{ [key]: value }`, typed from the declaration. */
export type OptionsOf<D extends RuleOptionsDescriptor> = { [O in D[number] as O['key']]: ValueOf<O> }

/** Every option at its default (the recommended reading). */
export function optionDefaults<D extends RuleOptionsDescriptor>(descriptor: D): OptionsOf<D> {
  const out: Record<string, OptionValue> = {}
  for (const o of descriptor) out[o.key] = o.default
  return out as OptionsOf<D>
}

/** Why `value` is not a legal value of `option`, or undefined when it is. */
export function optionProblem(option: RuleOption, value: unknown): string | undefined {
  switch (option.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false'
    case 'enum':
      return (option.values as readonly unknown[]).includes(value) ? undefined : `must be one of ${option.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'integer':
      if (value === null) return option.nullable === true ? undefined : 'must be a whole number'
      return typeof value === 'number' && Number.isInteger(value) && value >= option.min && value <= option.max
        ? undefined
        : `must be a whole number from ${option.min} to ${option.max}${option.nullable === true ? ' or null' : ''}`
  }
}
