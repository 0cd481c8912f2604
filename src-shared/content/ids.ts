/**
 * Identifier formats shared by every ruleset's packs: pack and entity ids, i18n keys and versions.
 * Ruleset-specific formats (3-digit card numbers, tile shapes, …) live in `content/<ruleset>/`.
 */
import { z } from 'zod'

/** A key into the pack's i18n files; every player-visible string is a key (design §2). */
export const I18nKeySchema = z.string().regex(/^[a-z0-9][a-zA-Z0-9_.-]*$/, 'must be an i18n key like "card.009.title"')
export type I18nKey = string

/** An id (pack, curse, character, pictograph…): lower-case kebab. */
export const IdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id like "the-hollow-crown"')

/** A pack version (semantic versioning, optional pre-release tag). */
export const SemverSchema = z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'must be a version like "1.0.0"')
