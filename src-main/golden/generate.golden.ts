import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { goldenGames } from './corpus';
import { GOLDEN_DIR, finalDigest, replayGolden } from './digest';

// `npm run golden` writes the corpus again: only after a deliberate ENGINE_VERSION bump.
it('writes the golden corpus', () => {
  mkdirSync(GOLDEN_DIR, { recursive: true });
  for (const file of readdirSync(GOLDEN_DIR)) rmSync(join(GOLDEN_DIR, file));
  for (const { name, replay } of goldenGames()) {
    const played = replayGolden(replay);
    if (!played.ok) throw new Error(`${name}: ${played.error}`);
    // One line per file: thousands of moves stay small; the app imports it as it is.
    writeFileSync(join(GOLDEN_DIR, `${name}.replay.json`), `${JSON.stringify(replay)}\n`);
    const digest = finalDigest(replay.game, played.state);
    writeFileSync(join(GOLDEN_DIR, `${name}.final.json`), `${JSON.stringify(digest, null, 2)}\n`);
  }
});
