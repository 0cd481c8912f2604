import { describe, expect, it } from 'vitest'
import { action, adv, baseCards, curseCard, explo, indexCards, play, setup, withStart } from './fixture'
import { continentPublicEvents } from '../public-events'
import { createContinent } from '../continent'

const content = indexCards([
  adv('a-042-g1', '042', { kind: 'state', title: 'card.042.title' }),
  adv('a-043-g1', '043', { kind: 'temporaryEvent', title: 'card.043.title', text: 'card.043.text' }),
  explo('x-1', 'I', action('explore_flee', 1, 1), { kind: 'terrain', title: 'exp.x-1.title' }),
  explo('x-2', 'I', action('explore_flee', 1, 1), { kind: 'temporaryEvent', title: 'exp.x-2.title', text: 'exp.x-2.text' }),
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

  it('C-CONSEQ-7 C-CARD-3 a card taken carries the narrative on its back; a card revealed, the text on its front', () => {
    const [took, revealed] = continentPublicEvents(content, [{ type: 'took', uid: 'a-043-g1', number: '043' }, { type: 'revealed', uid: 'a-043-g1', kind: 'temporaryEvent' }], new Set())
    expect(took?.story).toBe('card.043.back')
    expect(revealed?.story).toBe('card.043.text')
    // A front without text tells nothing more; an event that neither takes nor reveals tells no story.
    const [plain, moved] = continentPublicEvents(content, [{ type: 'revealed', uid: 'a-042-g1' }, { type: 'moved', seats: [0], terrain: 'a-043-g1' }], new Set())
    expect(plain?.story).toBeUndefined()
    expect(moved?.story).toBeUndefined()
  })

  it('C-CONSEQ-7 C-D-2 an Exploration front’s text travels only with the event that reveals it', () => {
    const [revealed] = continentPublicEvents(content, [{ type: 'revealed', uid: 'x-2', kind: 'temporaryEvent' }], new Set())
    expect(revealed?.story).toBe('exp.x-2.text')
    const [before] = continentPublicEvents(content, [{ type: 'explorationRevealed', uid: 'x-2', cell: '0,1' }], new Set())
    expect(JSON.stringify(before)).not.toContain('exp.x-2.text')
  })

  it('C-CONSEQ-7 a narrative consequence names the card whose text it is', () => {
    const c = indexCards(withStart(baseCards([
      adv('tale', '290', { kind: 'temporaryEvent', onReveal: [{ op: 'narrate', text: 'card.290.text' }] }),
    ]), { actions: [action('fight', 0, 0, [{ op: 'take', number: '290' }])] }))
    const r = createContinent(c).apply(play(c, setup(c, { characters: ['bruno'] }), { type: 'chooseActive', seat: 0 }, { type: 'chooseAction', ref: { uid: 't010', index: 0 } }), { type: 'setCost', tradeOff: 0, extra: 0 })
    if ('code' in r) throw new Error(r.message)
    const told = continentPublicEvents(c, r.events, new Set()).find((e) => e.type === 'narrate')
    expect(told).toMatchObject({ text: 'card.290.text', uid: 'tale', names: { tale: { number: '290', kind: 'temporaryEvent' } } })
  })
})
