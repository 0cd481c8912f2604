import { z } from 'zod'

export const LOCALES = ['en', 'it'] as const
export type Locale = (typeof LOCALES)[number]

export const windowBoundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(320),
  height: z.number().int().min(240),
  maximized: z.boolean().default(false),
})

// The fields without defaults: the patch schema is built from these, because zod 4
// applies `.default()` even inside `.partial()`, which would make a patch of
// `{ volume }` silently reset every other setting to its default.
const settingsFields = {
  language: z.enum(LOCALES),
  /** Multiplier for animation durations; 0 turns animations off. */
  animationSpeed: z.number().min(0).max(3),
  /** `system` follows prefers-reduced-motion. */
  reducedMotion: z.enum(['system', 'on', 'off']),
  /** 0..1 */
  volume: z.number().min(0).max(1),
  /** Shows tools meant for testing and bug reports (e.g. every legal move as a plain list). */
  debug: z.boolean(),
  windowBounds: windowBoundsSchema,
  /** The rulesets whose guided first adventure the player finished or skipped (New game stops ticking it). */
  tutorialsDone: z.array(z.string().min(1).max(64)).max(32),
}

/** User settings, persisted by electron-store (Electron) or a plain JSON file (browser host). */
export const settingsSchema = z.object({
  language: settingsFields.language.default('en'),
  animationSpeed: settingsFields.animationSpeed.default(1),
  reducedMotion: settingsFields.reducedMotion.default('system'),
  volume: settingsFields.volume.default(0.8),
  debug: settingsFields.debug.default(false),
  windowBounds: settingsFields.windowBounds.optional(),
  tutorialsDone: settingsFields.tutorialsDone.optional(),
})
export type Settings = z.infer<typeof settingsSchema>

/** A partial update sent by the renderer; unknown keys are rejected. */
export const settingsPatchSchema = z.object(settingsFields).partial().strict()
export type SettingsPatch = z.infer<typeof settingsPatchSchema>

export const defaultSettings = (): Settings => settingsSchema.parse({})
