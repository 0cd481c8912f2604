/**
 * The refusal of an undo past a checkpoint (C-D-12), import-free so the renderer can recognise it
 * and say it in the player's language (main sends the engine's message across IPC).
 */
export const UNDO_CHECKPOINT_MESSAGE = 'Nothing can be undone: the last command revealed information or used chance.'
