/** n choose k, exactly for the small numbers of a roll. */
function choose(n: number, k: number): number {
  let r = 1
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i
  return r
}

/**
 * L-D-2: the exact chance that one roll of `dice` dice, each showing a gust with probability
 * `pGust`, brings the gusts from `gusts` to at least `bustAt`.
 */
export function bustChance(dice: number, pGust: number, gusts: number, bustAt: number): number {
  const need = bustAt - gusts
  if (need <= 0) return 1
  let p = 0
  for (let k = need; k <= dice; k++) p += choose(dice, k) * pGust ** k * (1 - pGust) ** (dice - k)
  return p
}
