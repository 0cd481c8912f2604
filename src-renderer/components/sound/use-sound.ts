import { useSettingsStore } from '../../stores/settings'
import { MOST_PER_MOVE, type SoundName } from './sound-names'
import { createSoundPlayer, type AudioContextLike, type SoundPlayer } from './sound-player'

/** The browser's AudioContext, or null where there is none (happy-dom in tests). */
function browserAudio(): AudioContextLike | null {
  const Ctor = (globalThis as { AudioContext?: new () => AudioContextLike }).AudioContext
  return Ctor ? new Ctor() : null
}

let shared: SoundPlayer | null = null
// The settings of the app now playing (tests mount many apps, each with its own store).
let settingsNow: ReturnType<typeof useSettingsStore> | null = null

/** Seconds between two sounds of one move, so they are heard one after another. */
const GAP = 0.12

/**
 * The app's one sound player, at the volume setting, silent while the page is hidden. `playAll`
 * plays the sounds of one move in order, a little apart.
 */
export function useSound(): { play: (name: SoundName) => boolean; playAll: (names: readonly SoundName[]) => void } {
  settingsNow = useSettingsStore()
  shared ??= createSoundPlayer({
    audio: browserAudio,
    volume: () => settingsNow?.settings.volume ?? 0,
    hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  })
  const player = shared
  return {
    play: (name) => player.play(name),
    playAll: (names) => { names.slice(0, MOST_PER_MOVE).forEach((n, i) => player.play(n, i * GAP)) },
  }
}
