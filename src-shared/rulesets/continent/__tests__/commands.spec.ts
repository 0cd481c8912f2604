import { describe, expect, it } from 'vitest'
import { ContinentCommandSchema } from '../commands'
import { content, setup } from './fixture'
import { createContinent } from '../continent'

describe('command schema', () => {
  it('accepts every command the engine offers and rejects malformed payloads', () => {
    const c = content()
    const rules = createContinent(c)
    for (const cmd of rules.legalCommands(setup(c))) expect(ContinentCommandSchema.safeParse(cmd).success).toBe(true)
    expect(ContinentCommandSchema.safeParse({ type: 'setCost', tradeOff: -1, extra: 0 }).success).toBe(false)
    expect(ContinentCommandSchema.safeParse({ type: 'chooseActive', seat: 0, extra: 1 }).success).toBe(false)
    expect(ContinentCommandSchema.safeParse({ type: 'spotHiddenNumber', uid: 'a', number: '12' }).success).toBe(false)
    expect(ContinentCommandSchema.safeParse({ type: 'chooseAction', ref: { uid: 'fog:1,0', index: 'back' } }).success).toBe(true)
  })
})
