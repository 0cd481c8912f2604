import { expect, type Page } from '@playwright/test'
import { HOST_API_PREFIX } from '../../src-shared/ipc/bridge'
import type { GameReplyOf } from '../../src-shared/ipc/games'
import type { IslandCommand, PawnRef, PlanTarget } from '../../src-shared/rulesets/island/types'
import type { IslandView } from '../../src-shared/rulesets/island/view'
import { hostCall } from './host-api'

/**
 * Plays Island commands on the table page the way a player does (issue #16): every command is one
 * gesture on the real UI — pawns picked in the tray and an option pressed, or a pawn picked by
 * keyboard and arrowed to its space, or dragged onto it; a choice, a camp move, a reroll, a token
 * or an ability pressed; the plan committed by the group. Nothing is sent to the host directly:
 * `perform` waits for the page's own request and checks it carried exactly the scripted command.
 */

/** How a `plan` command is placed: pawns clicked in the tray then an option, by keyboard, or dragged. */
export type PlanBy = 'click' | 'keyboard' | 'drag'

export const slotOf = (page: Page): string => {
  const id = /#\/table\/([a-z0-9-]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`not on a table page: ${page.url()}`)
  return id
}

/** The public view the table draws, read from the host (what the page was given). */
export async function islandView(page: Page): Promise<IslandView> {
  return (await hostCall<GameReplyOf<'island'>>(page, 'game:view', { slotId: slotOf(page) })).view
}

/**
 * The group commits its plan: "Commit plan", then the one confirmation. The only place the commit
 * gesture lives — when commitment becomes a confirmation per seat, change it here.
 */
export async function commitGesture(page: Page): Promise<void> {
  await click(page, 'commit-plan')
  await click(page, 'commit-confirm')
}

async function click(page: Page, testId: string, modifiers: ('Shift' | 'Control')[] = []): Promise<void> {
  const el = page.getByTestId(testId)
  await el.scrollIntoViewIfNeeded()
  await el.click({ modifiers })
}

/**
 * The key the table names a plan target by in its test ids (`target-<key>`, `plan-<key>-<n>`),
 * as src-renderer/rulesets/island/targets.ts makes it (e2e is built apart from the renderer).
 */
export function targetKey(t: PlanTarget): string {
  switch (t.kind) {
    case 'threat': return `threat-${t.slot}`
    case 'build': return `build-${t.build}-${t.pay}`
    case 'invent': return `invent-${t.invention}`
    case 'gather': return `gather-${t.space}-${t.source}`
    case 'explore': return `explore-${t.space}`
    case 'site': return `site-${t.site}-${t.space}`
    case 'attack': return `attack-${t.site}-${t.space}`
    default: return t.kind
  }
}

/** The tray id of a free pawn for `ref` that is not among `taken`, read off the tray (a castaway has two). */
async function freePawn(page: Page, ref: PawnRef, taken: readonly string[]): Promise<string> {
  const prefix = ref.kind === 'character' ? `pawn-${ref.character}:` : ref.kind === 'dog' ? 'pawn-dog' : `pawn-neutral:${ref.source}`
  const free = page.locator(`[data-testid^="${prefix}"]:not([disabled])`)
  // The tray is disabled while the last command is on its way: wait for it to be played.
  await free.first().waitFor({ timeout: 5000 }).catch(() => undefined)
  const ids = await free.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''))
  const id = ids.map((x) => x.slice('pawn-'.length)).find((x) => !taken.includes(x))
  if (id === undefined) throw new Error(`no free pawn ${JSON.stringify(ref)} in the tray`)
  return id
}

/**
 * The table builds a stack by itself when only the leader is picked (keyboard Enter, a drop): the
 * leader, then its owner's other pawn (src-renderer/rulesets/island/pawns.ts, stackFor). A stack of
 * one castaway's pawns is thus placed the same way by every gesture; a mixed one needs clicks.
 */
const oneOwner = (pawns: readonly PawnRef[]): boolean => pawns.length > 0 && pawns.every((p) => JSON.stringify(p) === JSON.stringify(pawns[0])) && (pawns.length === 1 || pawns[0]?.kind === 'character')

/** Picks the stack's pawns in the tray in order: the leader by a click, the helpers by Shift+click. */
async function pickByClick(page: Page, pawns: readonly PawnRef[]): Promise<void> {
  const taken: string[] = []
  for (const ref of pawns) {
    const id = await freePawn(page, ref, taken)
    await click(page, `pawn-${id}`, taken.length === 0 ? [] : ['Shift'])
    taken.push(id)
  }
}

/** Which gesture a plan command gets: keyboard and drag only when the table's own stack is the scripted one. */
export function planGesture(view: IslandView, cmd: Extract<IslandCommand, { type: 'plan' }>, wanted: PlanBy): PlanBy {
  if (wanted === 'click') return 'click'
  const options = view.helpers.find((h) => targetKey(h.target) === targetKey(cmd.target))?.options ?? []
  const n = cmd.pawns.length
  const auto = oneOwner(cmd.pawns)
  // The keyboard places the fewest pawns (Enter) or the most (Shift+Enter); a drop places the fewest.
  if (wanted === 'keyboard' && auto && (options[0]?.pawns === n || options[options.length - 1]?.pawns === n)) return 'keyboard'
  if (wanted === 'drag' && auto && options[0]?.pawns === n) return 'drag'
  return 'click'
}

/** Keyboard: the leader's pawn focused and Enter (the board takes the focus), arrows down to the space, Enter or Shift+Enter. */
async function planByKeyboard(page: Page, view: IslandView, cmd: Extract<IslandCommand, { type: 'plan' }>): Promise<void> {
  const first = cmd.pawns[0]
  if (!first) throw new Error('a plan without pawns')
  const key = targetKey(cmd.target)
  const options = view.helpers.find((h) => targetKey(h.target) === key)?.options ?? []
  const pawn = page.getByTestId(`pawn-${await freePawn(page, first, [])}`)
  await expect(pawn).toBeEnabled()
  await pawn.focus()
  await page.keyboard.press('Enter')
  const spaces = page.locator('[data-space]')
  await expect(spaces.first()).toBeFocused()
  const ids = await spaces.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  const at = ids.indexOf(`target-${key}`)
  if (at < 0) throw new Error(`no space target-${key} on the board: ${ids.join(', ')}`)
  for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId(`target-${key}`)).toBeFocused()
  await page.keyboard.press(options[0]?.pawns === cmd.pawns.length ? 'Enter' : 'Shift+Enter')
}

/**
 * Drag: the leader's pawn pressed with the mouse, carried onto its space and let go there (the
 * browser's own drag and drop, as dragTo does it); `midway` runs while the pawn is over the space.
 */
export async function dragPawn(page: Page, pawnId: string, key: string, midway?: () => Promise<void>): Promise<void> {
  const target = page.getByTestId(`target-${key}`)
  await target.scrollIntoViewIfNeeded()
  await page.getByTestId(`pawn-${pawnId}`).hover()
  await page.mouse.down()
  // The space's title: a plain spot of it, not one of its option buttons.
  await target.locator('.space-title').hover()
  await midway?.()
  await page.mouse.up()
}

/**
 * Extra hooks for one gesture: what to do while a dragged pawn hovers its space; `keepFight`
 * leaves the combat dialog a fight opens for the spec to read (else it is closed, as a player does).
 */
export interface GestureOptions { planBy?: PlanBy; midDrag?: () => Promise<void>; keepFight?: boolean }

/** The combat dialog a fight opens (FightDialog.vue): seen, then closed by its one button. */
export async function closeFight(page: Page): Promise<void> {
  const dialog = page.getByTestId('island-fight')
  await expect(dialog).toBeVisible()
  await page.getByTestId('island-fight-close').click()
  await expect(dialog).toBeHidden()
}

async function gesture(page: Page, cmd: IslandCommand, before: IslandView, planBy: PlanBy, midDrag?: () => Promise<void>): Promise<PlanBy | null> {
  switch (cmd.type) {
    case 'plan': {
      const how = planGesture(before, cmd, planBy)
      const key = targetKey(cmd.target)
      const first = cmd.pawns[0]
      if (how === 'keyboard') await planByKeyboard(page, before, cmd)
      else if (how === 'drag' && first) await dragPawn(page, await freePawn(page, first, []), key, midDrag)
      else {
        await pickByClick(page, cmd.pawns)
        await click(page, `plan-${key}-${cmd.pawns.length}`)
      }
      return how
    }
    case 'unplan': await click(page, `unplan-${cmd.index}`); return null
    case 'commitPlan': await commitGesture(page); return null
    case 'choose': await click(page, `choice-${cmd.option}`); return null
    case 'stayCamp': await click(page, 'camp-stay'); return null
    case 'moveCamp': await click(page, `camp-${cmd.space}`); return null
    case 'reroll': await click(page, `reroll-${cmd.offer}-${cmd.position}`); return null
    case 'keepDice': await click(page, 'keep-dice'); return null
    case 'stock': {
      // The amount is the player's to set (it starts at all the pile's level still needs).
      await page.getByTestId(`pile-amount-${cmd.pile}`).fill(String(cmd.amount))
      await click(page, `stock-${cmd.pile}`)
      return null
    }
    // Abilities, Discovery tokens and Equipment are on the castaways' sheets (the "at any time" drawer).
    case 'ability':
      await click(page, 'tab-castaways')
      await click(page, `ability-${cmd.character}-${cmd.ability}`)
      return null
    case 'discovery':
      await click(page, 'tab-castaways')
      await click(page, `discovery-${cmd.token}`)
      return null
    case 'equipment':
      await click(page, 'tab-castaways')
      await click(page, `equipment-${cmd.card}`)
      return null
    default:
      throw new Error(`the Island driver has no gesture for ${JSON.stringify(cmd)}`)
  }
}

/** What one performed command brought: the gesture a plan got and the host's answer (its events). */
export interface Performed { how: PlanBy | null; reply: GameReplyOf<'island'> }

/**
 * Performs one command through the UI and waits for the host's answer; fails if the host refused
 * it or the page sent another command than the script's.
 */
export async function perform(page: Page, cmd: IslandCommand, before: IslandView, opts: GestureOptions = {}): Promise<Performed> {
  const reply = page.waitForResponse((r) => r.url().includes(`${HOST_API_PREFIX}game:command`), { timeout: 10_000 })
  const how = await gesture(page, cmd, before, opts.planBy ?? 'click', opts.midDrag)
  const response = await reply
  const sent = (response.request().postDataJSON() as { payload: { command: IslandCommand } }).payload.command
  expect(sent, `the page sent ${JSON.stringify(sent)} for ${JSON.stringify(cmd)}`).toEqual(cmd)
  const body = (await response.json()) as { ok: boolean; value?: GameReplyOf<'island'>; error?: unknown }
  expect(body.ok, JSON.stringify(body.error)).toBe(true)
  if (!body.value) throw new Error('the host answered without the game')
  if (!opts.keepFight && body.value.events.some((e) => e.type === 'fight')) await closeFight(page)
  return { how, reply: body.value }
}

/** Starts a Cinder Cay game from the New game page: the scenario, one seat per character, the seed. */
export async function startIslandGame(page: Page, opts: { scenario: string; characters: readonly string[]; names: readonly string[]; seed: number; slotName: string }): Promise<string> {
  await page.goto('/')
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await page.getByTestId('ng-pack').selectOption({ label: 'Cinder Cay (0.1.0)' })
  await page.getByTestId(`ng-scenario-${opts.scenario}`).check()
  const seats = page.getByTestId('ng-seats').getByRole('listitem')
  while ((await seats.count()) > opts.characters.length) await page.getByTestId(`ng-remove-${(await seats.count()) - 1}`).click()
  while ((await seats.count()) < opts.characters.length) await page.getByTestId('ng-add-seat').click()
  for (const [i, character] of opts.characters.entries()) {
    await page.getByTestId(`ng-character-${i}`).selectOption(character)
    await page.getByTestId(`ng-name-${i}`).fill(opts.names[i] ?? `P${i + 1}`)
  }
  await page.getByTestId('ng-seed').fill(String(opts.seed))
  await page.getByTestId('ng-slot-name').fill(opts.slotName)
  await page.getByTestId('ng-start').click()
  await expect(page).toHaveURL(/#\/table\//)
  await expect(page.getByTestId('island-table')).toBeVisible()
  return slotOf(page)
}
