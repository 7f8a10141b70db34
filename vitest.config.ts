import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

// Vitest 5's failure report calls Map.groupBy, which Node 20 lacks; this config loads in the
// reporting process, so give it the standard behaviour here.
const map = Map as MapConstructor & { groupBy?: GroupBy };
map.groupBy ??= (items, key) => {
  const groups = new Map();
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'main',
          include: ['src-main/**/*.test.ts', 'src-shared/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
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
