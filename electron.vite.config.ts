import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: {
          // The terminal modes (`npx hotdice`) ship in the main build: they run the same engine.
          hotdice: 'src-main/cli/hotdice.ts',
        },
        output: {
          banner: (chunk) => (chunk.name === 'hotdice' ? '#!/usr/bin/env node' : ''),
        },
      },
    },
  },
});
