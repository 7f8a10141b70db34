import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY } from './src-main/host/security';

/** `npx hotdice` runs out/main/hotdice.js directly, so the build must leave it executable. */
const executableCli: Plugin = {
  name: 'hotdice-executable-cli',
  writeBundle(options) {
    chmodSync(join(options.dir ?? 'out/main', 'hotdice.js'), 0o755);
  },
};

/**
 * Every page carries the policy that the hosts also send as a header, from the one place it is
 * written, for wherever a page is loaded without that header. A policy in a meta tag cannot hold
 * frame-ancestors (browsers ignore it there with a warning).
 */
const policyInEveryPage: Plugin = {
  name: 'hotdice-policy-in-every-page',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: {
        'http-equiv': 'Content-Security-Policy',
        content: CONTENT_SECURITY_POLICY.split('; ')
          .filter((directive) => !directive.startsWith('frame-ancestors'))
          .join('; '),
      },
      injectTo: 'head-prepend',
    },
  ],
};

export default defineConfig({
  main: {
    plugins: [executableCli],
    build: {
      rolldownOptions: {
        input: {
          index: 'src-main/index.ts',
          // The loopback host, for machines without Electron and for the e2e tests.
          server: 'src-main/server.ts',
          // `npm start`: Electron when its binary is installed, the loopback host otherwise.
          start: 'src-main/start.ts',
          // The terminal modes (`npx hotdice`) ship in the main build: they run the same engine.
          hotdice: 'src-main/cli/hotdice.ts',
        },
        output: {
          banner: (chunk) => (chunk.name === 'hotdice' ? '#!/usr/bin/env node' : ''),
        },
      },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: 'src-main/preload.ts' },
        // A sandboxed preload must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    plugins: [svelte(), policyInEveryPage],
    build: {
      // The first paint waits for the entry script to load and parse: ship it small.
      minify: true,
      // Lists each chunk's static imports: the first-load budget test and the bench sum them.
      manifest: true,
      rolldownOptions: {
        // The seat page: what a shared game's link opens on a phone or another laptop.
        input: { index: 'src-renderer/index.html', seat: 'src-renderer/seat.html' },
        // chart.js in a chunk of its own name, fetched with the first screen that draws a chart.
        output: {
          codeSplitting: { groups: [{ name: 'chart', test: /node_modules[\\/]chart\.js/ }] },
        },
      },
    },
  },
});
