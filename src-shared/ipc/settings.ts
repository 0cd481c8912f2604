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

/** User settings, persisted by electron-store (Electron) or a plain JSON file (browser host). */
export const settingsSchema = z.object({
  language: z.enum(LOCALES).default('en'),
  /** Multiplier for animation durations; 0 turns animations off. */
  animationSpeed: z.number().min(0).max(3).default(1),
  /** `system` follows prefers-reduced-motion. */
  reducedMotion: z.enum(['system', 'on', 'off']).default('system'),
  /** 0..1 */
  volume: z.number().min(0).max(1).default(0.8),
  windowBounds: windowBoundsSchema.optional(),
})
export type Settings = z.infer<typeof settingsSchema>

/** A partial update sent by the renderer; unknown keys are rejected. */
export const settingsPatchSchema = settingsSchema.partial().strict()
export type SettingsPatch = z.infer<typeof settingsPatchSchema>

export const defaultSettings = (): Settings => settingsSchema.parse({})
