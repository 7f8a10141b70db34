import { defineConfig } from 'vitest/config';

/** `npm run golden`: writes the golden replay corpus again (never part of `npm test`). */
export default defineConfig({
  test: { include: ['src-main/golden/generate.golden.ts'], testTimeout: 120_000 },
});
