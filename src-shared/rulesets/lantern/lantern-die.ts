import type { DiceCatalogue } from '../../engine/dice'
import type { FaceSymbol, LanternContent } from './types'

const cache = new WeakMap<LanternContent, { catalogue: DiceCatalogue<FaceSymbol>; ids: string[] }>()

/** The pack's lantern die as kernel dice data, and the die ids of one roll (L-SETUP-3). */
export function lanternDice(content: LanternContent): { catalogue: DiceCatalogue<FaceSymbol>; ids: string[] } {
  let dice = cache.get(content)
  if (!dice) {
    const die = { id: 'lantern', faces: content.die.map((f) => ({ id: f.id, payload: f.symbol })) }
    dice = { catalogue: { lantern: die }, ids: Array.from({ length: content.dicePerRoll }, () => 'lantern') }
    cache.set(content, dice)
  }
  return dice
}
