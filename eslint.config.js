// ESLint (flat config). Formatting is Prettier's job (`npm run format`), layering is dependency-cruiser's
// (`.dependency-cruiser.cjs`), unused files/exports/dependencies are knip's (`knip.json`); `npm run lint` runs all four.
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
// typescript-eslint from the tools/lint workspace: it needs TypeScript's JS API (< 6.1), which the project's
// compiler, TypeScript 7, does not have (see tools/lint/package.json).
import tseslint from '@docs-assistant/typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '**/storybook-static/',
      '.bench/',
      '.data/',
      'test-results/',
      'coverage/',
      '**/node_modules/',
      'test/react18/',
      'packages/service/test/fixtures/',
      // Other projects' docs, copied as the eval reads them (a site's own config files included).
      'eval/corpora/',
    ],
  },
  js.configs.recommended,
  // Type-aware where it is cheap: the recommended type-checked set, through the project service (one program for the
  // repo's tsconfig.json; files outside it fall back to the default project below).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'packages/service/bin/*.js', 'tools/lint/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      // A disabled rule says why, after `--` on the same comment.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      // Unused bindings are errors, except the ones named to be unused (`_event`) and rest siblings used to omit keys.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Type-only imports stay type-only (verbatimModuleSyntax relies on it).
      // `typeof import('…')` stays allowed: it is how vitest's `importOriginal<…>()` names a mocked module's type.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // `void promise` is how this code base marks a deliberately unawaited promise.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // Event handlers and effects may be async; React ignores their return value.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Numbers and booleans in template strings are fine; objects are not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // The React Compiler's rules come with the recommended set; the two classic rules are errors, not warnings.
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Plain JS (configs, the bin shim): no type information to check against.
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests assert on values they just produced and stub what they please; the type-checked "unsafe" family is noise.
    files: ['test/**/*.{ts,tsx}', 'packages/service/test/**/*.ts', 'src/**/*.test.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fakes implement async interfaces (a transport's `sendMessages`, `fetch`) with nothing to await.
      '@typescript-eslint/require-await': 'off',
      // Test servers take async request listeners; vitest fails the run on any rejection they leave unhandled.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
    },
  },
  {
    // A child run as another user cannot start where that user cannot reach this clone's Node (a clone under /root,
    // or in a `mktemp -d` folder): one helper knows it, probes for it and skips the test saying why.
    files: ['test/**/*.{ts,tsx}', 'packages/*/test/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['packages/service/test/support/another-user.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Property[key.name=/^(uid|gid)$/]',
          'CallExpression[callee.property.name=/^(setuid|setgid|seteuid|setegid|setgroups)$/]',
          'CallExpression > Literal.arguments:first-child[value=/^(su|sudo|runuser|setpriv|chroot)( |$)/]',
        ].map((selector) => ({
          selector,
          message:
            'Run a child as another user through packages/service/test/support/another-user.ts (ANOTHER_USER, itAsAnotherUser): it skips, saying why, where that user cannot reach this clone.',
        })),
      ],
    },
  },
);
