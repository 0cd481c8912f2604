/**
 * What the game needs to know about each past command without replaying it: whether it was an
 * undo checkpoint (it revealed information or used chance), how many turns it ended and how many
 * actions it began. A save (format 4) stores them as one base64url digit per command,
 * `checkpoint + 2·turns + 8·actions`, so opening a long game needs no replay; the background
 * verification recomputes them and a mismatch quarantines the slot like a wrong snapshot.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const MAX_TURNS = 3
const MAX_ACTIONS = 7

export interface CommandMarks {
  checkpoints: boolean[]
  turnEnds: number[]
  actionStarts: number[]
}

export const MARKS_PATTERN = /^[A-Za-z0-9_-]*$/

/** The marks as a string, or undefined when a command ended more turns or began more actions than one digit holds (then the save is opened by replay). */
export function encodeMarks(marks: CommandMarks): string | undefined {
  const out: string[] = new Array<string>(marks.checkpoints.length)
  for (let i = 0; i < marks.checkpoints.length; i++) {
    const turns = marks.turnEnds[i] ?? 0
    const actions = marks.actionStarts[i] ?? 0
    if (turns < 0 || turns > MAX_TURNS || actions < 0 || actions > MAX_ACTIONS || !Number.isInteger(turns) || !Number.isInteger(actions)) return undefined
    out[i] = DIGITS[(marks.checkpoints[i] === true ? 1 : 0) + 2 * turns + 8 * actions] as string
  }
  return out.join('')
}

/** Digit value by character code (-1: not a digit), so decoding is one table lookup per command. */
const VALUES = (() => {
  const table = new Int8Array(128).fill(-1)
  for (let i = 0; i < DIGITS.length; i++) table[DIGITS.charCodeAt(i)] = i
  return table
})()

/** Reads marks written by `encodeMarks` (the schema has already checked the alphabet). */
export function decodeMarks(text: string): CommandMarks {
  const n = text.length
  const checkpoints = new Array<boolean>(n)
  const turnEnds = new Array<number>(n)
  const actionStarts = new Array<number>(n)
  for (let i = 0; i < n; i++) {
    const value = VALUES[text.charCodeAt(i) & 127] ?? 0
    checkpoints[i] = (value & 1) === 1
    turnEnds[i] = (value >> 1) & 3
    actionStarts[i] = value >> 3
  }
  return { checkpoints, turnEnds, actionStarts }
}
