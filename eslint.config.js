import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { builtinModules } from 'node:module';

/** Globals the engine must not touch: anything from a browser or from Node beyond plain ES. */
const hostGlobals = [
  ...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)]),
].filter((name) => !(name in globals.es2024) && name !== 'console');

/** Tests, benchmarks and test kits may reach across layers to set a scene up; the app may not. */
const TEST_FILES = ['**/*.test.ts', '**/*.bench.ts', '**/*.testkit.ts', '**/test-app.ts'];

const RENDERER_MESSAGE = 'The renderer imports only src-shared: it draws and sends intents.';

/** The layers' arrows (docs/architecture.md) (engine <- store <- services <- api <- transports), one zone each. */
const LAYER_ZONES = [
  { target: './src-renderer', from: ['./src-main', './e2e'], message: RENDERER_MESSAGE },
  {
    target: './src-shared',
    from: ['./src-main', './src-renderer', './e2e'],
    message: 'src-shared is imported by both processes and imports neither.',
  },
  {
    target: './src-main/engine',
    from: './src-main',
    except: ['./engine'],
    message: 'The engine is pure: nothing from src-main outside the engine.',
  },
  {
    target: ['./src-main', './src-shared', './src-renderer'],
    from: './e2e',
    message: 'Only e2e imports e2e: shared test support lives in a *.testkit.ts beside its layer.',
  },
];

/** Arrows between src-main's own layers, for the app's code (tests set scenes up across them). */
const APP_LAYER_ZONES = [
  {
    target: './src-main/db',
    from: ['services', 'api', 'host', 'cli', 'electron', 'bench', 'app.ts', 'index.ts'].map(
      (layer) => `./src-main/${layer}`,
    ),
    message:
      'The store knows only the engine: services and transports build on it, not it on them.',
  },
  {
    target: './src-main/services',
    from: ['api', 'host', 'cli', 'electron', 'app.ts', 'index.ts'].map(
      (layer) => `./src-main/${layer}`,
    ),
    message: 'Services know nothing of the API or the transports.',
  },
];

export default tseslint.config(
  { ignores: ['out', 'dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...svelte.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.js', '.svelte', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }] },
  },
  {
    // The renderer's unit specs build real views with the engine; the renderer itself may not.
    files: ['src-renderer/**/*.test.ts', 'src-renderer/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src-renderer', from: './e2e', message: RENDERER_MESSAGE },
            {
              target: './src-renderer',
              from: './src-main',
              except: ['./engine'],
              message: RENDERER_MESSAGE,
            },
            ...LAYER_ZONES.slice(1),
          ],
        },
      ],
    },
  },
  {
    files: ['src-main/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...APP_LAYER_ZONES] }],
    },
  },
  {
    // No module imports itself through others: a registry and what it registers meet in a
    // contract.ts beside it. (Type-only imports do not count: they are gone at run time.)
    files: ['src-main/**/*.ts', 'src-shared/**/*.ts', 'src-renderer/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    languageOptions: {
      globals: { ...globals.node },
      // Type information for every file, from the tsconfig nearest to it.
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'src-renderer/*.js'] },
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.svelte'],
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Beyond recommendedTypeChecked (which has no-floating-promises): a switch that forgets a case.
    files: ['**/*.ts', '**/*.svelte'],
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: [...TEST_FILES, 'src-renderer/test/**', 'e2e/**'],
    rules: {
      // Fakes of async interfaces are written `async`, so a throw rejects as the real one would.
      '@typescript-eslint/require-await': 'off',
      // Vitest's asymmetric matchers (expect.any, expect.stringMatching ...) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { parser: tseslint.parser },
    },
  },
  {
    // Lint cannot see an imported component's prop types (they are `any` here), so the
    // callbacks handed to components are unchecked by it; svelte-check types them in full.
    files: ['**/*.svelte'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Types a .svelte module exports (a chart's config) are unresolved here too.
      '@typescript-eslint/no-redundant-type-constituents': 'off',
    },
  },
  {
    // The engine is pure TypeScript that any host can run: no Electron, no Node, no DOM.
    files: ['src-main/engine/**/*.ts'],
    ignores: TEST_FILES,
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', ...builtinModules].map((name) => ({
            name,
            message: 'The engine must stay pure: no Electron or Node modules.',
          })),
          patterns: [{ group: ['node:*', 'electron/*'], message: 'The engine must stay pure.' }],
        },
      ],
      'no-restricted-globals': ['error', ...hostGlobals],
    },
  },
);
