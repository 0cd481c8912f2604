/**
 * The architecture's arrows (design §1, docs/architecture.md), checked on every `npm run lint`.
 * ESLint's no-restricted-imports keeps the per-file basics in the editor (no Node in shared code,
 * no main in the renderer); this file checks what needs the whole graph: layers by folder and
 * import circles. `tools/__tests__/import-rules.spec.ts` proves each rule fires on a bad import.
 *
 * A ruleset's own folders are `src-shared/rulesets/<id>/`, `src-shared/content/<id>/` and
 * `src-renderer/rulesets/<id>/`; the registries (`src-shared/registry.ts`, `ruleset-types.ts`,
 * `src-renderer/rulesets/index.ts`) are the only other places that name rulesets.
 */

/** Files that are tests or test kits: they may reach across layers to build what they test. */
const TESTS = '(^|/)(__tests__|e2e)/'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles: a circle makes load order matter and hides a missing layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-knows-no-ruleset',
      severity: 'error',
      comment: 'The kernel (src-shared/engine) is ruleset-free: no ruleset, content, registry or contract.',
      from: { path: '^src-shared/engine/', pathNot: TESTS },
      to: { path: '^src-shared/(rulesets|content|ipc)/|^src-shared/(registry|ruleset-types|game-module|pack-formats|simulate)\\.ts$' },
    },
    ...[
      { dependencyTypes: ['core'] },
      { path: '^src-(main|renderer)/' },
      { path: 'node_modules/(electron|vue|pinia|vue-router|vue-i18n|@vue)/' },
    ].map((to) => ({
      name: 'shared-is-pure',
      severity: 'error',
      comment: 'Shared code runs in main, renderer and CLI: no Node built-ins, Electron, Vue, or main/renderer code.',
      from: { path: '^src-shared/', pathNot: TESTS },
      to,
    })),
    {
      name: 'generic-content-knows-no-ruleset',
      severity: 'error',
      comment: "The generic pack loader (src-shared/content/*.ts) knows no ruleset: each ruleset's checks live in content/<id>/.",
      from: { path: '^src-shared/content/[^/]+\\.ts$' },
      to: { path: '^src-shared/(content/[^/]+/|rulesets/|registry\\.ts)' },
    },
    {
      name: 'rulesets-are-separate',
      severity: 'error',
      comment: "A ruleset never imports another ruleset's code.",
      from: { path: '^src-(shared|renderer)/(rulesets|content)/([^/]+)/' },
      to: {
        path: '^src-(shared|renderer)/(rulesets|content)/([^/]+)/',
        pathNot: ['^src-(shared|renderer)/(rulesets|content)/$3/', '^src-shared/(rulesets|content)/$3/', '^src-renderer/rulesets/$3/'],
      },
    },
    {
      name: 'main-runs-any-ruleset',
      severity: 'error',
      comment: 'Main-process services reach rulesets only through the registry (src-shared/registry.ts), never by name.',
      from: { path: '^src-main/', pathNot: TESTS },
      to: { path: '^src-shared/(rulesets|content/[^/]+)/' },
    },
    {
      name: 'cli-runs-any-ruleset',
      severity: 'error',
      comment: 'The CLI is generic; only the Continent odds command, the Continent table benchmark and the Island plan odds command are of one ruleset by nature.',
      from: { path: '^tools/', pathNot: [TESTS, '^tools/commands/odds\\.ts$', '^tools/commands/island-plan\\.ts$', '^tools/ui-bench/'] },
      to: { path: '^src-shared/(rulesets|content/[^/]+)/' },
    },
    {
      name: 'renderer-reaches-main-through-api',
      severity: 'error',
      comment: 'The renderer talks to main only through src-renderer/api (typed IPC); it never imports main code.',
      from: { path: '^src-renderer/' },
      to: { path: '^src-main/' },
    },
    {
      name: 'renderer-ruleset-code-in-its-folder',
      severity: 'error',
      comment: "Only src-renderer/rulesets/<id>/ (and the registry) use a ruleset's code; the rest of the renderer is generic.",
      from: { path: '^src-renderer/', pathNot: ['^src-renderer/rulesets/', TESTS] },
      to: { path: '^src-(shared|renderer)/(rulesets|content)/[^/]+/' },
    },
    {
      name: 'renderer-no-zod',
      severity: 'error',
      comment: 'zod stays in main: the renderer parses nothing with it (its table chunks stay small, design §6).',
      from: { path: '^src-renderer/', pathNot: TESTS },
      to: { path: 'node_modules/zod/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(out|dist|release)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.vue', '.js', '.mjs', '.json'] },
  },
}
