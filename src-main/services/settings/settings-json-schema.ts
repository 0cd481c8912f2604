import { z } from 'zod'
import { settingsSchema } from '../../../src-shared/ipc/settings'

type JsonSchemaObject = Record<string, unknown>

/**
 * The per-key JSON Schema electron-store (conf + Ajv 2020) validates with, derived from
 * the zod `settingsSchema` so the two can never drift. `io: 'input'` keeps defaulted
 * fields optional, as they are in the file.
 */
export function settingsJsonSchemaProperties(): Record<string, JsonSchemaObject> {
  const schema = z.toJSONSchema(settingsSchema, { io: 'input' }) as { properties?: Record<string, JsonSchemaObject> }
  if (!schema.properties) throw new Error('settingsSchema produced no JSON Schema properties')
  return schema.properties
}
