import { optionDefaults, type OptionsOf } from '../../rule-options'

/**
 * C-D-18: the rules' ambiguity settings, declared once with the recommended reading as the
 * default. The engine's defaults, the IPC and save schemas and the New game form all come from
 * this list (zod-free: the renderer draws the form from it).
 */
export const CONTINENT_OPTIONS = [
  /** C-Q-2: 'leftRight' (a left half + a right half) or 'any' (any two halves). */
  { key: 'halfStarRule', kind: 'enum', values: ['leftRight', 'any'], default: 'leftRight', rule: 'C-Q-2' },
  /** C-Q-5: under a locked cost, may attached events and Quest Items still lower it? */
  { key: 'lockedAllowsEventsAndQuestItems', kind: 'boolean', default: false, rule: 'C-Q-5' },
  /** C-Q-15: durability charged when an item's own action is performed and its effects used: 1 (total) or 2. */
  { key: 'itemActionAndEffectsCost', kind: 'enum', values: [1, 2], default: 1, rule: 'C-Q-15' },
  /** C-Q-21: maximum number of cards on the board; null = unbounded (the procedure never triggers). */
  { key: 'maxBoardCards', kind: 'integer', min: 1, max: 999, nullable: true, default: null, rule: 'C-Q-21' },
  /** C-Q-37: keep a fire on the saved terrain when resuming. */
  { key: 'keepFireOnResume', kind: 'boolean', default: false, rule: 'C-Q-37' },
  /**
   * C-CONSEQ-13: who puts a revealed terrain on its (fixed, C-EXPLORE-12) space. 'players': the
   * active player places it (a `placeTerrain` choice, answered by dragging it in the app);
   * 'automatic': the engine places it at once (save format 1 played this way, and migrated
   * saves keep it so their logs replay unchanged).
   */
  { key: 'terrainPlacement', kind: 'enum', values: ['players', 'automatic'], default: 'players', rule: 'C-CONSEQ-13' },
  /**
   * C-D-8 hot seat: the engine confirms the group's routine decisions itself — owners consent to
   * the use of their items, experience is paid largest card first, every optional effect applies.
   * Absent means true (so saves made before it existed replay to the same state); false opens those
   * decisions to the players.
   */
  { key: 'autoConfirm', kind: 'boolean', default: true, rule: 'C-D-8' },
] as const

type DeclaredSettings = OptionsOf<typeof CONTINENT_OPTIONS>

/** C-D-18: the ambiguity settings of one game (`autoConfirm` absent in games made before it existed). */
export type ContinentSettings = Omit<DeclaredSettings, 'autoConfirm'> & { autoConfirm?: boolean }

/**
 * The recommended readings, as setup writes them into a new game. `autoConfirm` is left out: a
 * missing key means "on", and writing it would change the state (and hash) of every older save.
 */
export const DEFAULT_SETTINGS: ContinentSettings = (({ autoConfirm: _on, ...rest }: DeclaredSettings) => rest)(optionDefaults(CONTINENT_OPTIONS))

/** C-D-8: whether the hot-seat setting confirms the group's routine decisions (default: yes). */
export const autoConfirms = (settings: ContinentSettings): boolean => settings.autoConfirm !== false
