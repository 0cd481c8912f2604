import { addCollection } from '@iconify/vue/offline'
import { cardIcons } from './card-icons'
import './register'

// Imported for its effect, once: adds the card faces' icons to the same `game-icons` prefix
// (Iconify merges collections that share a prefix), after the app's own few.
addCollection(cardIcons)
