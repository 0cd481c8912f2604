/**
 * Continent's reference checks (design §2): no effect may name a card number, keyword, state,
 * curse, area, art file or string key that does not exist, plus the cross-card rules a schema
 * cannot see (gold copies for banish-and-replace, source icons, specific skills ↔ characters,
 * jigsaw edges, clue starts on terrains).
 */
import type { JsonPath } from '../problems'
import type { PackChecks } from '../pack-spec'
import { checkFront } from './card-anatomy'
import type { CardIndex } from './card-index'
import type { Refs } from './card-refs'
import { edgeProfilesFit, OPPOSITE_EDGE, type Card, type CharacterCard } from './cards'
import type { CardNumber } from './effects'
import type { PackManifest, SpecialNumbers } from './manifest'
import type { ItemOrigin } from '../pack-spec'

/** The merged manifest's own references: curse titles, special numbers, the paranoid state (C-ACT-40). */
export function checkManifestRefs(manifests: readonly PackManifest[], manifestFiles: readonly string[], manifest: PackManifest, ix: CardIndex, checks: PackChecks): void {
  const manifestFile = manifestFiles[0] ?? 'pack.json'
  manifests.forEach((m, i) => m.curses.forEach((c, j) => checks.checkString(manifestFiles[i] ?? 'pack.json', ['curses', j, 'title'], c.title)))
  manifests.forEach((m, i) => { if (m.introduction !== undefined) checks.checkString(manifestFiles[i] ?? 'pack.json', ['introduction'], m.introduction) })
  for (const [k, n] of Object.entries(manifest.special ?? {}) as [keyof SpecialNumbers, CardNumber][]) {
    if (!ix.numbers[n] && !ix.partial.numbers.has(n)) checks.report(manifestFile, ['special', k], `card ${n} does not exist`)
  }
  const paranoid = manifest.special ? ix.numbers[manifest.special.paranoid] : undefined
  if (paranoid?.some((u) => ix.adv(u).kind !== 'state')) checks.report(manifestFile, ['special', 'paranoid'], `every card ${manifest.special?.paranoid ?? ''} must be a state (C-ACT-40)`)
}

/** Every reference one card makes, and its anatomy. `manifest` is absent when a pack.json is invalid. */
export function checkCard(card: Card, origin: ItemOrigin, refs: Refs, ix: CardIndex, manifest: PackManifest | undefined, checks: PackChecks): void {
  const at = (p: JsonPath): JsonPath => ['cards', origin.index, ...p]
  const report = (p: JsonPath, message: string): void => checks.report(origin.file, at(p), message)
  const { numbers, partial, adv } = ix
  for (const r of refs.numbers) {
    const copies = numbers[r.number]
    if (!copies) { if (!partial.numbers.has(r.number)) report(r.path, `card ${r.number} does not exist`); continue }
    if (r.source !== undefined && !partial.numbers.has(r.number) && !copies.some((u) => adv(u).sources?.includes(r.source ?? ''))) {
      report(r.path, `no copy of card ${r.number} shows the source icon ${r.source} (C-CONSEQ-11)`)
    }
  }
  for (const r of refs.terrains) if ((numbers[r.number] ?? []).some((u) => adv(u).kind !== 'terrain')) report(r.path, `card ${r.number} is not a terrain (C-ICON-18)`)
  for (const r of refs.keywords) if (!ix.keywords[r.keyword] && !partial.keywords.has(r.keyword)) report(r.path, `no card has the keyword "${r.keyword}"`)
  for (const r of refs.states) {
    const copies = numbers[r.number]
    if (!copies) { if (!partial.numbers.has(r.number)) report(r.path, `card ${r.number} does not exist`) } else if (copies.some((u) => adv(u).kind !== 'state')) report(r.path, `card ${r.number} is not a state`)
  }
  const curseIds = new Set(manifest?.curses.map((c) => c.id) ?? [])
  for (const r of refs.curses) if (manifest && !curseIds.has(r.curse)) report(r.path, `curse "${r.curse}" is not declared in pack.json`)
  for (const r of refs.areas) if (!ix.areas[r.area] && !partial.areas.has(r.area)) report(r.path, `no Exploration card of area ${r.area}`)
  for (const r of refs.art) if (!checks.hasArt(origin.pack, r.name)) report(r.path, `art file "art/${r.name}" does not exist`)
  for (const r of refs.strings) checks.checkString(origin.file, at(r.path), r.key)
  for (const p of refs.banishReplace) {
    if (card.type !== 'adventure' || card.back !== 'green') report(p, 'banish-and-replace is printed only on green Adventure cards (C-CONSEQ-31)')
    else if (!(numbers[card.number] ?? []).some((u) => adv(u).back === 'gold')) report(p, `no gold card ${card.number} to replace it (C-CONSEQ-31)`)
  }
  for (const x of refs.exploration) {
    // C-EXPLORE-5: the back action turns the card over; C-ICON-32: the front's icon frees the space.
    const where = x.op === 'revealExploration' ? 'backAction' : 'front'
    if (card.type !== 'exploration' || x.path[0] !== where) {
      report(x.path, x.op === 'revealExploration' ? 'revealExploration belongs on the back action of an Exploration card (C-EXPLORE-5)' : 'exploreReplace belongs on the front of an Exploration card (C-ICON-32)')
    }
  }
  for (const p of refs.crossObstacle) {
    const f = card.type === 'adventure' ? card : card.type === 'exploration' ? card.front : undefined
    if (f?.kind !== 'permanentEvent') report(p, 'only permanent events can be crossed (C-EXPLORE-18)')
  }
  if (card.type === 'adventure') for (const x of checkFront(card, [], false)) report(x.path, x.message)
  if (card.type === 'exploration') for (const x of checkFront(card.front, ['front'], true)) report(x.path, x.message)
  if (card.type === 'skill') {
    if (card.owner !== undefined && !ix.characters[card.owner]) report(['owner'], `character "${card.owner}" does not exist`)
    if (card.owner !== undefined && card.advanced) report(['advanced'], 'a character-specific skill cannot be advanced')
    if (card.craft && card.craft.action.type !== 'craft') report(['craft', 'action', 'type'], 'a craft recipe needs a craft action (C-ITEM-10)')
  }
  if (card.type === 'character') {
    card.skills.forEach((uid, i) => {
      const s = ix.byUid.get(uid)?.card
      if (!s) { if (!partial.uids.has(uid)) report(['skills', i], `card "${uid}" does not exist`) } else if (s.type !== 'skill' || s.owner !== card.id) report(['skills', i], `card "${uid}" is not a skill owned by "${card.id}"`)
    })
  }
}

/** C-D-17: a character-specific Skill is listed by its character. */
export function checkSkillOwners(ix: CardIndex, checks: PackChecks): void {
  for (const [id, uid] of Object.entries(ix.characters)) {
    const owned = [...ix.byUid.values()].filter((e) => e.card.type === 'skill' && e.card.owner === id)
    const listed = (ix.byUid.get(uid)?.card as CharacterCard).skills
    for (const o of owned) if (!listed.includes(o.card.uid)) checks.report(o.origin.file, ['cards', o.origin.index, 'owner'], `skill is not listed by character "${id}"`)
  }
}

/**
 * C-CARD-26, C-SETUP-11: every declared curse has its Clue card and its Curse card. The problem
 * names the first pack.json declaring the curse.
 */
export function checkCurseCards(manifests: readonly PackManifest[], manifestFiles: readonly string[], manifest: PackManifest, ix: CardIndex, checks: PackChecks): void {
  const cards = [...ix.byUid.values()].map((e) => e.card)
  manifest.curses.forEach((c, i) => {
    const declaring = manifests.findIndex((m) => m.curses.some((x) => x.id === c.id))
    const file = manifestFiles[declaring] ?? manifestFiles[0] ?? 'pack.json'
    const j = manifests[declaring]?.curses.findIndex((x) => x.id === c.id) ?? i
    if (!cards.some((card) => card.type === 'clue' && card.curse === c.id)) checks.report(file, ['curses', j], `no Clue card for curse "${c.id}"`)
    if (!cards.some((card) => card.type === 'curse' && card.curse === c.id)) checks.report(file, ['curses', j], `no Curse card for curse "${c.id}"`)
  })
}

/**
 * C-EXPLORE-11: a terrain summoned by an arrow must fit the edge that arrow leaves from (the jigsaw
 * is static data, so a misfit is a content error, not a game event). C-SETUP-15: clues start on terrains.
 */
export function checkPlacements(manifest: PackManifest | undefined, ix: CardIndex, checks: PackChecks): void {
  const fits = edgeProfilesFit(manifest?.edgeCompatibility ?? [])
  for (const { card, origin } of ix.byUid.values()) {
    if (card.type !== 'adventure' || card.kind !== 'terrain') continue
    card.arrows?.forEach((arrow, i) => {
      for (const u of ix.numbers[arrow.numbox] ?? []) {
        const target = ix.adv(u)
        if (target.kind !== 'terrain') continue
        const mine = card.edges?.[arrow.edge]
        const theirs = target.edges?.[OPPOSITE_EDGE[arrow.edge]]
        if (!fits(mine, theirs)) checks.report(origin.file, ['cards', origin.index, 'arrows', i], `terrain ${arrow.numbox} ("${u}") does not fit: its ${OPPOSITE_EDGE[arrow.edge]} edge is ${theirs ?? '-'}, this ${arrow.edge} edge is ${mine ?? '-'} (C-EXPLORE-11)`)
      }
    })
  }
  for (const { card, origin } of ix.byUid.values()) {
    if (card.type !== 'clue') continue
    const start = ix.numbers[card.start]
    if (start?.some((u) => ix.adv(u).kind !== 'terrain')) checks.report(origin.file, ['cards', origin.index, 'start'], `card ${card.start} is not a terrain (C-SETUP-15)`)
  }
}
