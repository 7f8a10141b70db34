import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/** `npm run bench`: benchmarks print figures; they are never part of `npm test`. */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['src-main/**/*.bench.ts'],
      testTimeout: 600_000,
      hookTimeout: 600_000,
      reporters: ['verbose'],
      silent: false,
    },
  }),
);
