import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The first paint's script budget (issue 22): the home screen only, every other screen lazy. */
export const FIRST_LOAD_BUDGET = 250 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The scripts the built page loads before its first paint: its entry chunk (the host's page, not
 * the seat page a shared game's link opens) and every chunk it imports statically (dynamic imports
 * load when a screen opens). Read from the build's manifest, with their sizes in bytes.
 */
export function firstLoadScripts(rendererDir: string): { files: string[]; bytes: number } {
  const manifest = JSON.parse(
    readFileSync(join(rendererDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit('index.html');
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + statSync(join(rendererDir, file)).size, 0);
  return { files, bytes };
}
