// Named to sort after menu-settings.spec.ts (that one expects no saved game yet).
import { expect, test, type Page } from '@playwright/test'
import type { GameEvent } from '../../src-shared/engine/ruleset'
import { mouths } from '../../src-shared/rulesets/island/travellers'
import { islandView, perform, type Performed } from './island-driver'
import { eventsOf, first, replayWalkthrough, soonestHunt, type Replay, type Step } from './island-replay'
import { loadWalkthrough, playCommands, startWalkthrough } from './island-walkthroughs'

/**
 * Issue #16 proof, resolution shown: a risky action's dice as they fell, the weather with its dice
 * (die by die, the faces the engine rolled) and its arithmetic against the roof, the night's food counted before someone goes hungry, the
 * wounds landing on the sheet, and the reroll window holding the dice — in the recorded packet-boat
 * victory played through the table (the reroll in whichever recorded game offers one soonest). The
 * moments are found by replaying the recordings with the engine (island-replay.ts), and the numbers
 * on screen are checked against the host's events.
 */

/** The events the last of these commands brought. */
const lastEvents = (done: readonly Performed[]): GameEvent[] => done.at(-1)?.reply.events ?? []

/** The table's faces for the engine's die effects (LatestPanel.vue). */
const FACE: Record<string, string> = { wound: 'wound', nothing: 'blank', success: 'success', failure: 'fail', 'adventure-card': 'adventure', 'friday-wound': 'wound' }
/** The weather dice by their English names (rulesets.island.weatherDie). */
const WEATHER_DIE: Record<string, string> = { rain: 'rain die', winter: 'winter die', animals: 'hungry animals die' }
const NAMES = ['Ada', 'Bruno', 'Cleo', 'Dario']

interface WeatherStep { step: string; dice?: { rain: number; snow: number }; clouds?: unknown; roof?: number; unprotected?: number }
const weatherSteps = (e: GameEvent): WeatherStep[] => (Array.isArray(e['steps']) ? (e['steps'] as WeatherStep[]) : [])
const rollsDice = (e: GameEvent): boolean => e.type === 'actionRoll' && Array.isArray(e['steps'])
/** A weather whose clouds came down on the camp (so the roof's arithmetic is shown). */
const cloudsFell = (e: GameEvent): boolean => weatherSteps(e).some((s) => s.step === 'clouds' && typeof s.clouds === 'number' && s.clouds > 0)

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/artifacts/${name}-1280.png` })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.screenshot({ path: `e2e/artifacts/${name}-1920.png` })
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** The recorded game that opens a reroll window answered by a reroll soonest, and that moment. */
async function soonestReroll(): Promise<{ replay: Replay; at: Step }> {
  const found: { replay: Replay; at: Step }[] = []
  for (const name of ['packet-boat-victory', 'packet-boat-defeat', 'mountain-wakes-victory', 'mountain-wakes-defeat']) {
    const replay = await replayWalkthrough(loadWalkthrough(name))
    const at = replay.steps.find((s) => s.pending === 'reroll' && s.command.type === 'reroll')
    if (at) found.push({ replay, at })
  }
  const soonest = found.sort((a, b) => a.at.i - b.at.i)[0]
  if (!soonest) throw new Error('no recorded walkthrough rerolls a die')
  return soonest
}

interface FightStepSeen { step: string; strength?: number; weaponLevel?: number; wounds?: number; lost?: number; food?: number; fur?: number }

test('a Hunt opens the combat dialog: the beast, weapons against strength, the wounds, weapons lost, the spoils; closed from the keyboard', async ({ page }) => {
  test.setTimeout(180_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  await page.setViewportSize({ width: 1280, height: 720 })
  const { replay, at } = await soonestHunt()
  const w = replay.walkthrough
  const names = NAMES.slice(0, w.config.characters.length)
  await startWalkthrough(page, w, 'E2E island hunt', names)
  await playCommands(page, w, 0, at.i)
  const done = await perform(page, at.command, await islandView(page), { keepFight: true })
  const fight = done.reply.events.find((e) => e.type === 'fight' && typeof e['card'] === 'string')
  if (!fight) throw new Error(`the host fought no beast with command ${at.i}, the engine did`)
  const steps = fight['steps'] as FightStepSeen[]
  const versus = steps.find((x) => x.step === 'strength')
  const loss = steps.find((x) => x.step === 'weapon-loss')
  const dialog = page.getByTestId('island-fight')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  const who = names[w.config.characters.indexOf(String(fight['character']))] ?? ''
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(`${who} (`)
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(' fights ')
  // The numbers on screen are the engine's: the Weapon level met, the strength, the wounds, the weapons lost, the spoils.
  await expect(dialog.locator('[data-side="weapons"] b')).toHaveText(String(versus?.weaponLevel))
  await expect(dialog.locator('[data-side="strength"] b')).toHaveText(String(versus?.strength))
  const wounds = (versus?.wounds ?? 0) + (loss?.wounds ?? 0)
  await expect(dialog.getByTestId('fight-wounds')).toContainText(wounds === 0 ? 'no wounds' : wounds === 1 ? '1 wound' : `${wounds} wounds`)
  const lost = loss?.lost ?? 0
  await expect(dialog.getByTestId('fight-weapons-lost')).toContainText(lost === 0 ? 'none' : lost === 1 ? '1 level' : `${lost} levels`)
  const food = steps.find((x) => x.step === 'food')?.food ?? 0
  const fur = steps.find((x) => x.step === 'fur')?.fur ?? 0
  if (food > 0) await expect(dialog.getByTestId('fight-spoils')).toContainText(`${food} food`)
  if (fur > 0) await expect(dialog.getByTestId('fight-spoils')).toContainText(`${fur} fur`)
  // The keyboard is in the dialog, on its one button; Enter closes it and the fight stays told in the latest move.
  await expect(page.getByTestId('island-fight-close')).toBeFocused()
  await shots(page, 'island-fight')
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('island-fight-close')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('latest-fight').first()).toBeVisible()
  expect(problems).toEqual([])
})

test('a risky roll, the weather and the night shown with their numbers; the reroll window', async ({ page }) => {
  test.setTimeout(300_000)
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`) })
  await page.setViewportSize({ width: 1280, height: 720 })
  const w = loadWalkthrough('packet-boat-victory')
  const game = await replayWalkthrough(w)
  await startWalkthrough(page, w, 'E2E island phases', NAMES.slice(0, w.config.characters.length))

  // The first committed plan that rolls action dice: once committed, the dice are shown as they fell.
  const risky = first(game, 'committed plan that rolls action dice', (s) => s.command.type === 'commitPlan' && s.events.some(rollsDice))
  const committed = await playCommands(page, w, 0, risky.i + 1)
  const roll = lastEvents(committed).find(rollsDice)
  if (!roll) throw new Error(`the host rolled no action dice for command ${risky.i}, the engine did`)
  const news = page.getByTestId('round-news')
  const dice = news.getByTestId('latest-dice').first().locator('[data-face]')
  const faces = (roll['steps'] as { effect: string }[]).map((s) => FACE[s.effect] ?? 'blank')
  await expect(dice).toHaveCount(faces.length)
  expect(await dice.evaluateAll((els) => els.map((e) => e.getAttribute('data-face')))).toEqual(faces)
  await expect(news).toContainText(`Dice rolled to ${String(roll['colour'])}`)
  // Each row of dice says which action it was rolled for.
  await expect(news.getByTestId('latest-dice').first()).toContainText(`Dice to ${String(roll['colour'])}`)
  await shots(page, 'island-dice')

  // The first weather whose clouds fall on the camp: the dice named, the clouds counted, the roof's answer.
  const rainy = first(game, 'weather with clouds over the camp', (s) => eventsOf(s, 'weather').some(cloudsFell) && s.after.position.phase === 'night', risky.i + 1)
  const toWeather = await playCommands(page, w, risky.i + 1, rainy.i + 1)
  const weather = lastEvents(toWeather).find((e) => e.type === 'weather')
  if (!weather) throw new Error(`the host brought no weather with command ${rainy.i}, the engine did`)
  await expect(page.getByTestId('phase-night')).toHaveAttribute('aria-current', 'step')
  const rolled = (weather['dice'] as string[]).map((d) => WEATHER_DIE[d] ?? d).join(', ')
  await expect(news).toContainText(`Weather: ${rolled} rolled.`)
  const steps = weatherSteps(weather)
  const count = steps.find((s) => s.step === 'count')?.dice
  if (!count) throw new Error('the weather counted no clouds')
  await expect(news).toContainText(`Clouds: ${count.rain} rain, ${count.snow} snow.`)
  const clouds = steps.find((s) => s.step === 'clouds' && typeof s.clouds === 'number' && s.clouds > 0)
  await expect(news).toContainText(`against a roof of ${clouds?.roof ?? 0}: ${clouds?.unprotected ?? 0} uncovered`)
  // The weather dice drawn die by die, as the engine rolled them: which die, which face.
  const fell = (Array.isArray(weather['faces']) ? (weather['faces'] as { die: string; face: string }[]) : []).map((f) => [f.die, f.face])
  expect(fell.length).toBe((weather['dice'] as string[]).length)
  const tiles = news.getByTestId('latest-weather').locator('[data-face]')
  await expect(tiles).toHaveCount(fell.length)
  expect(await tiles.evaluateAll((els) => els.map((e) => [e.getAttribute('data-die'), e.getAttribute('data-face')]))).toEqual(fell)
  await shots(page, 'island-weather')

  // The first night with too little food: the table counts it before asking who goes hungry.
  const hungry = first(game, 'night with someone going hungry', (s) => s.prompt === 'who-goes-hungry', rainy.i + 1)
  if (hungry.command.type !== 'choose') throw new Error(`command ${hungry.i} answers the night with ${hungry.command.type}`)
  const toNight = await playCommands(page, w, rainy.i + 1, hungry.i)
  let v = await islandView(page)
  expect(v.pending?.prompt).toBe('who-goes-hungry')
  await expect(page.getByTestId('phase-night')).toHaveAttribute('aria-current', 'step')
  // The meal as the engine told it: the portions taken from the pile by kind, a plate per castaway, the pick to make.
  const meal = lastEvents(toNight).find((e) => e.type === 'meal')
  if (!meal) throw new Error(`the host told no meal before command ${hungry.i}`)
  const ate = meal['ate'] as { food: number; preserved: number }
  const shownMeal = news.getByTestId('latest-meal')
  await expect(shownMeal.getByTestId('meal-pile').locator('[data-kind]')).toHaveCount(ate.food + ate.preserved)
  expect(await shownMeal.getByTestId('meal-pile').locator('[data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual([...Array(ate.food).fill('food'), ...Array(ate.preserved).fill('preserved')])
  const plates = shownMeal.getByTestId('meal-plate')
  // The food falls short: every eater's plate waits for the group's pick (none told fed or hungry yet).
  const toPick = Number(meal['toChoose'])
  expect(toPick).toBeGreaterThan(0)
  expect([meal['fed'], meal['hungry']]).toEqual([[], []])
  expect(await plates.evaluateAll((els) => els.map((e) => [e.getAttribute('data-character'), e.getAttribute('data-fed')]))).toEqual((meal['eaters'] as string[]).map((c) => [c, 'pick']))
  await expect(shownMeal.getByTestId('meal-to-pick')).toContainText(`${toPick} to go hungry: the group chooses`)
  const eaten = ate.food + ate.preserved
  // The choice says how many the food fed before the group picks (the store is empty by then).
  await expect(page.getByTestId('night-food')).toContainText(`Supper: food for ${eaten} of the ${mouths(hungry.before).length} castaways.`)
  await expect(news).toContainText(`Supper for ${(meal['eaters'] as string[]).length}: ${eaten === 0 ? 'nothing to eat' : `${eaten} food eaten`}`)
  await shots(page, 'island-night')
  const who = v.pending?.options?.[hungry.command.option] ?? ''
  const before = v.characters[who]?.wounds ?? 0
  const picked = await perform(page, hungry.command, v)
  v = await islandView(page)
  // The group's pick, as the engine told it: the hungry marked on their plates, with their wounds.
  const pick = picked.reply.events.find((e) => e.type === 'hungry')
  if (!pick) throw new Error(`the host told no pick of who goes hungry for command ${hungry.i}`)
  const chosen = pick['characters'] as string[]
  expect(chosen.join('+')).toBe(who)
  const pickedPlates = page.getByTestId('latest-meal').first().getByTestId('meal-plate')
  expect(await pickedPlates.evaluateAll((els) => els.map((e) => [e.getAttribute('data-character'), e.getAttribute('data-fed')]))).toEqual(chosen.map((c) => [c, 'no']))
  await expect(pickedPlates.first()).toContainText(`goes hungry: ${String(pick['woundsEach'])} wounds`)
  // The wounds land on the castaway's sheet, as many as the engine dealt.
  const after = v.characters[who]?.wounds ?? 0
  expect(after).toBe(hungry.after.characters[who]?.wounds)
  expect(after).toBeGreaterThan(before)
  await page.getByTestId('tab-castaways').click()
  await expect(page.getByTestId(`sheet-${who}`)).toContainText(`Wounds ${after} of`)
  await page.screenshot({ path: 'e2e/artifacts/island-night-wounds-1280.png' })
  expect(problems).toEqual([])

  // A risky roll a die of which is rerolled: the window holds the dice until the reroll.
  const { replay, at } = await soonestReroll()
  const r = replay.walkthrough
  await startWalkthrough(page, r, 'E2E island reroll', NAMES.slice(0, r.config.characters.length))
  await playCommands(page, r, 0, at.i)
  v = await islandView(page)
  expect(v.pending?.kind).toBe('reroll')
  await expect(page.getByTestId('reroll-prompt')).toBeVisible()
  // The window says which planned action its dice are for, and the board marks that stack.
  await expect(page.getByTestId('roll-for')).toContainText('These dice are for: ')
  await expect(page.getByTestId(`planned-${v.roll?.index ?? -1}`).getByTestId('resolving-now')).toBeVisible()
  await expect(page.getByTestId('island-decision').locator('[data-face]')).toHaveCount(v.roll?.roll.roll.dice.length ?? -1)
  await expect(page.getByTestId('keep-dice')).toBeVisible()
  await shots(page, 'island-reroll')
  const rerolled = await playCommands(page, r, at.i, at.i + 1)
  expect(lastEvents(rerolled).some((e) => e.type === 'rerolled')).toBe(true)
  expect(problems).toEqual([])
})
