/**
 * Effect-language core shared by rulesets: card effects are tagged unions on `op` (design §1, card
 * text is data). Editors show each term's one-line meaning when the generated JSON Schema carries
 * it as `description`; this walks a JSON Schema and adds it to every `{ properties: { op: { const } } }`.
 */

/** A JSON Schema touch-up that describes each effect term from `docs` (op → one line), in place. */
export function describeEffectTerms(docs: Readonly<Record<string, string>>): (schema: unknown) => void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) { node.forEach(visit); return }
    if (typeof node !== 'object' || node === null) return
    const o = node as Record<string, unknown>
    const op = ((o.properties as Record<string, { const?: unknown }> | undefined)?.op)?.const
    if (typeof op === 'string' && Object.hasOwn(docs, op) && o.description === undefined) o.description = docs[op]
    for (const v of Object.values(o)) visit(v)
  }
  return visit
}
