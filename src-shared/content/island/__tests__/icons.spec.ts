// The icon legend (icons.ts): every icon of spec §21 has an entry, and every entry points at an
// effect term, a vocabulary word or a pack field that exists — the legend cannot drift from the
// format. What each icon does through the engine: rulesets/island/__tests__/icons.spec.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WeatherFaceSchema } from '../board'
import { EquipmentCardSchema, EventCardSchema, InventionCardSchema } from '../cards'
import { OP_DOCS } from '../op-docs'
import { ICON_VOCABULARIES, ICONS, type IconItem } from '../icons'
import { ScenarioSchema } from '../scenario'
import { TileSchema } from '../tiles'

const SHAPES: Record<IconItem, Record<string, unknown>> = {
  tile: TileSchema.shape, event: EventCardSchema.shape, invention: InventionCardSchema.shape, equipment: EquipmentCardSchema.shape,
  scenario: ScenarioSchema.shape, weatherFace: WeatherFaceSchema.shape,
}
const iconIds = readFileSync(join(__dirname, '../../../../docs/rules-coverage/island.ids'), 'utf8').split('\n').filter((l) => l.startsWith('I-ICON-'))

describe('the icon legend (spec §21)', () => {
  it('has one entry per icon rule of the spec, in order', () => {
    expect(iconIds).toHaveLength(31)
    expect(ICONS.map((i) => i.rule)).toEqual(iconIds)
  })

  it('names only effect terms, vocabulary words and pack fields that exist', () => {
    const missing: string[] = []
    for (const icon of ICONS) {
      expect(icon.says.length, icon.rule).toBeGreaterThan(0)
      for (const say of icon.says) {
        if ('term' in say) { if (!(say.term in OP_DOCS)) missing.push(`${icon.rule}: term ${say.term}`) } else if ('vocabulary' in say) {
          const words: readonly string[] = ICON_VOCABULARIES[say.vocabulary]
          for (const w of say.entries) if (!words.includes(w)) missing.push(`${icon.rule}: ${say.vocabulary}.${w}`)
        } else if (!(say.field in SHAPES[say.item])) missing.push(`${icon.rule}: ${say.item}.${say.field}`)
      }
    }
    expect(missing).toEqual([])
  })
})
