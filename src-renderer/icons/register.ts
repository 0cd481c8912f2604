import { addCollection } from '@iconify/vue/offline'
import { gameIcons } from './game-icons'

// Imported for its effect, once: the offline build of @iconify/vue has no API client,
// so these bundled icons are the only ones that can ever render.
addCollection(gameIcons)
