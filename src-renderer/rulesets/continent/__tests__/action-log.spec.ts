import { afterEach, describe, expect, it } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import ActionLog from '../ActionLog.vue'
import { logLines } from '../log-lines'
import { createAppI18n } from '../../../i18n'
import { TestGame, testContent } from './test-pack'
import { mountTable, testCatalogue } from './mount-table'

let wrapper: VueWrapper | undefined
afterEach(() => { wrapper?.unmount(); wrapper = undefined })

/** Bram explores the fog north of the start with one extra card. */
function explored(): TestGame {
  const g = new TestGame(2, 2).play({ type: 'chooseActive', seat: 0 })
  const fog = g.view().decision?.availableActions?.find((a) => a.ref.uid.startsWith('fog:'))
  if (!fog) throw new Error('no fog action')
  g.play({ type: 'chooseAction', ref: fog.ref })
  if (g.view().phase === 'involve') g.play({ type: 'involve', seats: [] })
  if (g.view().phase === 'useItems') g.play({ type: 'endItems' })
  g.play({ type: 'setCost', tradeOff: 0, extra: 1 })
  return g
}

describe('ActionLog', () => {
  it('C-ACT-2 one readable line per action: who, what, where, cards drawn, successes and outcome', () => {
    const g = explored()
    const v = g.view()
    const i18n = createAppI18n('en')
    const lines = logLines(g.batches, { view: v, catalogue: testCatalogue(), locale: 'en', t: i18n.global.t as (k: string, p?: Record<string, unknown>) => string })
    const result = g.batches.flatMap((b) => b.events).find((e) => e.type === 'result')
    if (!result) throw new Error('no result event')
    const drew = g.batches.flatMap((b) => b.events).find((e) => e.type === 'drew')
    const verdict = result.success === true ? 'success' : 'failure'
    expect(lines[0]?.text).toBe('Bram Cooper is the active player.')
    // Counts take their plural form: "1 success", "2 successes", never "1 successes".
    const cards = drew?.count === 1 ? '1 card' : `${String(drew?.count)} cards`
    const successes = result.successes === 1 ? '1 success' : `${String(result.successes)} successes`
    expect(lines.map((l) => l.text)).toContain(`Bram Cooper: Explore, flee at an Exploration card — drew ${cards}, ${successes} of ${String(result.difficulty)}: ${verdict}`)
  })

  it('C-D-2 names a fog card by its front only once it was revealed', () => {
    const g = explored()
    const events = g.batches.flatMap((b) => b.events)
    const revealedUids = new Set(events.filter((e) => e.type === 'revealed').map((e) => String(e.uid)))
    const lines = logLines(g.batches, { view: g.view(), catalogue: testCatalogue(), locale: 'en', t: createAppI18n('en').global.t as (k: string, p?: Record<string, unknown>) => string }).map((l) => l.text)
    const text = lines.join('\n')
    const cat = testContent()
    let hidden = 0
    for (const c of Object.values(cat.cards)) {
      if (c.type !== 'exploration') continue
      const title = cat.strings.en?.[c.front.title] ?? c.front.title
      if (revealedUids.has(c.uid)) expect(text).toContain(`Revealed ${title}.`)
      else { hidden++; expect(text).not.toContain(title) }
    }
    expect(hidden).toBeGreaterThan(0)
  })

  it('renders the lines as a polite log, in Italian too', () => {
    const g = explored()
    wrapper = mountTable(ActionLog, { props: { view: g.view(), catalogue: testCatalogue(), batches: g.batches } }, 'it')
    const log = wrapper.get('[role="log"]')
    expect(log.findAll('li').length).toBeGreaterThan(1)
    expect(log.text()).toContain('Bram Cooper è il giocatore attivo.')
    expect(log.text()).toContain('Bram Cooper: Esplorare, fuggire su una carta Esplorazione — pescate 2 carte')
  })

  it('says so when nothing happened yet', () => {
    wrapper = mountTable(ActionLog, { props: { view: new TestGame(1).view(), catalogue: testCatalogue(), batches: [] } })
    expect(wrapper.text()).toContain('Nothing has happened yet.')
  })
})
