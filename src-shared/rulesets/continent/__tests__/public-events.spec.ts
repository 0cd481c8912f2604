import { describe, expect, it } from 'vitest'
import { action, adv, curseCard, explo, indexCards } from './fixture'
import { continentPublicEvents } from '../public-events'

const content = indexCards([
  adv('a-042-g1', '042', { kind: 'state', title: 'card.042.title' }),
  explo('x-1', 'I', action('explore_flee', 1, 1), { kind: 'terrain', title: 'exp.x-1.title' }),
  curseCard('k-1', 'hunger'),
])

describe('continentPublicEvents', () => {
  it('C-D-2 a face-down Exploration card is never named by its front', () => {
    const [moved] = continentPublicEvents(content, [{ type: 'moved', seats: [0], terrain: 'x-1' }], new Set())
    expect(moved).toEqual({ type: 'moved', seats: [0], terrain: 'x-1' })
    expect(JSON.stringify(moved)).not.toContain('exp.x-1.title')
  })

  it('C-D-2 an Exploration front is named once it is face up, or revealed by the same command', () => {
    const [faceUp] = continentPublicEvents(content, [{ type: 'moved', seats: [0], terrain: 'x-1' }], new Set(['x-1']))
    expect(faceUp?.names).toEqual({ 'x-1': { title: 'exp.x-1.title', kind: 'terrain', number: null } })
    const [, placed] = continentPublicEvents(content, [{ type: 'explorationRevealed', uid: 'x-1', cell: '0,1' }, { type: 'terrainPlaced', uid: 'x-1', cell: '0,1' }], new Set())
    expect(placed?.names).toEqual({ 'x-1': { title: 'exp.x-1.title', kind: 'terrain', number: null } })
  })

  it('C-CONSEQ-21 names a prevented State and the curse in a life-force loss, with number and kind', () => {
    const [prevented, lost] = continentPublicEvents(content, [
      { type: 'statePrevented', uid: 'a-042-g1', seat: 0, by: 'a-042-g1' },
      { type: 'lifeForceLost', uids: [], revealedFromDiscard: ['k-1'] },
    ], new Set())
    expect(prevented?.names).toEqual({ 'a-042-g1': { title: 'card.042.title', kind: 'state', number: '042' } })
    expect(lost?.names).toEqual({ 'k-1': { title: 'curse.hunger', kind: 'curse', number: null } })
  })

  it('asks for the view only when an Exploration card not revealed by the command is named', () => {
    let asked = 0
    const faceUp = () => { asked++; return new Set<string>() }
    continentPublicEvents(content, [{ type: 'took', uid: 'a-042-g1' }, { type: 'explorationRevealed', uid: 'x-1' }, { type: 'terrainPlaced', uid: 'x-1' }], faceUp)
    expect(asked).toBe(0)
    const [moved] = continentPublicEvents(content, [{ type: 'moved', seats: [0], terrain: 'x-1' }], faceUp)
    expect(asked).toBe(1)
    expect(moved?.names).toBeUndefined()
  })

  it('leaves the events it is given untouched', () => {
    const events = [{ type: 'took', uid: 'a-042-g1' }]
    continentPublicEvents(content, events, new Set())
    expect(events).toEqual([{ type: 'took', uid: 'a-042-g1' }])
  })
})
