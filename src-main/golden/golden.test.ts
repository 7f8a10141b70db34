import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FarkleState } from '../../src-shared/farkle';
import { ENGINE_VERSION, PRESET_IDS, readReplay } from '../engine';
import { readReplay as readRollDiceReplay } from '../engine/rolldice/replay';
import type { GoldenGame } from './corpus';
import { finalDigest, goldenDirOf, replayGolden } from './digest';

const VERSIONS = Array.from({ length: ENGINE_VERSION }, (_, index) => index + 1);

const corpus = VERSIONS.flatMap((version) => {
  const dir = goldenDirOf(version);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.replay.json'))
    .map((file) => {
      const name = `v${version}/${file.replace('.replay.json', '')}`;
      const read = (suffix: string) =>
        readFileSync(join(dir, `${file.replace('.replay.json', '')}${suffix}`), 'utf8');
      const text = read('.replay.json');
      const replay = JSON.parse(text) as GoldenGame['replay'];
      return { name, version, text, replay, digest: JSON.parse(read('.final.json')) as unknown };
    });
});

const BUMP = `this engine plays a game of an earlier version differently. If the change is meant, bump ENGINE_VERSION in src-main/engine/replay-file.ts, keep playing every earlier version by its own rules (as Roll-Dice-Roll's state.version does), and write the new version's corpus with \`npm run golden\` (older versions' folders stay)`;

describe('the golden corpus replays exactly, each game under its own engine version', () => {
  it('holds a corpus for every engine version this engine plays', () => {
    for (const version of VERSIONS) {
      expect(corpus.filter((game) => game.version === version).length).toBeGreaterThan(0);
    }
  });

  it.each(corpus)('$name', ({ name, version, replay, digest }) => {
    expect(replay.engineVersion, `${name} is filed under another version`).toBe(version);
    const played = replayGolden(replay);
    if (!played.ok) expect.fail(`${name} no longer replays (${played.error}): ${BUMP}`);
    expect(finalDigest(replay.game, played.state), `${name}: ${BUMP}`).toEqual(digest);
  });

  it.each(corpus)('$name is a replay file the app reads', ({ text, replay }) => {
    const read = replay.game === 'farkle' ? readReplay(text) : readRollDiceReplay(text);
    expect(read).toEqual({ ok: true, replay });
  });

  it('covers every game, preset and generator, and the odd games', () => {
    const current = corpus.filter((game) => game.version === ENGINE_VERSION);
    const farkle = current.flatMap(({ replay }) => (replay.game === 'farkle' ? [replay] : []));
    const turns = farkle.flatMap((replay) => {
      const played = replayGolden(replay);
      return played.ok ? (played.state as FarkleState).history : [];
    });
    expect(new Set(current.map(({ replay }) => replay.game))).toEqual(
      new Set(['farkle', 'rolldice']),
    );
    expect(new Set(farkle.map((replay) => replay.preset))).toEqual(new Set(PRESET_IDS));
    for (const game of ['farkle', 'rolldice']) {
      const generators = current.filter(({ replay }) => replay.game === game);
      expect(new Set(generators.map(({ replay }) => replay.generator))).toEqual(
        new Set(['xoroshiro128plus', 'ece209', 'java', 'hmac-sha256']),
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
