import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/helpers holds unit tests (vitest) of the pixel arithmetic too.
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
});
