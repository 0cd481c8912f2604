/**
 * Black markers taken off the island (I-SCEN6-05, I-SCEN6-09): whatever a marker stands for — a
 * covered terrain (I-GOLD-19) or an exhausted source (I-RES-16) — the group picks one to remove.
 */
import { ask, task, type Run } from './queue'
import type { EffectCtx } from './types'
import { setTile } from './lists'

/** Asks the group which marker to take off (nothing happens when there is none). */
export function clearMarker(r: Run, ctx: EffectCtx): void {
  const { s } = r
  const options = Object.keys(s.island).sort().flatMap((space) => {
    const p = s.island[space]
    if (!p) return []
    return [...(p.terrainCovered === true ? [`${space}:terrain`] : []), ...p.exhausted.map((k) => `${space}:${k}`)]
  })
  if (options.length === 0) return
  // One marker: taken off at once; several: the group chooses (the option's label names it).
  if (options.length === 1) { takeOff(r, options[0] ?? ''); return }
  ask(s, 'clear-marker', options.map((label) => ({ label, tasks: [task([{ op: '_clearMarker', which: label }], ctx)] })))
}

/** Takes the marker named `space:terrain` or `space:<source>` off its tile. */
export function takeOff(r: Run, which: string): void {
  const [space, what] = which.split(':')
  const p = space === undefined ? undefined : r.s.island[space]
  if (!p) return
  if (what === 'terrain') { const { terrainCovered: _covered, ...uncovered } = p; setTile(r.s, space ?? '', uncovered) }
  else setTile(r.s, space ?? '', { ...p, exhausted: p.exhausted.filter((k) => k !== what) })
  r.events.push({ type: 'markerRemoved', space, marker: what })
}
