// Layer rules, checked by `npm run lint:deps`:
//
//   core → transport | store | page-context | search → engine (engine/) → React bindings (react/)
//        → parts (primitives/ and markdown/ → messages/ → ui/) → preset (index.ts, headless/)
//
// A module may import its own layer and the layers to its left, never one to its right; a lazy `import()` and a
// type-only import are dependencies too, so each lazy loader sits above what it loads.
// Beside the widget: `proxy/` (the proxies a host's server runs), `agent-jobs/` (the agent client and proxy, and in
// `agent-jobs/ui/` the `docs-assistant/agent` entry), and another package, packages/service (the local service and
// its CLI), which takes only the wire contract and the agent client from here (ARCHITECTURE.md, "Two packages").

const bundledPackages = Object.keys(require('./bundled-packages.json'));

/** The page actions' React parts and entries; the rest of `page-actions/` reads the page without React. */
const PAGE_ACTIONS_PARTS = '^src/page-actions/(ui/|index\\.ts$|headless\\.ts$)';
const PAGE_ACTIONS_READING = '^src/page-actions/(?!ui/|index\\.ts$|headless\\.ts$)';

/** Widget layers, lowest first. */
const LAYERS = [
  { name: 'core', path: '^src/(core|contract)/' },
  { name: 'transport-store-page-context', path: `^src/(transport|store|page-context|search)/|${PAGE_ACTIONS_READING}` },
  { name: 'engine', path: '^src/engine/' },
  { name: 'react-bindings', path: '^src/react/' },
  // The parts, in three steps: their primitives and the markdown renderer, the conversation's parts, the preset's.
  { name: 'part-primitives', path: '^src/(primitives|markdown)/' },
  { name: 'messages', path: '^src/messages/' },
  { name: 'parts', path: `^src/ui/|${PAGE_ACTIONS_PARTS}` },
  { name: 'preset', path: '^src/(index\\.ts$|headless/)' },
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
const REACT_FREE = `^src/(core|contract|transport|store|page-context|search|engine|proxy)/|^src/agent-jobs/(?!ui/)|${PAGE_ACTIONS_READING}|^packages/service/`;
const REACT = ['(^|/)node_modules/(react|react-dom|@ai-sdk/react)/', '^(react|react-dom|@ai-sdk/react)$'];
/** Everything a browser loads: the widget's layers and the agent entry. */
const BROWSER =
  '^src/(core|contract|transport|store|page-context|search|page-actions|engine|react|primitives|markdown|messages|ui|headless|embed)/|^src/agent-jobs/ui/|^src/index\\.ts$';

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
        'core, contract, transport, store, page-context, the engine, the proxies, the agent client and the local service run without React.',
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
      comment: 'The proxies and the agent client hold keys and use Node APIs; no browser code imports them.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^src/proxy/|^src/agent-jobs/(?!ui/)' },
    },
    {
      name: 'widget-not-from-service',
      comment: 'The widget package ships without the local service: nothing in src/ imports packages/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^packages/' },
    },
    {
      name: 'service-takes-widget-code-in-one-place',
      comment:
        'The local service bundles what it takes from the widget package; src/from-widget-package.ts names all of it.',
      severity: 'error',
      from: { path: '^packages/service/src/', pathNot: '^packages/service/src/from-widget-package\\.ts$' },
      to: { path: '^src/' },
    },
    {
      name: 'agent-ui-is-an-entry',
      comment: '`agent-jobs/ui/` is the `docs-assistant/agent` entry; the widget does not import it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/agent-jobs/ui/' },
      to: { path: '^src/agent-jobs/ui/' },
    },
    {
      name: 'shipped-code-uses-only-dependencies',
      comment:
        'The widget and server helpers import `dependencies`, `peerDependencies` and the packages the build bundles ' +
        'on purpose (bundled-packages.json); anything else would be bundled by accident. The local service imports ' +
        'its own package.json dependencies, which its build keeps external.',
      severity: 'error',
      from: { path: '^src/|^packages/service/src/', pathNot: '\\.test\\.tsx?$' },
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
      from: { pathNot: '^packages/service/bin/' },
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
    // hono-vs-node.mjs and parse-pools.mjs are run outside the repo on purpose (Hono, tinypool and piscina are not
    // dependencies; architecture/local-service.md).
    exclude: {
      path: '(^|/)(dist|storybook-static|\\.bench)/|^(test/react18|packages/service/test/fixtures)/|^scripts/bench/(hono-vs-node|parse-pools)\\.mjs$',
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
