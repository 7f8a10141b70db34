import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PresetId } from '../../src-shared/farkle';

/**
 * The `resources` folder: HOTDICE_RESOURCES if set (a packaged app points it at its own copy),
 * otherwise the nearest one above this module, which finds it from the sources and from `out/`.
 */
export function resourcesDir(): string {
  const override = process.env.HOTDICE_RESOURCES;
  if (override) return override;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'resources');
    if (existsSync(join(candidate, 'rules'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the resources folder');
    dir = parent;
  }
}

/** The rules text shown to players for a preset, read from its file as the IT 312 course program asks. */
export function rulesText(id: PresetId): string {
  return readFileSync(rulesFilePath(id), 'utf8');
}

/** Where a preset's rules text is kept. */
export function rulesFilePath(id: PresetId): string {
  return join(resourcesDir(), 'rules', `${id}.txt`);
}
