import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/helpers holds unit tests (vitest) of the pixel arithmetic too.
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  timeout: 60_000,
  // Each test has its own host, data folder and port (shares listen on any free port): two workers
  // overlap one test's waits (bots' pauses, odds, imports) with another's work, and tests of one
  // file are spread over both (the contrast spec alone took a worker's whole run otherwise).
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  // A failed test keeps its trace (each action, its timing, network and console) but neither
  // screencast nor DOM snapshots: in this software-drawn Chromium the screencast's frames took a
  // third of the walk's time, and the snapshots of every action and poll 15% of a replayed game's.
  use: { trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false } },
});
