import { defineConfig } from 'vitest/config';
// The test config also gives Node 20 what Vitest's reporter needs.
import './vitest.config.ts';

/** `npm run bench`: benchmarks print figures; they are never part of `npm test`. */
export default defineConfig({
  test: {
    include: ['src-main/**/*.bench.ts', 'e2e/**/*.bench.ts'],
    testTimeout: 900_000,
    reporters: ['verbose'],
  },
});
