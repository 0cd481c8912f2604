/** The table's sounds, by what happens (a ruleset maps its events to these names). */
export const SOUND_NAMES = ['draw', 'reveal', 'place', 'success', 'failure', 'curse'] as const

export type SoundName = (typeof SOUND_NAMES)[number]
