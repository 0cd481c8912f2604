import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createContinent, type ContinentRuleset } from '../../src-shared/rulesets/continent'
import { isRuleError } from '../../src-shared/engine/rule-error'
import { loadPackOrThrow } from '../../src-main/services/cards/pack-files'
import { contentOf } from '../../src-shared/pack-formats'
import { FIRST_LIGHT_DIR, findScript, must, randomPolicy, type Script } from './table-scripts'
import { perform, startGame } from './table-driver'

/**
 * Issue #14 (2): the story is shown. A new First Light game opens with its introduction (read,
 * then closed with Escape); a card taken shows the narrative on its back beside the map; after a
 * reload the journal holds both. (Named after menu-settings: it saves a game.)
 */

const EN = JSON.parse(readFileSync('resources/packs/first-light/i18n/en.json', 'utf8')) as Record<string, string>
const firstLine = (key: string): string => must(EN[key], key).split('\n')[0] ?? ''

let rules: ContinentRuleset
/** The first commands of a game up to the first card taken from the Adventure deck (its back has a narrative). */
let script: Script
/** That card's back narrative (its key). */
let narrative: string

/** The uid of the card the last command of `s` names in its first event of `type` (with `kind`, if given). */
function lastBy(s: Script, type: string, kind?: string): string | null {
  const before = s.states.at(-2)
  const cmd = s.commands.at(-1)
  if (!before || !cmd) return null
  const r = rules.apply(before, cmd)
  if (isRuleError(r)) return null
  const e = r.events.find((x) => x.type === type && typeof x.uid === 'string' && (kind === undefined || x.kind === kind))
  return typeof e?.uid === 'string' ? e.uid : null
}
const tookBy = (s: Script): string | null => lastBy(s, 'took')

test.beforeAll(async () => {
  const content = contentOf(await loadPackOrThrow(FIRST_LIGHT_DIR), 'continent')
  rules = createContinent(content)
  script = findScript(rules, { characters: ['ilse', 'dov'], curses: ['the-unlit-beacon'] }, {
    seeds: Array.from({ length: 60 }, (_, i) => i + 1),
    policy: randomPolicy,
    done: (s) => tookBy(s) !== null,
    maxCommands: 120,
  })
  const uid = must(tookBy(script), 'a card taken')
  const card = content.cards[uid]
  if (card?.type !== 'adventure') throw new Error(`${uid} is not an Adventure card`)
  narrative = card.backText
})

test('C-SETUP-18 C-CONSEQ-7 the introduction before the first turn, a taken card’s narrative, both in the journal after a reload', async ({ page }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  await page.setViewportSize({ width: 1280, height: 720 })
  await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse', 'dov'], names: ['Ada', 'Bruno'], seed: script.seed, slotName: 'E2E story', keepStory: true })

  // The story page: the introduction, the Clue and the landing, in a modal page with its button focused.
  const story = page.getByTestId('story-page')
  await expect(story).toBeVisible()
  await expect(story).toHaveAttribute('aria-modal', 'true')
  await expect(page.getByRole('dialog', { name: 'Before you set out' })).toBeVisible()
  await expect(page.getByTestId('story-page-introduction')).toContainText(firstLine('pack.introduction'))
  await expect(page.getByTestId('story-page-clue')).toContainText(firstLine('clue.the-unlit-beacon.text'))
  await expect(page.getByTestId('story-page-start')).toContainText(firstLine('card.001.back'))
  await expect(page.getByTestId('story-page-close')).toBeFocused()
  await page.screenshot({ path: 'e2e/artifacts/story-intro-1280.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/story-intro-1920.png' })
  await page.setViewportSize({ width: 1280, height: 720 })
  // Table keys wait behind it: "1" does not choose an active player.
  let sent = 0
  page.on('request', (r) => { if (r.url().includes('game:command')) sent++ })
  await page.keyboard.press('1')
  await page.keyboard.press('Escape')
  await expect(story).toHaveCount(0)
  expect(sent).toBe(0)

  // Play to the first card taken: its back narrative is shown beside the map, not over it.
  for (const [i, cmd] of script.commands.entries()) await perform(page, cmd, must(script.states[i], `state ${i}`))
  const banner = page.getByTestId('story-banner')
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(firstLine(narrative))
  const map = must(await page.getByTestId('table-map').boundingBox(), 'the map')
  const box = must(await banner.boundingBox(), 'the story card')
  expect(box.x >= map.x + map.width || box.y >= map.y + map.height || box.x + box.width <= map.x).toBe(true)
  await expect(page.getByTestId('story-read-on')).toHaveAccessibleName(/^Read on/)
  await page.screenshot({ path: 'e2e/artifacts/story-narrative.png' })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: 'e2e/artifacts/story-narrative-1920.png' })
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByTestId('story-read-on').click()
  await expect(banner).toHaveCount(0)

  // A reload: no introduction (the game is under way), and the journal holds the introduction and the narrative.
  await page.reload()
  await expect(page.getByTestId('table-layout')).toBeVisible()
  await expect(page.getByTestId('story-page')).toHaveCount(0)
  const journal = page.getByTestId('story-journal')
  await journal.locator('summary').click()
  await expect(journal).toContainText(firstLine('pack.introduction'))
  await expect(journal).toContainText(firstLine(narrative))
  const passages = await journal.getByTestId('journal-passage').allTextContents()
  const intro = passages.findIndex((p) => p.includes(firstLine('pack.introduction')))
  const told = passages.findIndex((p) => p.includes(firstLine(narrative)))
  expect(intro).toBe(0)
  expect(told).toBeGreaterThan(intro)
  await journal.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'e2e/artifacts/story-journal.png' })

  // The journal opens the introduction again; the satchel's Clue opens to its text.
  await page.getByTestId('story-reread').click()
  await expect(page.getByTestId('story-page-close')).toHaveText('Close')
  await page.keyboard.press('Escape')
  // The satchel is in the Piles panel, folded by default.
  const piles = page.getByTestId('panel-toggle-piles')
  if ((await piles.getAttribute('aria-expanded')) === 'false') await piles.click()
  const clue = page.getByTestId('satchel-texts').locator('details').first()
  await clue.locator('summary').click()
  await expect(clue).toContainText(firstLine('clue.the-unlit-beacon.text'))
  expect(problems).toEqual([])
})

test('C-CONSEQ-17 a Temporary Event is shown as an event beside the map, then what it did', async ({ page }) => {
  test.setTimeout(120_000)
  const event = findScript(rules, { characters: ['ilse', 'dov'], curses: ['the-unlit-beacon'] }, {
    seeds: Array.from({ length: 80 }, (_, i) => i + 1),
    policy: randomPolicy,
    done: (s) => lastBy(s, 'revealed', 'temporaryEvent') !== null,
    maxCommands: 160,
  })
  await page.setViewportSize({ width: 1280, height: 720 })
  await startGame(page, { curse: 'the-unlit-beacon', characters: ['ilse', 'dov'], names: ['Ada', 'Bruno'], seed: event.seed, slotName: 'E2E story event' })
  for (const [i, cmd] of event.commands.entries()) await perform(page, cmd, must(event.states[i], `state ${i}`))
  // Newest first: the event the last command revealed heads the story cards.
  const card = page.getByTestId('story-banner').getByTestId('story-card').filter({ hasText: /^An event: / }).first()
  await expect(card).toBeVisible()
  await expect(card).toBeInViewport()
  await expect(page.getByTestId('story-effects').last()).toContainText('What it did')
  await page.screenshot({ path: 'e2e/artifacts/story-event.png' })
})
