import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { ENGINE_VERSION } from '../engine';
import { goldenGames } from './corpus';
import { finalDigest, goldenDirOf, replayGolden } from './digest';

// `npm run golden` writes this engine version's corpus: once, after a deliberate ENGINE_VERSION
// bump. Older versions' folders stay as they are: this engine must still play them exactly.
// others, whose files come out the same.
it('writes the golden corpus', () => {
  const cleared = new Set<string>();
  for (const { kind, name, replay } of goldenGames()) {
    const dir = goldenDirOf(ENGINE_VERSION, kind);
    if (!cleared.has(dir)) {
      mkdirSync(dir, { recursive: true });
      for (const file of readdirSync(dir)) rmSync(join(dir, file));
      cleared.add(dir);
    }
    const played = replayGolden(replay);
    if (!played.ok) throw new Error(`${name}: ${played.error}`);
    // One line per file: thousands of moves stay small; the app imports it as it is.
    writeFileSync(join(dir, `${name}.replay.json`), `${JSON.stringify(replay)}\n`);
    const digest = finalDigest(kind, played.state);
    writeFileSync(join(dir, `${name}.final.json`), `${JSON.stringify(digest, null, 2)}\n`);
  }
});
