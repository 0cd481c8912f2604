// The story at the table: the introduction before the first turn, story cards beside the map, the journal, the satchel's texts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { continentPublicEvents } from '../../../../src-shared/rulesets/continent/public-events'
import { fakeBridge } from '../../../api/__tests__/fake-bridge'
import { mountApp } from '../../../__tests__/mount-app'
import { createTableStore } from '../table-store'
import { useStoryStore } from '../story-store'
import { batchPassages } from '../story'
import TableLayout from '../TableLayout.vue'
import StoryBanner from '../StoryBanner.vue'
import { catalogueFromViews } from '../catalogue'
import { continentModule } from '../../../../src-shared/rulesets/continent/module'
import { firstLight, playRandom } from './played-game'
import { hostAnswers } from './game-kit'
import { mountTable, testCatalogue } from './mount-table'
import { TestGame, testContent } from './test-pack'

let cleanup: (() => void) | undefined
afterEach(() => {
  cleanup?.()
  cleanup = undefined
  document.body.innerHTML = ''
})

/** The table over the real engine, its events projected as main projects them; the story begun as ContinentTable begins it. */
function storyTable(game: TestGame, commands = 0) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const content = testContent()
  const store = createTableStore((cmd) => {
    game.play(cmd)
    const view = game.view()
    store.receive(view, continentPublicEvents(content, game.events, new Set(Object.keys(view.cards))))
  }, testCatalogue(), pinia)
  store.receive(game.view())
  const story = useStoryStore(pinia)
  story.begin(content.manifest.introduction ?? null, commands)
  const w = mountTable(TableLayout, { global: { plugins: [pinia] } })
  cleanup = () => w.unmount()
  return { store, story, w }
}

const INTRO = 'Ash falls on the Cinder Vale like grey snow.'

/** Opens the journal's disclosure as a click on its summary does (jsdom fires no toggle of its own). */
async function openJournal(w: ReturnType<typeof storyTable>['w']) {
  const journal = w.get('[data-testid="story-journal"]')
  ;(journal.element as HTMLDetailsElement).open = true
  await journal.trigger('toggle')
  return journal
}

describe('C-SETUP-18 the introduction before the first turn', () => {
  it('C-SETUP-18 a new game opens the story page with the introduction and the Clue; Escape closes it, focus on its button first', async () => {
    const { w, story } = storyTable(new TestGame(2))
    const page = w.get('[data-testid="story-page"]')
    expect(page.attributes('role')).toBe('dialog')
    expect(page.attributes('aria-modal')).toBe('true')
    expect(page.get('[data-testid="story-page-introduction"]').text()).toContain(INTRO)
    expect(page.find('[data-testid="story-page-clue"]').exists()).toBe(true)
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('story-page-close'))
    expect(w.get('[data-testid="story-page-close"]').text()).toBe('Begin the adventure')
    await page.trigger('keydown', { key: 'Escape' })
    expect(story.pageOpen).toBe(false)
    expect(w.find('[data-testid="story-page"]').exists()).toBe(false)
  })

  it('C-SETUP-18 the button closes the page, and the journal opens it again', async () => {
    const { w, story } = storyTable(new TestGame(2))
    await w.get('[data-testid="story-page-close"]').trigger('click')
    expect(w.find('[data-testid="story-page"]').exists()).toBe(false)
    // The journal keeps the introduction and the Clue, and reopens the page.
    expect((await openJournal(w)).text()).toContain(INTRO)
    await w.get('[data-testid="story-reread"]').trigger('click')
    expect(story.pageOpen).toBe(true)
    expect(w.get('[data-testid="story-page"]').text()).toContain(INTRO)
  })

  it('C-SETUP-18 a game opened again does not open the page (the journal still can)', async () => {
    const { w, story } = storyTable(new TestGame(2), 3)
    expect(story.pageOpen).toBe(false)
    expect(w.find('[data-testid="story-page"]').exists()).toBe(false)
    await openJournal(w)
    expect(w.find('[data-testid="story-reread"]').exists()).toBe(true)
  })

  it('C-SETUP-18 through the app: a new game opens the page; table keys wait behind it and act once it is closed', async () => {
    const game = new TestGame(2, 5)
    const app = await mountApp(fakeBridge(hostAnswers(game), 'browser'), '/table/slot-1')
    cleanup = app.unmount
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="story-page"]').exists()).toBe(true), { timeout: 8000 })
    // "1" would choose the first active player: not while the page is open.
    window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: '1' }))
    await new Promise((r) => setTimeout(r, 50))
    expect(game.batches).toHaveLength(0)
    await app.wrapper.get('[data-testid="story-page-close"]').trigger('click')
    await vi.waitFor(() => expect(app.wrapper.find('[data-testid="story-page"]').exists()).toBe(false))
    window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: '1' }))
    await vi.waitFor(() => expect(game.batches).toHaveLength(1))
  })
})

describe('C-CONSEQ-7 the story as it happens', () => {
  it('C-CONSEQ-7 a card taken shows the narrative on its back beside the map until the players read on; the journal keeps it', async () => {
    const game = new TestGame(2, 5)
    const { w, store } = storyTable(game)
    await w.get('[data-testid="story-page-close"]').trigger('click')
    // Play until a command tells a story (a card taken, a front with text, a narration).
    let x = 7
    for (let i = 0; i < 400 && !store.log.some((b) => batchPassages(b).length > 0); i++) {
      const legal = game.legal().filter((c) => !['leave', 'join', 'rulesSave'].includes(c.type))
      x = (x * 1103515245 + 12345) % 2147483648
      const cmd = legal[x % Math.max(1, legal.length)]
      if (!cmd) break
      await store.send(cmd)
    }
    const told = store.log.flatMap(batchPassages)
    expect(told.length).toBeGreaterThan(0)
    const first = told[0]
    const words = testContent().strings.en?.[first?.text ?? ''] ?? ''
    expect(words).not.toBe('')
    await w.vm.$nextTick()
    const banner = w.get('[data-testid="story-banner"]')
    expect(banner.text()).toContain(words.split('\n')[0])
    // Beside the map, never over it: the banner is in the side column, not in the board's area.
    expect(banner.element.closest('.side')).not.toBeNull()
    expect(banner.element.closest('.board-area')).toBeNull()
    await w.get('[data-testid="story-read-on"]').trigger('click')
    expect(w.find('[data-testid="story-banner"]').exists()).toBe(false)
    expect((await openJournal(w)).text()).toContain(words.split('\n')[0])
  })
})

describe('C-SETUP-18 the satchel’s texts', () => {
  it('C-SETUP-18 a Clue in the satchel opens to its text', async () => {
    const game = new TestGame(2)
    const { w } = storyTable(game, 1)
    const view = game.view()
    const clue = view.satchel.find((u) => view.cards[u]?.type === 'clue') ?? ''
    const card = view.cards[clue]
    if (card?.type !== 'clue') throw new Error('no clue in the satchel')
    const text = testContent().strings.en?.[card.text] ?? ''
    const reader = w.get(`[data-testid="satchel-read-${clue}"]`)
    expect(reader.element.closest('[data-testid="pile-satchel"]')).not.toBeNull()
    expect((reader.element as HTMLDetailsElement).open).toBe(false)
    expect(reader.get('summary').text()).toContain('Read ')
    ;(reader.element as HTMLDetailsElement).open = true
    expect(reader.text()).toContain(text.split('\n')[0])
  })
})

describe('C-CONSEQ-17 an event is shown with what it did', () => {
  it('C-CONSEQ-17 C-CONSEQ-7 a Temporary Event of First Light is shown as an event, its story first, then what it did, in English and Italian', async () => {
    // A real game that reveals a Temporary Event; the table as the replies left it.
    let found: { p: ReturnType<typeof playRandom>; at: number } | null = null
    for (let seed = 1; seed < 40 && !found; seed++) {
      const p = playRandom(firstLight(), seed, 2, 200)
      const at = p.batches.findIndex((b) => b.events.some((e) => e.type === 'revealed' && e.kind === 'temporaryEvent'))
      if (at >= 0) found = { p, at }
    }
    if (!found) throw new Error('no Temporary Event in 40 games')
    const { p, at } = found
    const batch = p.batches[at]
    const view = p.views[at + 1]
    if (!batch || !view) throw new Error('no batch')
    const cat = catalogueFromViews({ strings: p.strings[at + 1] ?? {}, ...continentModule.extras(p.content) })
    cat.absorb(view)
    for (const locale of ['en', 'it'] as const) {
      const w = mountTable(StoryBanner, { props: { view, catalogue: cat, batches: [batch], readUpTo: batch.seq - 1 } }, locale)
      const card = w.findAll('[data-testid="story-card"]').find((c) => c.classes().includes('event'))
      expect(card?.text()).toMatch(locale === 'en' ? /^An event: \S/ : /^Un evento: \S/)
      const effects = w.get('[data-testid="story-effects"]')
      expect(effects.text()).toContain(locale === 'en' ? 'What it did' : 'Che cosa ha fatto')
      expect(effects.findAll('li').length).toBeGreaterThan(0)
      // The event comes before what it did.
      const html = w.html()
      expect(html.indexOf('story-card')).toBeLessThan(html.indexOf('story-effects'))
      w.unmount()
    }
  }, 60_000)
})
