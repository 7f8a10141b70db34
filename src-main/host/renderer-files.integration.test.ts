import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET, firstLoadScripts } from './first-load.testkit';
import { rendererFile } from './renderer-files';

const RENDERER = join(import.meta.dirname, '..', '..', 'out', 'renderer');

describe('the built renderer', () => {
  it('loads at most 250 KB of script before its first paint', () => {
    expect(existsSync(join(RENDERER, 'index.html')), 'run `npm run build` first').toBe(true);
    const { files, bytes } = firstLoadScripts(RENDERER);
    // The manifest describes this build: the page's own script is its entry.
    const page = readFileSync(join(RENDERER, 'index.html'), 'utf8');
    expect(page).toContain(`src="./${files[0]}"`);
    expect(
      bytes,
      `${files.join(', ')}: ${(bytes / 1024).toFixed(1)} KB; a screen imported statically?`,
    ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });

  it('serves every chunk, the lazy screens included, as JavaScript', async () => {
    const chunks = readdirSync(join(RENDERER, 'assets')).filter((name) => name.endsWith('.js'));
    // More chunks than the first load: the other screens are split off.
    expect(chunks.length).toBeGreaterThan(firstLoadScripts(RENDERER).files.length);
    for (const name of chunks) {
      const found = await rendererFile(RENDERER, `/assets/${name}`);
      expect(found?.contentType, name).toBe('text/javascript; charset=utf-8');
    }
  });
});
