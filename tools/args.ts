import { UsageError } from './cli-io'

export interface ParsedArgs {
  positional: string[]
  flags: Map<string, string | true>
}

/**
 * Minimal `--name value` / `--flag` parser. `booleans` lists flags that take no value;
 * anything else starting with `--` needs one. Unknown flags are usage errors so that a
 * typo never silently falls back to a default.
 */
export function parseArgs(args: string[], known: { values: string[]; booleans: string[] }): ParsedArgs {
  const positional: string[] = []
  const flags = new Map<string, string | true>()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined]
    if (known.booleans.includes(name)) {
      flags.set(name, true)
    } else if (known.values.includes(name)) {
      const value = inline ?? args[++i]
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`)
      flags.set(name, value)
    } else {
      throw new UsageError(`unknown option --${name}`)
    }
  }
  return { positional, flags }
}

/** An integer flag within bounds, or the default. */
export function intFlag(parsed: ParsedArgs, name: string, fallback: number, min: number, max: number): number {
  const raw = parsed.flags.get(name)
  if (raw === undefined) return fallback
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`)
  return n
}

export function stringFlag(parsed: ParsedArgs, name: string): string | undefined {
  const raw = parsed.flags.get(name)
  return typeof raw === 'string' ? raw : undefined
}
