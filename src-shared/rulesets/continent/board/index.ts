/** The Continent board (C-D-7): plain JSON grid and pure functions over it. */
export * from './grid'
export * from './board'
export * from './exploration-spaces'
export * from './placement'
export * from './reach'
export * from './events'
export * from './hidden-number'
export * from './room'
