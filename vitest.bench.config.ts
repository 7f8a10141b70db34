import { defineConfig } from 'vitest/config';

/** `npm run bench`: benchmarks print figures; they are never part of `npm test`. */
export default defineConfig({
  test: {
    include: ['src-main/**/*.bench.ts', 'e2e/**/*.bench.ts'],
    testTimeout: 900_000,
    reporters: ['verbose'],
  },
});
