import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeMarks, encodeMarks, MARKS_PATTERN } from '../command-marks'
import { LazyCommands } from '../lazy-commands'
import { splitSaveBytes } from '../save-format'

const mark = fc.record({ checkpoint: fc.boolean(), turns: fc.integer({ min: 0, max: 3 }), actions: fc.integer({ min: 0, max: 7 }) })

describe('per-command marks', () => {
  it('decode(encode(marks)) gives the marks back, one URL-safe digit per command (property)', () => {
    fc.assert(fc.property(fc.array(mark, { maxLength: 300 }), (marks) => {
      const input = { checkpoints: marks.map((m) => m.checkpoint), turnEnds: marks.map((m) => m.turns), actionStarts: marks.map((m) => m.actions) }
      const text = encodeMarks(input)
      expect(text).toHaveLength(marks.length)
      expect(text).toMatch(MARKS_PATTERN)
      expect(decodeMarks(text ?? '')).toEqual(input)
    }))
  })

  it('a command that ended more turns or began more actions than a digit holds: no marks (the save then opens by replay)', () => {
    expect(encodeMarks({ checkpoints: [false], turnEnds: [4], actionStarts: [0] })).toBeUndefined()
    expect(encodeMarks({ checkpoints: [false], turnEnds: [0], actionStarts: [8] })).toBeUndefined()
  })
})

describe('a command log kept as saved text', () => {
  const text = Buffer.from('[{"type":"a"},{"type":"b","n":1}]')

  it('knows its length without parsing; all() parses once and keeps the commands pushed meanwhile', () => {
    const log = LazyCommands.fromText<{ type: string }>(text, 2)
    log.push({ type: 'c' })
    expect(log.length).toBe(3)
    expect(log.pending).toBe(true)
    expect(log.all().map((c) => c.type)).toEqual(['a', 'b', 'c'])
    expect(log.pending).toBe(false)
    log.push({ type: 'd' })
    expect(log.all()).toHaveLength(4)
  })

  it('adopt() takes an already parsed log of the same length; replace() (undo) drops everything before', () => {
    const log = LazyCommands.fromText<{ type: string }>(text, 2)
    log.push({ type: 'c' })
    log.adopt([{ type: 'x' }])
    expect(log.pending).toBe(true)
    log.adopt([{ type: 'x' }, { type: 'y' }])
    expect(log.all().map((c) => c.type)).toEqual(['x', 'y', 'c'])
    log.replace([{ type: 'x' }])
    expect(log.length).toBe(1)
  })

  it('saved text that is not the log it claims to be is a SaveError when parsed', () => {
    expect(() => LazyCommands.fromText(text, 3).all()).toThrow(expect.objectContaining({ kind: 'schema' }))
    expect(() => LazyCommands.fromText(Buffer.from('[{"type":'), 1).all()).toThrow(expect.objectContaining({ kind: 'not-json' }))
    expect(() => LazyCommands.fromText(Buffer.from('[{"kind":"a"}]'), 1).all()).toThrow(expect.objectContaining({ kind: 'schema' }))
  })

  it('splitSaveBytes finds the head and the log of a save laid out with marks last-but-one; any other layout is parsed whole', () => {
    const save = Buffer.from('{"format":"fogbound-save","name":"x","marks":"AB","commands":[{"type":"a"},{"type":"b"}]}\n')
    const split = splitSaveBytes(save)
    expect(JSON.parse(split?.head ?? '')).toEqual({ format: 'fogbound-save', name: 'x', marks: 'AB', commands: [] })
    expect(JSON.parse(split?.commands.toString() ?? '')).toEqual([{ type: 'a' }, { type: 'b' }])
    expect(splitSaveBytes(Buffer.from('{"format":"fogbound-save","commands":[],"marks":""}'))).toBeUndefined()
    expect(splitSaveBytes(Buffer.from('{"marks":"AB"}'))).toBeUndefined()
    expect(splitSaveBytes(Buffer.from('{"marks":"AB","commands":[{"type":"a"}'))).toBeUndefined()
  })
})
