/**
 * A content error for an engine caller: the loaded pack lacks data a rule needs (e.g. a hand
 * limit by player count). Validation problems are `PackProblem`s; this is for lookups after loading.
 */
export class ContentError extends Error {
  override name = 'ContentError'
}
