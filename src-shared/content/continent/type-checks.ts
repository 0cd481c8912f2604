/**
 * Compile-time proofs that the hand-written card types and the zod schemas agree, so the types the
 * engine imports can never drift from what the validator accepts.
 */
import type { z } from 'zod'
import type {
  AdventureCard, AdventureCardSchema, CharacterCard, CharacterCardSchema, ClueCard, ClueCardSchema, CurseCard,
  CurseCardSchema, ExplorationCard, ExplorationCardSchema, SatchelCard, SatchelCardSchema, SkillCard, SkillCardSchema,
} from './cards'

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false
type Assert<T extends true> = T

export type ContentTypeChecks = [
  Assert<Same<z.infer<typeof AdventureCardSchema>, AdventureCard>>,
  Assert<Same<z.infer<typeof ExplorationCardSchema>, ExplorationCard>>,
  Assert<Same<z.infer<typeof SkillCardSchema>, SkillCard>>,
  Assert<Same<z.infer<typeof CurseCardSchema>, CurseCard>>,
  Assert<Same<z.infer<typeof CharacterCardSchema>, CharacterCard>>,
  Assert<Same<z.infer<typeof ClueCardSchema>, ClueCard>>,
  Assert<Same<z.infer<typeof SatchelCardSchema>, SatchelCard>>,
]
