import { defineStore } from 'pinia'
import { markRaw, ref, shallowRef } from 'vue'
import type { Card } from '../../src-shared/content/cards'
import type { ContinentCommand, ContinentView } from '../../src-shared/rulesets/continent'
import { packArtUrl } from '../../src-shared/ipc/bridge'
import { hostKind, isApiError, useApi, type GameReply, type NewGameRequest, type SaveProblem } from '../api'
import { catalogueFromFaces, cardTitle, faceOf, type CardFace, type TableCatalogue } from '../components/table/catalogue'
import { optionLabel, seatName, type Translate } from '../components/table/choice-labels'

/** One entry of the plain option list: a label already translated and the command it sends. */
export interface PlainOption {
  id: string
  label: string
  command: ContinentCommand
}

/**
 * The pending decision's legal options as commands (an accessible list that can play the whole
 * game with the keyboard alone, and the table's fallback when a component is missing).
 */
export function decisionOptions(view: ContinentView, catalogue: TableCatalogue, locale: string, t: Translate): PlainOption[] {
  const d = view.decision
  if (!d) return []
  const ctx = { view, catalogue, locale, t }
  const out: PlainOption[] = []
  const add = (label: string, command: ContinentCommand) => out.push({ id: `${out.length}:${JSON.stringify(command)}`, label, command })
  switch (d.phase) {
    case 'chooseActive':
      for (const p of view.players) if (p.status === 'playing') add(t('play.chooseActive', { name: seatName(ctx, p.seat) }), { type: 'chooseActive', seat: p.seat })
      if (d.canSave) add(t('table.resolver.rulesSave'), { type: 'rulesSave' })
      break
    case 'chooseAction':
      for (const a of d.availableActions ?? []) {
        const source = a.ref.uid.startsWith('fog:') ? t('play.fog') : cardTitle(catalogue, locale, a.ref.uid)
        add(t('play.chooseAction', { action: t(`table.actionType.${a.def.type}`), source, cost: a.def.cost, difficulty: a.def.difficulty }), { type: 'chooseAction', ref: a.ref })
      }
      if (d.canCancel) add(t('table.resolver.cancel'), { type: 'cancel' })
      break
    case 'involve': {
      const helpers = d.helpers ?? []
      add(t('play.involveNobody'), { type: 'involve', seats: [] })
      for (const h of helpers) add(t('play.involveOne', { name: seatName(ctx, h) }), { type: 'involve', seats: [h] })
      if (helpers.length > 1) add(t('play.involveAll'), { type: 'involve', seats: [...helpers] })
      break
    }
    case 'useItems':
      for (const u of d.usableItems ?? []) {
        const top = view.players.find((p) => p.seat === u.seat)?.items.find((i) => i.id === u.item)?.cards[0]
        add(t('table.resolver.useItem', { item: top ? cardTitle(catalogue, locale, top) : u.item, name: seatName(ctx, u.seat) }), { type: 'useItem', seat: u.seat, item: u.item })
      }
      add(t('table.resolver.endItems'), { type: 'endItems' })
      break
    case 'cost':
      for (const o of d.odds ?? []) {
        add(t('play.setCost', { tradeOff: o.tradeOff, extra: o.extra, cards: o.cards, difficulty: o.difficulty, odds: Math.round(o.success * 100) }), { type: 'setCost', tradeOff: o.tradeOff, extra: o.extra })
      }
      break
    case 'resolving':
      d.choice?.options.forEach((o, i) => add(optionLabel(ctx, o), { type: 'choose', option: i }))
      break
    case 'suspended':
      add(t('table.resolver.resume'), { type: 'rulesResume' })
      break
  }
  return out
}

/**
 * The open game in the renderer: the last reply from main (replaced whole, never mutated), the
 * card faces seen so far (public faces only, design §1) and the last refusal. Every move goes
 * to main, which answers with the new view.
 */
export const useGameStore = defineStore('game', () => {
  const current = shallowRef<GameReply | null>(null)
  const catalogue = shallowRef<TableCatalogue | null>(null)
  /** Why opening failed, with the save problem when a slot was damaged. */
  const openError = ref<{ message: string; save: SaveProblem | undefined } | null>(null)
  const busy = ref(false)
  let faces: Record<string, CardFace> = {}
  let characters: Record<string, string> = {}
  let forSlot: string | null = null

  function accept(reply: GameReply): GameReply {
    if (forSlot !== reply.slotId) {
      faces = {}
      characters = {}
      forSlot = reply.slotId
    }
    for (const [uid, card] of Object.entries(reply.view.cards) as [string, Card][]) {
      faces[uid] = faceOf(card)
      if (card.type === 'character') characters[card.id] = card.title
    }
    // The browser host serves pack art at its own origin, Electron on its art scheme (src-main/art-protocol.ts).
    const host = hostKind()
    const artUrl = (file: string): string => packArtUrl(host, reply.packId, file)
    catalogue.value = catalogueFromFaces({ faces: { ...faces }, strings: reply.strings, curses: reply.extras.curses, characters: { ...characters } }, artUrl)
    current.value = markRaw(reply)
    openError.value = null
    return reply
  }

  async function run(work: () => Promise<GameReply>): Promise<GameReply | null> {
    busy.value = true
    try {
      return accept(await work())
    } catch (e) {
      openError.value = { message: e instanceof Error ? e.message : String(e), save: isApiError(e) ? e.save : undefined }
      return null
    } finally {
      busy.value = false
    }
  }

  /** Starts a new game (and its save slot). */
  const start = (request: NewGameRequest) => run(() => useApi().game.new(request))
  /** Opens a slot from the Saves screen (a damaged one reports its save problem). */
  const open = (slotId: string) => run(() => useApi().saves.open({ slotId }))
  /** The game of a slot, e.g. after a reload on the table page. */
  const load = (slotId: string) => run(() => useApi().game.view({ slotId }))
  /** The most recently played slot. */
  const continueLatest = () => run(() => useApi().app.continue())

  /** Plays a command; a refusal rejects with the ApiError (the table store shows and announces it). */
  async function command(cmd: ContinentCommand): Promise<GameReply> {
    const slotId = current.value?.slotId
    if (!slotId) throw new Error('No game is open.')
    return accept(await useApi().game.command({ slotId, command: cmd }))
  }

  async function undo(): Promise<GameReply> {
    const slotId = current.value?.slotId
    if (!slotId) throw new Error('No game is open.')
    return accept(await useApi().game.undo({ slotId }))
  }

  /** Saves and closes the game in main and forgets it here. */
  async function close(): Promise<void> {
    const slotId = current.value?.slotId
    current.value = null
    catalogue.value = null
    forSlot = null
    if (slotId) await useApi().game.close({ slotId }).catch(() => undefined)
  }

  return { current, catalogue, openError, busy, start, open, load, continueLatest, command, undo, close }
})
