/**
 * The table's sounds, by what happens (a ruleset maps its events to these names): a card drawn,
 * turned or set down, a success, a failure, a curse; dice rolled, the weather coming, night falling.
 */
export const SOUND_NAMES = ['draw', 'reveal', 'place', 'success', 'failure', 'curse', 'roll', 'weather', 'night'] as const

export type SoundName = (typeof SOUND_NAMES)[number]

/** At most this many sounds for one move: a busy move must not become a jingle. */
export const MOST_PER_MOVE = 3
