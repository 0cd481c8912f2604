/** One line of the design §6 budget table. */
export interface Figure {
  what: string
  /** The median by wall time (what a player waits), or a size. */
  value: number | null
  unit: string
  budget: string
  ok: boolean | null
  note?: string
  /**
   * The same median by CPU time: per CPU-second for rates, CPU ms for times. A busy machine slows
   * the wall reading, not this one. Absent where no CPU time applies (sizes, browser figures).
   */
  cpu?: number
  /** How many rounds the medians are taken over. */
  rounds?: number
  /** Which reading the budget is judged on: CPU for work bound by computation, wall for disk writes. */
  judgedOn?: 'wall' | 'cpu'
}
