// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { GameEvent } from '../../src-shared/engine/ruleset'
import { resetSettings } from './host-api'
import { islandView, perform } from './island-driver'
import { castawaysFor, openAt, playHeuristic, type PlayedGame } from './island-games'
import { cinderCay } from './island-replay'

/**
 * Issue #16, the table as a newcomer meets it: Cinder Cay games of 1 to 4 players (the rules' own
 * heuristic player, seeded), alternately in English and Italian, opened at the moments a game
 * brings — the first dice, an Adventure and a Mystery card (each shown with its story line, in
 * italics above its effect), a fight, a card pushed off the threat slots, a night choice, a reroll
 * window, a death, the end — each move played through the table.
 * At every moment the page may show no card id or string key, and the Italian table no English
 * sentence of ours or of the pack. Screenshots at 1280×720 (and the first moments at 1920×1080)
 * in e2e/artifacts/tour/.
 */

type Lang = 'en' | 'it'
const CONFIGS: { players: number; lang: Lang; seed: number }[] = [
  { players: 1, lang: 'en', seed: 101 },
  { players: 2, lang: 'it', seed: 102 },
  { players: 3, lang: 'en', seed: 103 },
  { players: 4, lang: 'it', seed: 104 },
]

type Finder = (g: PlayedGame, i: number) => boolean
const brings = (type: string): Finder => (g, i) => (g.events[i] ?? []).some((e) => e.type === type)
const MOMENTS: Record<string, Finder> = {
  dice: (g, i) => g.commands[i]?.type === 'commitPlan' && brings('actionRoll')(g, i),
  adventure: brings('adventure'),
  mystery: brings('mysteryRevealed'),
  event: brings('eventRevealed'),
  // An Adventure card shuffled into the Event deck, turned up by an Event phase: its event half.
  eventHalf: (g, i) => (g.events[i] ?? []).some((e) => e.type === 'eventRevealed' && String(e['card']).startsWith('adventure-')),
  fight: brings('fight'),
  pushedOff: (g, i) => (g.events[i] ?? []).some((e) => e.type === 'slid' && typeof e['pushedOff'] === 'string'),
  death: brings('death'),
}
/** Decisions shown as they wait (the table is opened on them, nothing played). */
const WAITING: Record<string, Finder> = {
  choice: (g, i) => g.states[i]?.pending?.kind === 'choice',
  reroll: (g, i) => g.states[i]?.pending?.kind === 'reroll',
}

/** Ids the engine and the pack use, which a player must never read. */
const RAW = /\b(?:event|adventure|mystery|beast|wreckage|equipment)-[a-z0-9]+(?:-[a-z0-9]+)*\b|rulesets\.[a-z]+\.|\{[a-zA-Z]+\}/g

/** Every string value of a JSON tree, with its path. */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]]
  if (node === null || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
}

/**
 * English sentences that must not appear on the Italian table: the static parts (between
 * placeholders and plural forms) of every English string of ours and of the pack whose Italian
 * differs, long enough (three words or more) never to be an Italian phrase by chance.
 */
function englishOnly(): string[] {
  const read = (p: string): unknown => JSON.parse(readFileSync(p, 'utf8'))
  const pairs: [unknown, unknown][] = [
    [read('src-renderer/i18n/en.json'), read('src-renderer/i18n/it.json')],
    [read('src-renderer/rulesets/island/i18n/en.json'), read('src-renderer/rulesets/island/i18n/it.json')],
    [read('resources/packs/cinder-cay/i18n/en.json'), read('resources/packs/cinder-cay/i18n/it.json')],
  ]
  const out = new Set<string>()
  for (const [en, it] of pairs) {
    const italian = new Map(leaves(it))
    for (const [path, text] of leaves(en)) {
      if (italian.get(path) === text) continue
      for (const part of text.split(/\{[^}]*\}|\|/)) {
        const s = part.trim().replace(/[.,:;]+$/, '')
        if (s.split(/\s+/).length >= 3 && s.length >= 14) out.add(s)
      }
    }
  }
  return [...out]
}
const ENGLISH = englishOnly()

/** Checks the page; returns how many of the English-only sentences it shows (the English table's proof that the list matches). */
async function check(page: Page, lang: Lang, where: string): Promise<number> {
  const text = await page.locator('body').innerText()
  expect(text.match(RAW) ?? [], `${where}: ids or keys on screen`).toEqual([])
  const english = ENGLISH.filter((s) => text.includes(s))
  if (lang === 'it') expect(english, `${where}: English on the Italian table`).toEqual([])
  return english.length
}

/** The moments that reveal a card, by the event revealing it. */
const REVEALS: Record<string, string> = { adventure: 'adventure', mystery: 'mysteryRevealed', event: 'eventRevealed', eventHalf: 'eventRevealed' }

/**
 * Issue #16 item 3: the card the move revealed is shown with its story line, in the table's
 * language, in italics and above its effect.
 */
async function storyShown(page: Page, lang: Lang, events: readonly GameEvent[], type: string, where: string): Promise<void> {
  const content = await cinderCay()
  const id = events.find((e) => e.type === type)?.['card']
  const card = typeof id === 'string' ? content.cards[id] : undefined
  // An Event phase turning up an Adventure card shows its event half.
  const half = type === 'eventRevealed' && card?.deck === 'adventure'
  const printed = half ? { story: card.eventStory, text: card.eventText } : { story: card?.story, text: card?.text }
  if (!card || !printed.story) throw new Error(`${where}: the revealed card ${String(id)} has no story line`)
  const story = content.strings[lang]?.[printed.story] ?? ''
  expect(story, `${where}: the ${lang} story line of ${card.id}`).not.toBe('')
  const frame = page.getByTestId('latest-card').filter({ hasText: story }).first()
  await expect(frame, `${where}: the story line of ${card.id} on screen`).toBeVisible()
  const line = frame.getByTestId('card-story')
  await expect(line).toHaveText(story)
  expect(await line.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).fontStyle)).toBe('italic')
  const effect = frame.getByTestId('card-effect')
  if (printed.text !== undefined) {
    await expect(effect).toHaveText(content.strings[lang]?.[printed.text] ?? '')
    const [above, below] = [await line.boundingBox(), await effect.boundingBox()]
    expect((above?.y ?? 0) + (above?.height ?? 0), `${where}: the story above the effect`).toBeLessThanOrEqual((below?.y ?? 0) + 1)
  }
}

async function shot(page: Page, name: string, big: boolean): Promise<void> {
  // The dice tumble and the threat cards slide: pictured once they have landed.
  await page.evaluate(async () => {
    const doc = (globalThis as unknown as { document: { getAnimations(): { finished: Promise<unknown> }[] } }).document
    await Promise.all(doc.getAnimations().map((a) => a.finished.catch(() => undefined)))
  })
  await page.screenshot({ path: `e2e/artifacts/tour/${name}-1280.png` })
  if (!big) return
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: `e2e/artifacts/tour/${name}-1920.png` })
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** The log tab (every line of the game so far) and the other tabs, checked and pictured. */
async function tabs(page: Page, lang: Lang, tag: string, big: boolean): Promise<void> {
  for (const tab of ['castaways', 'inventions', 'log', 'camp'] as const) {
    await page.getByTestId(`tab-${tab}`).click()
    await check(page, lang, `${tag} ${tab} tab`)
    if (tab !== 'camp') await shot(page, `${tag}-${tab}`, big)
  }
}

// The specs after this one share the host's settings and expect English.
test.afterEach(async ({ page }) => { await resetSettings(page, { language: 'en' }) })

for (const { players, lang, seed } of CONFIGS) {
  test(`Island table, ${players} player(s) in ${lang === 'en' ? 'English' : 'Italian'}: every moment in words, no ids, no keys${lang === 'it' ? ', no English' : ''}`, async ({ page }) => {
    test.setTimeout(300_000)
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
    await page.setViewportSize({ width: 1280, height: 720 })
    await resetSettings(page, { language: lang })
    const game = await playHeuristic('packet-boat', castawaysFor(await cinderCay(), players, players), seed)
    const tag = `${lang}-${players}p`

    await openAt(page, game, 0, `Tour ${tag}`)
    // The English table shows many of the sentences the Italian one must not: the list is the table's own words.
    const english = await check(page, lang, `${tag} start`)
    if (lang === 'en') expect(english).toBeGreaterThan(5)
    await shot(page, `${tag}-start`, true)
    await tabs(page, lang, `${tag}-start`, players === 2)
    let seen = 0
    for (const [name, found] of Object.entries(MOMENTS)) {
      const i = game.commands.findIndex((_, k) => found(game, k))
      const cmd = game.commands[i]
      if (!cmd) continue
      await openAt(page, game, i, `Tour ${tag} ${name}`)
      // The move that brings it, made on the table as a player makes it.
      await perform(page, cmd, await islandView(page))
      await check(page, lang, `${tag} ${name}`)
      const reveals = REVEALS[name]
      if (reveals) await storyShown(page, lang, game.events[i] ?? [], reveals, `${tag} ${name}`)
      await shot(page, `${tag}-${name}`, seen++ < 2 || name in REVEALS)
    }
    for (const [name, found] of Object.entries(WAITING)) {
      const i = game.commands.findIndex((_, k) => found(game, k))
      if (i < 0) continue
      await openAt(page, game, i, `Tour ${tag} ${name}`)
      await check(page, lang, `${tag} ${name}`)
      await shot(page, `${tag}-${name}`, false)
    }
    // A late round, its whole log read; then the end.
    const late = game.commands.findIndex((c, k) => c.type === 'commitPlan' && (game.states[k]?.position.round ?? 0) >= 6)
    if (late > 0) {
      await openAt(page, game, late, `Tour ${tag} late`)
      await tabs(page, lang, `${tag}-late`, false)
      // The log tells each card revealed so far with its story line, in italics.
      const revealed = game.events.slice(0, late).flat().filter((e) => Object.values(REVEALS).includes(e.type)).length
      if (revealed > 0) {
        await page.getByTestId('tab-log').click()
        const stories = page.getByTestId('island-log').getByTestId('log-story')
        await expect(stories.first()).toBeVisible()
        expect(await stories.count()).toBeGreaterThanOrEqual(revealed)
        expect(await stories.first().evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).fontStyle)).toBe('italic')
        await page.getByTestId('tab-camp').click()
      }
    }
    await openAt(page, game, game.commands.length, `Tour ${tag} end`)
    await expect(page.getByTestId('island-table')).toBeVisible()
    await check(page, lang, `${tag} end`)
    await shot(page, `${tag}-end`, false)
    expect(problems).toEqual([])
  })
}
