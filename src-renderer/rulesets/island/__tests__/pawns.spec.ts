import { describe, expect, it } from 'vitest'
import type { IslandView } from '../../../../src-shared/rulesets/island/view'
import { stackFor, trayPawns } from '../pawns'
import { IslandGame } from './island-kit'

describe('the pawn tray', () => {
  it('I-CHAR-03 I-2P-02 two pawns per castaway and one for the companion, placed ones marked from the plan', () => {
    const game = new IslandGame()
    const v: IslandView = game.reply().view
    const pawns = trayPawns(v)
    expect(pawns.filter((p) => p.character === 'shipwright')).toHaveLength(2)
    expect(pawns.filter((p) => p.character === 'steward')).toHaveLength(2)
    expect(pawns.filter((p) => p.character === v.companion)).toHaveLength(1)
    game.play({ type: 'plan', target: { kind: 'rest' }, pawns: [{ kind: 'character', character: 'shipwright' }] })
    const after = trayPawns(game.reply().view)
    expect(after.filter((p) => p.character === 'shipwright' && p.placed)).toHaveLength(1)
    expect(after.filter((p) => p.placed)).toHaveLength(1)
  })

  it('I-ACT-11 a stack is led by the picked pawn, then its owner\'s other pawn, then the others', () => {
    const v = new IslandGame().reply().view
    const pawns = trayPawns(v)
    const lead = pawns.find((p) => p.character === 'steward')?.id ?? ''
    expect(stackFor(pawns, [lead], 'build', 2)).toEqual([{ kind: 'character', character: 'steward' }, { kind: 'character', character: 'steward' }])
    expect(stackFor(pawns, [lead], 'build', 3)?.[2]).toEqual({ kind: 'character', character: 'shipwright' })
    expect(stackFor(pawns, [lead], 'build', 9)).toBeNull()
  })

  it('I-ACT-30 a built Item that lends a pawn puts a neutral pawn in the tray, for its actions only', () => {
    const v = new IslandGame().reply().view
    // The map (an Item lending a pawn for exploring), as if built.
    const withMap: IslandView = { ...v, inventions: { ...v.inventions, built: [...v.inventions.built, 'map'] } }
    const neutral = trayPawns(withMap).filter((p) => p.ref.kind === 'neutral')
    expect(neutral.map((p) => [p.ref, p.actions])).toEqual([[{ kind: 'neutral', source: 'item:map:0' }, ['explore']]])
    // It joins an Explore stack, never a Build one.
    const all = trayPawns(withMap)
    const lead = all.find((p) => p.character === 'shipwright')?.id ?? ''
    // Five character pawns (two castaways and the companion) and the map's: six for exploring, five for building.
    expect(stackFor(all, [lead], 'explore', 6)).toContainEqual({ kind: 'neutral', source: 'item:map:0' })
    expect(stackFor(all, [lead], 'build', 6)).toBeNull()
  })
})
