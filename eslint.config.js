import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

/** Globals the engine must not touch: anything from a browser or from Node beyond plain ES. */
const hostGlobals = [
  ...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)]),
].filter((name) => !(name in globals.es2024) && name !== 'console');

export default tseslint.config(
  { ignores: ['out', 'dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
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
    // Rules that need types: a promise nobody awaits, a switch that forgets a case.
    files: ['**/*.ts', '**/*.svelte'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
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
    // The engine is pure TypeScript that any host can run: no Electron, no Node, no DOM.
    files: ['src-main/engine/**/*.ts'],
    ignores: ['**/*.test.ts'],
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
