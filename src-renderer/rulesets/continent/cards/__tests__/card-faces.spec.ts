// Every kind of card is drawn as a card: stars, squares, durability, marks, named in words (issue #14 item 1).
import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import CardFace from '../CardFace.vue'
import { mountTable } from '../../__tests__/mount-table'
import { firstLight, firstLightCatalogue } from './first-light'
import type { CardSize } from '../../../../components/cards/CardFrame.vue'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

function face(uid: string, size: CardSize = 'hand', locale: 'en' | 'it' = 'en'): VueWrapper {
  wrapper?.unmount()
  wrapper = mountTable(CardFace, { props: { uid, catalogue: firstLightCatalogue(), size } }, locale)
  return wrapper
}

/** Everything a player or a screen reader can get from a face: text, accessible names, tooltips. */
function said(w: VueWrapper): string {
  return [w.text(), ...names(w)].join(' | ')
}
/** The accessible names and tooltips only. */
function names(w: VueWrapper): string[] {
  return w.findAll('[aria-label], [title]').flatMap((e) => [e.attributes('aria-label') ?? '', e.attributes('title') ?? ''])
}

describe('card faces', () => {
  it('C-CARD-19 C-ACT-23 a Skill draws its half star and lucky 7 and names them in words', () => {
    const w = face('s-light-step')
    expect(w.find('[data-kind="skill"]').exists()).toBe(true)
    const strip = w.get('[data-testid="star-strip"]')
    expect(strip.attributes('aria-label')).toBe('Successes when drawn: 1 right half star; 1 lucky 7')
    expect(strip.findAll('[data-mark]').map((m) => m.attributes('data-mark'))).toEqual(['right', 'lucky'])
    expect(w.text()).toContain('Skill')
  })

  it('C-CARD-19 every Skill of First Light shows exactly its printed successes', () => {
    const skills = Object.values(firstLight().cards).filter((c) => c.type === 'skill')
    expect(skills.length).toBeGreaterThan(10)
    for (const s of skills) {
      if (s.type !== 'skill') continue
      const w = face(s.uid, 'map')
      const marks = w.get('[data-testid="star-strip"]').findAll('[data-mark]').map((m) => m.attributes('data-mark'))
      expect(marks.filter((m) => m === 'star'), s.uid).toHaveLength(s.strip.stars)
      expect(marks.filter((m) => m === 'left'), s.uid).toHaveLength(s.strip.leftHalves)
      expect(marks.filter((m) => m === 'right'), s.uid).toHaveLength(s.strip.rightHalves)
      expect(marks.filter((m) => m === 'lucky'), s.uid).toHaveLength(s.strip.lucky7)
      if (s.strip.stars > 0) expect(w.get('[data-testid="star-strip"]').attributes('aria-label')).toMatch(new RegExp(`${s.strip.stars} stars?`))
    }
  }, 120_000)

  it('C-ACT-1 C-ACT-35 C-ACT-37 an action square shows its cost, difficulty, success and failure, each named in words', () => {
    const w = face('a-003-g1', 'zoom')
    const card = firstLight().cards['a-003-g1']
    if (card?.type !== 'adventure') throw new Error('no card 003')
    const a = card.actions[1]
    if (!a) throw new Error('no second action')
    const sq = w.findAll('[data-testid="action-square"]')[1]
    if (!sq) throw new Error('no square')
    expect(sq.get('[data-testid="square-cost"]').text()).toBe(String(a.cost))
    expect(sq.get('[data-testid="square-cost"]').attributes('aria-label')).toMatch(/^costs (nothing|\d+ cards?)$/)
    expect(sq.get('[data-testid="square-difficulty"]').text()).toBe(String(a.difficulty))
    expect(sq.findAll('[data-testid="square-success"] > .icon-word')).toHaveLength(a.success.length)
    expect(sq.findAll('[data-testid="square-failure"] > .icon-word')).toHaveLength(a.failure?.length ?? 0)
    const name = sq.attributes('aria-label') ?? ''
    expect(name).toMatch(/On success: .+\. On failure: .+$/)
    expect(name).toContain(`Costs ${a.cost === 1 ? '1 card' : `${a.cost} cards`}`)
  })

  it('C-ACT-1 every square of every First Light card keeps its cost, difficulty and consequences', () => {
    const cat = firstLightCatalogue()
    for (const c of Object.values(firstLight().cards)) {
      const f = cat.face(c.uid)
      if (!f || f.actions.length === 0) continue
      const w = face(c.uid, 'map')
      const squares = w.findAll('[data-testid="action-square"]')
      expect(squares.length, c.uid).toBe(f.actions.length + (f.craft ? 1 : 0))
      f.actions.forEach((a, i) => {
        const sq = squares[i]
        expect(sq?.get('[data-testid="square-cost"]').text(), c.uid).toBe(String(a.cost))
        expect(sq?.get('[data-testid="square-difficulty"]').text(), c.uid).toBe(String(a.difficulty))
        expect(sq?.findAll('[data-testid="square-success"] > .icon-word'), c.uid).toHaveLength(a.success.length)
        expect(sq?.findAll('[data-testid="square-failure"] > .icon-word'), c.uid).toHaveLength(a.failure?.length ?? 0)
      })
    }
  }, 120_000)

  it('C-ICON-15 C-ICON-17 C-ICON-18 mandatory, locked and all-players squares carry their mark, named in words', () => {
    expect(face('a-030-g1', 'zoom').get('[data-testid="square-mandatory"]').attributes('aria-label')).toMatch(/^mandatory: /)
    expect(face('a-042-g1', 'zoom').get('[data-testid="square-locked"]').attributes('aria-label')).toMatch(/^locked: /)
    expect(face('a-012-g1', 'zoom').get('[data-testid="square-allPlayers"]').attributes('aria-label')).toMatch(/^all players: /)
  })

  it('C-CARD-11 an item shows its durability die, pips drawn and the value in words', () => {
    const w = face('a-061-g1')
    const die = w.get('[data-testid="durability-die"]')
    expect(die.attributes('data-value')).toBe('3')
    expect(die.attributes('aria-label')).toBe('durability 3 (a die showing 3)')
    expect(die.findAll('circle')).toHaveLength(3)
  })

  it('C-CARD-21 a Curse is drawn as a Curse, never like a Skill', () => {
    const w = face('k-death-1')
    expect(w.find('[data-kind="skill"]').exists()).toBe(false)
    expect(w.get('[data-kind="curse"]').classes()).toContain('tone-curse')
    expect(w.text()).toContain('Curse')
    expect(w.get('[data-testid="curse-says"]').text()).toMatch(/counts no successes/)
    expect(w.get('[data-testid="star-strip"]').attributes('aria-label')).toBe('Successes when drawn: no successes')
  })

  it('C-EXPLORE-20 a hidden number is drawn into the art of its card, not said as a label', () => {
    const w = face('a-003-g1', 'zoom')
    const art = w.get('[data-testid="hidden-numbers"]')
    expect(art.text()).toBe('008')
    expect(art.attributes('aria-hidden')).toBe('true')
    expect(names(w).join(' ')).not.toContain('008')
    expect(w.get('[data-testid="hidden-numbers"] text').attributes('font-size')).toBe('9')
    expect(face('a-001-g1', 'zoom').find('[data-testid="hidden-numbers"]').exists()).toBe(false)
  })

  it('C-CARD-2 C-ICON-2 C-ICON-37 an Adventure back shows its number, its colour in words, its narrative and where it is found from', () => {
    const card = Object.values(firstLight().cards).find((c) => c.type === 'adventure' && (c.sources?.length ?? 0) > 0)
    if (card?.type !== 'adventure') throw new Error('no adventure card with sources')
    wrapper = mountTable(CardFace, { props: { uid: card.uid, catalogue: firstLightCatalogue(), size: 'zoom', side: 'back' } })
    expect(wrapper.get('[data-kind="adventure-back"]').classes()).toContain(`tone-${card.back}`)
    expect(wrapper.text()).toContain(card.number)
    expect(wrapper.text()).toContain(card.back === 'green' ? 'green back' : 'gold back')
    expect(wrapper.text()).toContain(firstLight().strings.en?.[card.backText] ?? '—')
    expect(names(wrapper).join(' ')).toContain(`found from card ${(card.sources ?? []).join(', ')}`)
  })

  it('every face of First Light speaks in player words: no translation key, no uid (en and it)', () => {
    for (const locale of ['en', 'it'] as const) {
      for (const c of Object.values(firstLight().cards)) {
        const text = said(face(c.uid, 'zoom', locale))
        expect(text, c.uid).not.toMatch(/rulesets\.continent|\bcard\.\d{3}|\bact\.\d{3}|\bkeyword\.|\{[a-z]+\}/)
        expect(text, c.uid).not.toContain(c.uid)
      }
    }
  }, 180_000)

  it('speaks Italian on the card too', () => {
    const w = face('a-003-g1', 'zoom', 'it')
    expect(w.get('[data-testid="square-cost"]').attributes('aria-label')).toMatch(/^(non costa nulla|costa \d+ cart[ae])$/)
  })
})
