import { availableParallelism } from 'node:os';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

/** Tests that run the built app (`out/`): CLI subprocesses, the security scan, the crash test. */
const INTEGRATION = [
  'src-main/**/*.integration.test.ts',
  'src-main/cli/commands.test.ts',
  'src-main/cli/ece209.test.ts',
  'src-main/cli/rolldice.test.ts',
  'src-main/cli/strategy.test.ts',
  'src-main/cli/rules-file.test.ts',
  'src-main/cli/course-game.test.ts',
  'src-main/cli/lab4-java.test.ts',
  'src-main/cli/terminal.test.ts',
  'src-main/cli/pty.test.ts',
  'src-main/cli/winsolve.test.ts',
  'src-main/db/open-host.test.ts',
];

/** Unit tests that replace modules (`vi.mock`): they need a module graph of their own. */
const MOCKING = ['src-main/electron/glue.test.ts'];

/** Proofs against slow oracles (a brute force): in-process, but tens of seconds each. */
const PROOFS = ['src-main/**/*.proof.test.ts'];

/**
 * Proofs that take minutes (the n-seat solve against plain value iteration at 1,000 points):
 * `npm run test:long-proofs`, outside `npm test`, which must stay under 15 minutes.
 */
const LONG_PROOFS = ['src-main/**/*.long-proof.test.ts'];

/**
 * `npm run test:unit` runs the fast in-process tests, `npm run test:proofs` the slow in-process
 * proofs and `npm run test:integration` the tests that need a build; `npm test` runs all three.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Vitest runs one file at a time on 2 cores unless told: the terminal tests mostly wait on a
    // pseudo-terminal, so two files at once halve both runs (unit 90 -> 49 s, integration 177 ->
    // 94 s; three at once was slower).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src-main/**/*.test.ts', 'src-shared/**/*.test.ts', 'e2e/helpers/**/*.test.ts'],
          exclude: [...INTEGRATION, ...MOCKING, ...PROOFS, ...LONG_PROOFS],
          // The files share one module graph per worker: loading the engine and the store again
          // for each of some ninety files cost about a third of the run. None keeps state between
          // files (each opens its own database), and --shuffle runs pass.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-mocking', include: MOCKING } },
      { extends: true, test: { name: 'proofs', include: PROOFS } },
      { extends: true, test: { name: 'long-proofs', include: LONG_PROOFS } },
      { extends: true, test: { name: 'integration', include: INTEGRATION } },
      {
        // The renderer's state classes: runes compile through the Svelte plugin, and the browser
        // build of Svelte runs them (reactivity, not server rendering).
        plugins: [svelte({ configFile: 'src-renderer/svelte.config.js' })],
        resolve: { conditions: ['browser'] },
        test: { name: 'renderer', include: ['src-renderer/**/*.test.ts'] },
      },
    ],
  },
});
