import { defineConfig } from 'vitest/config';
// The test config also gives Node 20 what Vitest's reporter needs.
import './vitest.config.ts';

/** `npm run golden`: writes the golden replay corpus again (never part of `npm test`). */
export default defineConfig({
  test: { include: ['src-main/golden/generate.golden.ts'], testTimeout: 120_000 },
});
