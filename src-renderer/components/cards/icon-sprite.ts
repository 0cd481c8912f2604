import { cardIcons } from '../../icons/card-icons'
import { gameIcons } from '../../icons/game-icons'

const SPRITE_ID = 'fogbound-card-icons'

/** The id of an icon's symbol in the sprite. */
export const symbolId = (name: string): string => `gi-${name}`

/**
 * Puts every card icon once into the document as an SVG sprite (one `<symbol>` per icon), so a
 * card face draws an icon as a tiny `<svg><use href="#gi-…"/></svg>`: a map of 200 cards holds
 * thousands of icons, and a component per icon made opening such a table take seconds.
 */
export function ensureIconSprite(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc?.body || doc.getElementById(SPRITE_ID)) return
  const symbols = Object.entries({ ...gameIcons.icons, ...cardIcons.icons })
    .map(([name, icon]) => `<symbol id="${symbolId(name)}" viewBox="0 0 ${gameIcons.width} ${gameIcons.height}">${icon.body}</symbol>`)
    .join('')
  const holder = doc.createElement('div')
  holder.innerHTML = `<svg id="${SPRITE_ID}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">${symbols}</svg>`
  const sprite = holder.firstElementChild
  if (sprite) doc.body.appendChild(sprite)
}
