import { defineConfig } from 'vitest/config';
import { BenchmarksReport } from './src-main/bench/report.ts';

/**
 * `npm run bench`: benchmarks print figures, and docs/benchmarks.md keeps them with the machine
 * they ran on; they are never part of `npm test`.
 */
export default defineConfig({
  test: {
    include: ['src-main/**/*.bench.ts', 'e2e/**/*.bench.ts'],
    testTimeout: 900_000,
    // One benchmark at a time: two at once on 2 cores would each measure the other.
    fileParallelism: false,
    reporters: ['verbose', new BenchmarksReport()],
  },
});
