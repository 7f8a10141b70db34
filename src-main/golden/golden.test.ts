import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FarkleState } from '../../src-shared/farkle';
import { ENGINE_VERSION, PRESET_IDS, readReplay } from '../engine';
import { readReplay as readRollDiceReplay } from '../engine/rolldice/replay';
import type { GoldenGame } from './corpus';
import { GOLDEN_DIR, finalDigest, replayGolden } from './digest';

const corpus = readdirSync(GOLDEN_DIR)
  .filter((file) => file.endsWith('.replay.json'))
  .map((file) => {
    const name = file.replace('.replay.json', '');
    const read = (suffix: string) => readFileSync(join(GOLDEN_DIR, `${name}${suffix}`), 'utf8');
    const text = read('.replay.json');
    const replay = JSON.parse(text) as GoldenGame['replay'];
    return { name, text, replay, digest: JSON.parse(read('.final.json')) as unknown };
  });

const BUMP = `this engine plays an old game differently. If that is meant, bump ENGINE_VERSION in src-main/engine/replay-file.ts (stored games of the old version are then refused, not replayed by the new rules) and write the corpus again with \`npm run golden\``;

describe('the golden corpus replays exactly under this engine version', () => {
  it.each(corpus)('$name', ({ name, replay, digest }) => {
    expect(replay.engineVersion, `${name} was written by another engine version: ${BUMP}`).toBe(
      ENGINE_VERSION,
    );
    const played = replayGolden(replay);
    if (!played.ok) expect.fail(`${name} no longer replays (${played.error}): ${BUMP}`);
    expect(finalDigest(replay.game, played.state), `${name}: ${BUMP}`).toEqual(digest);
  });

  it.each(corpus)('$name is a replay file the app reads', ({ text, replay }) => {
    const read = replay.game === 'farkle' ? readReplay(text) : readRollDiceReplay(text);
    expect(read).toEqual({ ok: true, replay });
  });

  it('covers every game, preset and generator, and the odd games', () => {
    const farkle = corpus.flatMap(({ replay }) => (replay.game === 'farkle' ? [replay] : []));
    const turns = farkle.flatMap((replay) => {
      const played = replayGolden(replay);
      return played.ok ? (played.state as FarkleState).history : [];
    });
    expect(new Set(corpus.map(({ replay }) => replay.game))).toEqual(
      new Set(['farkle', 'rolldice']),
    );
    expect(new Set(farkle.map((replay) => replay.preset))).toEqual(new Set(PRESET_IDS));
    for (const game of ['farkle', 'rolldice']) {
      const generators = corpus.filter(({ replay }) => replay.game === game);
      expect(new Set(generators.map(({ replay }) => replay.generator))).toEqual(
        new Set(['xoroshiro128plus', 'ece209', 'java']),
      );
    }
    expect(Math.max(...farkle.map((replay) => replay.actions.length))).toBeGreaterThan(3000);
    expect(Math.min(...farkle.map((replay) => replay.seats.length))).toBe(1);
    expect(Math.max(...farkle.map((replay) => replay.seats.length))).toBe(8);
    expect(turns.some((turn) => turn.penalty)).toBe(true);
    expect(turns.some((turn) => turn.finalRound)).toBe(true);
    expect(turns.some((turn) => turn.hotDice > 0)).toBe(true);
  });
});
