import { expect, type Locator, type Page } from '@playwright/test'
import { hostCall } from './host-api'
import type { GameReplyOf } from '../../src-shared/ipc/games'
import type { Cell } from '../../src-shared/engine/polyomino'
import { normalize, shapeKey } from '../../src-shared/engine/polyomino'
import type { SagaContent } from '../../src-shared/content/saga/content'
import { sagaRules } from '../../src-shared/rulesets/saga/module'
import type { SagaCommand, SagaState } from '../../src-shared/rulesets/saga/types'
import type { SagaGameSpec, SagaScript } from './saga-scripts'

/**
 * Plays Saga commands on the real table, each as the gesture a player makes (the Saga side of
 * `table-driver.ts`): a token by a click on its card and "Place here"; a Border by a click on its
 * line (or Enter on it); a Location the game asks for (a Delivery's, a Sacrifice's, a Mystic's new
 * place) on its lit pin of the atlas, by a click or by Tab and Enter in turn; tiles dragged from the tray with the wheel and F, or picked and steered by
 * the keyboard; dice, market cards, items, subplots and Abilities by their own buttons; every other
 * answer by its button on the decision panel. Each gesture waits for main's answer.
 */

/** The table's `data-answer` of a command (its `answerKey`): the command with its fields in order. */
const answerKey = (cmd: SagaCommand): string => JSON.stringify(cmd, Object.keys(cmd).sort())
const placementKey = (cells: readonly Cell[]): string => [...cells].map(([c, r]) => `${c},${r}`).sort().join(' ')
/** The tile placer's orientation of a shape (`tile-geometry.ts`): mirrored first, then turned a quarter clockwise `turns` times. */
function oriented(cells: readonly Cell[], o: { turns: number; mirrored: boolean }): Cell[] {
  let out: Cell[] = cells.map(([c, r]): Cell => (o.mirrored ? [-c, r] : [c, r]))
  for (let i = 0; i < o.turns; i++) out = out.map(([c, r]): Cell => [-r, c])
  return normalize(out)
}

export const slotOf = (page: Page): string => {
  const id = /#\/table\/([a-z0-9-]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`not on a table page: ${page.url()}`)
  return id
}
export const sagaReply = async (page: Page): Promise<GameReplyOf<'saga'>> => hostCall<GameReplyOf<'saga'>>(page, 'game:view', { slotId: slotOf(page) })

/** New game, filled in as a player does: the pack, the adventure, each seat's name and character, the seed and the slot. */
export async function startSagaGame(page: Page, packId: string, game: SagaGameSpec, slotName: string, options: { guided?: boolean } = {}): Promise<void> {
  await page.goto('/')
  await page.getByTestId('menu-new-game').getByRole('button').click()
  await page.getByTestId('ng-pack').selectOption(packId)
  await page.getByTestId(`ng-adventure-${game.scenario}`).check()
  for (const [i, seat] of game.seats.entries()) {
    await page.getByTestId(`ng-character-${i}`).selectOption(seat.characters[0] ?? '')
    await page.getByTestId(`ng-name-${i}`).fill(seat.name)
  }
  await page.getByTestId('ng-seed').fill(String(game.seed))
  await page.getByTestId('ng-slot-name').fill(slotName)
  const guided = page.getByTestId('ng-guided')
  if (await guided.count() > 0) await guided.setChecked(options.guided === true)
  await page.getByTestId('ng-start').click()
  await expect(page.getByTestId('saga-table')).toBeVisible()
}

/** Opens a host game of `script` with its first `upTo` commands sent through the host, on the table page (the introduction put away). */
export async function openSagaAt(page: Page, packId: string, script: SagaScript, upTo: number, slotName: string): Promise<void> {
  await page.goto('/')
  const g = await hostCall<GameReplyOf<'saga'>>(page, 'game:new', { packId, setup: { scenario: script.game.scenario }, seats: script.game.seats, seed: script.game.seed, slotName, options: {} })
  for (const command of script.commands.slice(0, upTo)) await hostCall(page, 'game:command', { slotId: g.slotId, command })
  await page.goto(`/#/table/${g.slotId}`)
  await expect(page.getByTestId('saga-table')).toBeVisible()
  const close = page.getByTestId('saga-story-close')
  if (await close.isVisible()) await close.click()
}

/** Runs a gesture that sends a command and waits for main's answer (it must accept). */
export async function answered(page: Page, act: () => Promise<void>): Promise<void> {
  const reply = page.waitForResponse((r) => r.url().includes('game:command'))
  await act()
  const body = (await (await reply).json()) as { ok: boolean; error?: unknown }
  expect(body.ok, JSON.stringify(body.error)).toBe(true)
}

export type TileStyle = 'drag' | 'keyboard'
export interface Used { click: number; drag: number; keyboard: number }

/** Closes what lies over the table that a player would put away before the next move (a read page, a drawn card, a finished fight). */
async function clearTheTable(page: Page): Promise<void> {
  for (const id of ['saga-story-close', 'saga-discovery-close', 'saga-fight-close', 'saga-sheet-close']) {
    const b = page.getByTestId(id)
    if (await b.isVisible()) await b.click()
  }
}

/** The tray tile is picked by `style`, turned and mirrored into the target's orientation, brought onto it and laid. */
async function layTile(page: Page, placer: string, shapeCells: readonly Cell[], target: readonly Cell[], legal: readonly (readonly Cell[])[], style: TileStyle, shape: string, good?: string): Promise<void> {
  // Where one placement could give several goods (a covered Area icon), the table asks which after the drop.
  const lay = async (gesture: () => Promise<void>): Promise<void> => {
    if (good === undefined) { await answered(page, gesture); return }
    await gesture()
    await answered(page, () => page.getByTestId(`saga-journey-good-${good}`).click())
  }
  const want = shapeKey(normalize(target))
  const orientation = [false, true].flatMap((mirrored) => [0, 1, 2, 3].map((turns) => ({ turns, mirrored }))).find((o) => shapeKey(oriented(shapeCells, o)) === want)
  if (!orientation) throw new Error(`no orientation of ${shape} covers ${JSON.stringify(target)}`)
  const cells = oriented(shapeCells, orientation)
  const grip = cells[0] ?? [0, 0]
  const minC = Math.min(...target.map(([c]) => c))
  const minR = Math.min(...target.map(([, r]) => r))
  const at: Cell = [minC + grip[0], minR + grip[1]]
  const tray = page.getByTestId(`${placer}-tile-${shape}`)
  if (style === 'drag') {
    // A long strip scrolls sideways: the target square is brought into view first, as a player would.
    await page.getByTestId(`${placer}-cell-${at[0]}-${at[1]}`).scrollIntoViewIfNeeded()
    const from = await tray.boundingBox()
    const cell = await page.getByTestId(`${placer}-cell-${at[0]}-${at[1]}`).boundingBox()
    if (!from || !cell) throw new Error(`no tray tile ${shape} or grid cell ${at.join(',')} on screen`)
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(cell.x + cell.width / 2, cell.y + cell.height / 2, { steps: 4 })
    for (let i = 0; i < orientation.turns; i++) await page.mouse.wheel(0, 100)
    if (orientation.mirrored) await page.keyboard.press('f')
    await page.mouse.move(cell.x + cell.width / 2 + 1, cell.y + cell.height / 2, { steps: 1 })
    await expect(page.getByTestId(`${placer}-ghost`).first()).toHaveClass(/legal/)
    await lay(() => page.mouse.up())
    return
  }
  // Picked by the keyboard, the tile starts on the grip of its first legal place as printed (the
  // placer's rule); R and F turn it where it is, and the arrows bring its grip onto the target's.
  const flat = shapeKey(oriented(shapeCells, { turns: 0, mirrored: false }))
  const first = legal.find((cells) => shapeKey(normalize(cells)) === flat)
  const start: Cell = first ? [...first].sort((x, y) => x[1] - y[1] || x[0] - y[0])[0] ?? [0, 0] : [0, 0]
  await tray.focus()
  await page.keyboard.press('Enter')
  for (let i = 0; i < orientation.turns; i++) await page.keyboard.press('r')
  if (orientation.mirrored) await page.keyboard.press('f')
  for (let i = 0; i < Math.abs(at[0] - start[0]); i++) await page.keyboard.press(at[0] > start[0] ? 'ArrowRight' : 'ArrowLeft')
  for (let i = 0; i < Math.abs(at[1] - start[1]); i++) await page.keyboard.press(at[1] > start[1] ? 'ArrowDown' : 'ArrowUp')
  await expect(page.getByTestId(`${placer}-ghost`).first()).toHaveClass(/legal/)
  await lay(() => page.keyboard.press('Enter'))
}

/** A Border crossed by a click on its line, or by Enter on it when something lies over the line. */
async function crossBorder(page: Page, id: string): Promise<'click' | 'keyboard'> {
  const border = page.getByTestId(`saga-border-${id}`)
  interface PathLike { getScreenCTM(): { a: number; b: number; c: number; d: number; e: number; f: number } | null; getTotalLength(): number; getPointAtLength(l: number): { x: number; y: number } }
  interface GroupLike { querySelector(s: string): PathLike | null; contains(n: unknown): boolean; ownerDocument: { elementFromPoint(x: number, y: number): unknown } }
  const point = await border.evaluate((el) => {
    const g = el as unknown as GroupLike
    const path = g.querySelector('path.stroke')
    const ctm = path?.getScreenCTM()
    if (!path || !ctm) return null
    const p = path.getPointAtLength(path.getTotalLength() / 2)
    const x = p.x * ctm.a + p.y * ctm.c + ctm.e
    const y = p.x * ctm.b + p.y * ctm.d + ctm.f
    const hit = g.ownerDocument.elementFromPoint(x, y)
    return hit && g.contains(hit) ? { x, y } : null
  })
  if (point) {
    await answered(page, () => page.mouse.click(point.x, point.y))
    return 'click'
  }
  await border.focus()
  await answered(page, () => page.keyboard.press('Enter'))
  return 'keyboard'
}

/** Presses Tab until `target` has the focus (the keyboard's way there). */
export async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

let mapTurn = 0
/**
 * A Location answered on the atlas: its lit pin is clicked (or reached by Tab and pressed with
 * Enter, every other time); where the pin has several answers they open on it and the one wanted is
 * clicked (or focused and pressed).
 */
async function answerOnMap(page: Page, cmd: Extract<SagaCommand, { location: string }>): Promise<'click' | 'keyboard'> {
  const how = mapTurn++ % 2 === 0 ? 'click' : 'keyboard'
  const name = page.getByTestId(`saga-target-${cmd.location}`)
  await expect(name).toBeVisible()
  const choice = page.locator(`[data-target="${answerKey(cmd).replaceAll('"', '\\"')}"]`)
  const several = (await name.getAttribute('aria-expanded')) !== null
  const press = async (target: Locator): Promise<void> => {
    if (how === 'click') await target.click()
    else { await tabTo(page, target); await page.keyboard.press('Enter') }
  }
  if (!several) { await answered(page, () => press(name)); return how }
  // A Delivery going on at the same place keeps its answers open.
  if ((await name.getAttribute('aria-expanded')) !== 'true') await press(name)
  await answered(page, () => press(choice))
  return how
}

/**
 * S-COMBAT-29: the united cards laid on the fight mat in the order wanted — each card brought to its
 * place with the ◀ buttons, then "Lay them so".
 */
async function arrangeCards(page: Page, order: readonly string[]): Promise<'click'> {
  const cards = async (): Promise<string[]> => page.locator('[data-testid^="saga-arrange-card-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''))
  await expect(page.getByTestId('saga-arrange')).toBeVisible()
  for (let k = 0; k < order.length; k++) {
    let at = (await cards()).indexOf(order[k] ?? '')
    while (at > k) {
      await page.getByTestId(`saga-arrange-left-${at}`).click()
      at -= 1
    }
  }
  expect(await cards()).toEqual(order)
  await answered(page, () => page.getByTestId('saga-arrange-lay').click())
  return 'click'
}

/** Performs one command as its gesture; `style` picks how tiles are laid. Returns the kind of gesture used. */
export async function perform(page: Page, content: SagaContent, cmd: SagaCommand, state: SagaState, style: TileStyle = 'keyboard'): Promise<keyof Used> {
  await clearTheTable(page)
  const click = async (testId: string): Promise<'click'> => { await answered(page, () => page.getByTestId(testId).click()); return 'click' }
  const head = state.queue[0]
  switch (cmd.type) {
    case 'place':
      await page.getByTestId(`saga-card-${cmd.slot}`).click()
      return click(`saga-place-${cmd.main ?? 0}`)
    case 'cross': return crossBorder(page, cmd.border)
    case 'tile':
    case 'strike':
    case 'wound': {
      const placer = cmd.type === 'tile' ? 'saga-journey' : cmd.type === 'strike' ? 'saga-enemy' : `saga-wounds-${head?.t === 'wound' ? head.who : 0}`
      const shape = content.shapes[cmd.shape]?.cells ?? []
      // The good is asked after the drop only when the same placement could give several.
      const key = placementKey(cmd.cells)
      const legal = sagaRules(content).legalCommands(state).flatMap((c) => (c.type === cmd.type && 'shape' in c && c.shape === cmd.shape ? [c] : []))
      const same = legal.filter((c) => placementKey(c.cells) === key)
      await layTile(page, placer, shape, cmd.cells, legal.map((c) => c.cells), style, cmd.shape, cmd.type === 'tile' && same.length > 1 ? cmd.good : undefined)
      return style
    }
    case 'gather': {
      const cell = page.getByTestId(`saga-journey-cell-${cmd.cell[0]}-${cmd.cell[1]}`)
      const same = sagaRules(content).legalCommands(state).filter((c) => c.type === 'gather' && c.cell[0] === cmd.cell[0] && c.cell[1] === cmd.cell[1])
      if (same.length > 1 && cmd.good) {
        await cell.click()
        return click(`saga-journey-good-${cmd.good}`)
      }
      await answered(page, () => cell.click())
      return 'click'
    }
    case 'fight': return click(`saga-enemy-${cmd.location}-${cmd.token}`)
    case 'deliver':
    case 'sacrifice':
    case 'relocate': return answerOnMap(page, cmd)
    case 'arrange': return arrangeCards(page, cmd.order)
    case 'upgrade':
    case 'reroll':
    case 'critical': return click(`saga-die-${cmd.type}-${cmd.die}`)
    case 'take': return click(`saga-take-${cmd.item}`)
    case 'discardMarket': return click(`saga-away-${cmd.item}`)
    case 'item': return click(`saga-use-${cmd.item}`)
    case 'subplot': return click(`saga-subplot-${cmd.index}-${cmd.payer}`)
    case 'ability': return click(`saga-ability-${cmd.character}`)
    case 'reactivate': return click(`saga-reactivate-${cmd.character}-${cmd.payer ?? cmd.character}`)
    case 'done':
      if (head?.t === 'dice') return click('saga-dice-done')
      if (head?.t === 'build') return click('saga-market-done')
      if (head?.t === 'subplots') return click('saga-subplot-none')
      break
    default: break
  }
  await answered(page, () => page.locator(`[data-answer="${answerKey(cmd).replaceAll('"', '\\"')}"]`).click())
  return 'click'
}

/**
 * Plays `script.commands[from…to)` on the table, alternating drag and keyboard for tiles, and
 * checks after each that main's game has taken exactly that many commands.
 */
export async function playSagaScript(page: Page, content: SagaContent, script: SagaScript, from = 0, to = script.commands.length): Promise<Used> {
  const used: Used = { click: 0, drag: 0, keyboard: 0 }
  let tiles = 0
  const start = (await sagaReply(page)).totals.commands - from
  for (let i = from; i < to; i++) {
    const cmd = script.commands[i]
    const state = script.states[i]
    if (!cmd || !state) throw new Error(`no command ${i}`)
    const isTile = cmd.type === 'tile' || cmd.type === 'strike' || cmd.type === 'wound'
    const how = await perform(page, content, cmd, state, isTile && tiles++ % 2 === 0 ? 'drag' : 'keyboard')
    used[how] += 1
    expect((await sagaReply(page)).totals.commands, `after command ${i} ${JSON.stringify(cmd)}`).toBe(start + i + 1)
  }
  return used
}
