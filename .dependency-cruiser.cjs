// Layer rules (issue 13, move 3), checked by `npm run lint:deps`:
//
//   core → transport | store | page-context → engine (chat/, engine/) → React bindings (react/)
//        → parts (primitives/ and markdown/ → messages/ → ui/) → preset (index.ts, headless/)
//
// A module may import its own layer and the layers to its left, never one to its right; a lazy `import()` and a
// type-only import are dependencies too, so each lazy loader sits above what it loads.
// Beside the widget: `server/` (helpers a host runs), `service/` + `cli/` (the local service, bundled into dist/cli
// with its own dependencies, see ARCHITECTURE.md) and `agent-ui/` (the `docs-assistant/agent` entry).

const bundledPackages = Object.keys(require('./bundled-packages.json'));

/**
 * Widget layers, lowest first. Folders of the current layout and of the one issue 13 moves to (`engine/`,
 * `primitives/`, `messages/`) both appear, so the rules hold across the move.
 */
const LAYERS = [
  { name: 'core', path: '^src/(core|contract)/' },
  { name: 'transport-store-page-context', path: '^src/(transport|store|page-context|page-actions)/' },
  { name: 'engine', path: '^src/(chat|engine)/' },
  { name: 'react-bindings', path: '^src/react/' },
  // The parts, in three steps: their primitives and the markdown renderer, the conversation's parts, the preset's.
  { name: 'part-primitives', path: '^src/(primitives|markdown)/' },
  { name: 'messages', path: '^src/messages/' },
  { name: 'parts', path: '^src/ui/' },
  { name: 'preset', path: '^src/(index\\.ts$|headless/|preset/)' },
  // `<docs-assistant>` (docs-assistant/embed): the preset in a custom element.
  { name: 'embed', path: '^src/embed/' },
];

const upward = LAYERS.flatMap((from, i) =>
  LAYERS.slice(i + 1).map((to) => ({
    name: `layer-${from.name}-not-to-${to.name}`,
    comment: `${from.name} is below ${to.name} in the layer order: it must not import it.`,
    severity: 'error',
    from: { path: from.path },
    to: { path: to.path },
  })),
);

/** Code that runs without React: it must not import React nor reach it through anything it imports. */
const REACT_FREE = '^src/(core|contract|transport|store|page-context|page-actions|engine|server|service|cli)/';
const REACT = ['(^|/)node_modules/(react|react-dom|@ai-sdk/react)/', '^(react|react-dom|@ai-sdk/react)$'];
/** Everything a browser loads: the widget's layers and the agent entry. */
const BROWSER =
  '^src/(core|contract|transport|store|page-context|page-actions|chat|engine|react|primitives|markdown|messages|ui|headless|preset|agent-ui|embed)/|^src/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles make the load order (and the lazy tiers) depend on who is imported first.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'react-free-layers',
      comment:
        'core, contract, transport, store, page-context, the engine (engine/), server, service and cli run without React.',
      severity: 'error',
      from: { path: REACT_FREE },
      to: { path: REACT },
    },
    {
      name: 'transport-entry-reaches-no-react',
      comment: '`docs-assistant/transport` is the React-free entry: nothing it imports, however deep, imports React.',
      severity: 'error',
      from: { path: '^src/transport/index\\.ts$' },
      to: { path: REACT, reachable: true },
    },
    {
      name: 'server-not-from-browser',
      comment: 'Server helpers hold keys and use Node APIs; no browser code imports them.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^src/server/' },
    },
    {
      name: 'service-only-from-cli',
      comment:
        'The local service is reached from the CLI entry only: it is bundled into dist/cli with its dependencies.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(cli|service)/' },
      to: { path: '^src/(service|cli)/' },
    },
    {
      name: 'agent-ui-is-an-entry',
      comment: '`agent-ui/` is the `docs-assistant/agent` entry; the widget does not import it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/agent-ui/' },
      to: { path: '^src/agent-ui/' },
    },
    {
      name: 'shipped-code-uses-only-dependencies',
      comment:
        'The widget and server helpers import `dependencies`, `peerDependencies` and the packages the build bundles ' +
        'on purpose (bundled-packages.json); anything else would be bundled by accident. The CLI and the service are ' +
        'bundled whole, so they may use dev ones.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(cli|service)/|\\.test\\.tsx?$' },
      // React is a peer and a dev dependency at once: being a peer is what counts.
      to: {
        dependencyTypes: ['npm-dev', 'npm-no-pkg', 'npm-unknown'],
        dependencyTypesNot: ['type-only', 'npm', 'npm-peer'],
        pathNot: `(^|/)node_modules/(${bundledPackages.join('|')})/`,
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      severity: 'error',
      // The bin shim imports the built CLI, which exists after `npm run build` only.
      from: { pathNot: '^bin/' },
      // Type-only imports of packages that ship only as @types (`hast`) resolve for TypeScript, not for node.
      // `doc-snippet:` imports are docs blocks, bundled by the browser suites' esbuild plugin
      // (test/support/doc-snippet-plugin.ts).
      to: { couldNotResolve: true, dependencyTypesNot: ['type-only'], pathNot: '^doc-snippet:' },
    },
  ],
  options: {
    // TypeScript 7 has no JS API for dependency-cruiser to parse with (it supports < 7); swc parses TS and TSX.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    // hono-vs-node.mjs is run outside the repo on purpose (Hono is not a dependency; architecture/local-service.md).
    exclude: {
      path: '(^|/)(dist|storybook-static|\\.bench)/|^(test/react18|test/fixtures)/|^scripts/bench/hono-vs-node\\.mjs$',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
