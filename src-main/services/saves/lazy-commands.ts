import { SaveError } from './save-error'

const isStoredCommand = (c: unknown): boolean =>
  typeof c === 'object' && c !== null && !Array.isArray(c) && typeof (c as { type?: unknown }).type === 'string' && (c as { type: string }).type.length > 0

/**
 * A game's command log that may still be the JSON text it was saved as. Opening a long save must
 * not parse 16,000 command objects: the session plays on from the snapshot, appending new commands,
 * and the saved ones are parsed only when something needs them (an undo, the next save.json
 * rewrite, an export) — or handed over already parsed by the background check (`adopt`).
 */
export class LazyCommands<C> {
  #text: string | Buffer | undefined
  #savedCount: number
  #items: C[] | undefined
  #tail: C[] = []

  private constructor(items: C[] | undefined, text: string | Buffer | undefined, savedCount: number) {
    this.#items = items
    this.#text = text
    this.#savedCount = savedCount
  }

  /** A log already parsed. */
  static of<C>(items: C[]): LazyCommands<C> {
    return new LazyCommands(items, undefined, items.length)
  }

  /** A log still in its saved text or bytes (a JSON array of `count` commands, checked when parsed). */
  static fromText<C>(text: string | Buffer, count: number): LazyCommands<C> {
    return new LazyCommands<C>(undefined, text, count)
  }

  get length(): number {
    return this.#items === undefined ? this.#savedCount + this.#tail.length : this.#items.length
  }

  /** True while the saved part is still unparsed text. */
  get pending(): boolean {
    return this.#items === undefined
  }

  push(command: C): void {
    if (this.#items === undefined) this.#tail.push(command)
    else this.#items.push(command)
  }

  /** Every command, parsing the saved text on first use. Throws a SaveError if that text is not the log it claims to be. */
  all(): C[] {
    if (this.#items === undefined) this.#settle(parseCommandsText<C>(this.#text ?? '[]', this.#savedCount))
    return this.#items as C[]
  }

  /** The saved part, parsed elsewhere (the background check): used if it is the same length; the text is dropped. */
  adopt(saved: readonly C[]): void {
    if (this.#items === undefined && saved.length === this.#savedCount) this.#settle([...saved])
  }

  /** Replaces the whole log (an undo). */
  replace(items: C[]): void {
    this.#items = items
    this.#text = undefined
    this.#tail = []
  }

  #settle(saved: C[]): void {
    this.#items = saved.concat(this.#tail)
    this.#text = undefined
    this.#tail = []
  }
}

/** Parses the saved text of a command log: a JSON array of exactly `count` objects with a string `type`. */
export function parseCommandsText<C>(text: string | Buffer, count: number): C[] {
  let value: unknown
  try {
    value = JSON.parse(typeof text === 'string' ? text : text.toString('utf8'))
  } catch {
    throw new SaveError('not-json', 'The save file is damaged: its command log is not valid JSON.')
  }
  if (!Array.isArray(value) || value.length !== count || !value.every(isStoredCommand)) {
    throw new SaveError('schema', `commands: expected ${count} commands (one per mark), each an object with a string "type"`)
  }
  return value as C[]
}
