/**
 * The story book (S-STORY): a paragraph is read only when an effect names it (S-STORY-02), at most
 * once unless rereadable (S-STORY-04, S-STORY-14); reading queues its effects, then the subplot offer,
 * then the Paragraph token on the Location that sent the players there (S-STORY-05). A paragraph named
 * while another is being read waits until that one is finished, subplots and token included (S-STORY-12).
 */
import type { Draft } from './draft'
import type { Task } from './types'

export function readParagraph(d: Draft, number: number, actor: number, source: string | undefined, ready: boolean): void {
  // S-STORY-12: inside an unfinished paragraph, the new one waits until that paragraph's end (subplots and token included).
  const q = d.s.queue
  const open = q.findIndex((t) => t.t === 'subplots')
  if (!ready && open !== -1) {
    const after = open + 1 + (q[open + 1]?.t === 'close' ? 1 : 0)
    q.splice(after, 0, { t: 'effect', e: { op: 'paragraph', paragraph: number }, actor, ...(source === undefined ? {} : { source }), ready: true })
    return
  }
  const para = d.content.paragraphs[d.adv.id]?.[number]
  if (!para) return
  if (d.s.read.includes(number) && !para.rereadable) {
    d.events.push({ type: 'paragraphIgnored', paragraph: number })
    return
  }
  if (!d.s.read.includes(number)) d.s.read.push(number)
  d.events.push({ type: 'paragraphRead', paragraph: number, checkpoint: true })
  const tasks: Task[] = [
    ...para.effects.map((e): Task => ({ t: 'effect', e, actor })),
    // S-STORY-13: a paragraph not sent by a Location places no token.
    { t: 'subplots', actor, paragraph: number, location: source ?? null },
  ]
  q.unshift(...tasks)
}
