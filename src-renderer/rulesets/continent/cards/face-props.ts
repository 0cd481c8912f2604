import type { ActionRef } from '../../../../src-shared/rulesets/continent'
import type { CardSize } from '../../../components/cards/CardFrame.vue'
import type { CardFace } from '../catalogue'
import type { Words } from './card-words'
import type { SquareState } from './square-state'

/** What `CardFace` hands every kind's component: the public face, already-localised names, the words. */
export interface FaceProps {
  uid: string
  face: CardFace
  title: string
  /** The kind in words ("Terrain", "Curse"…). */
  kindLabel: string
  /** Narrative text in the reader's language, or null. */
  text: string | null
  /** The art's URL, or null (a drawn landscape stands in). */
  art: string | null
  words: Words
  size: CardSize
  simple: boolean
  /** On the live table: whether each square can be chosen now; absent elsewhere (hand, zoom, log). */
  squares: ((ref: ActionRef) => SquareState) | null
}

/** The events of every kind's component: a live square was pressed. */
export type FaceEmits = { act: [ref: ActionRef] }
