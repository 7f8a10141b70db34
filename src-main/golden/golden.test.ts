import { describe, expect, it } from 'vitest';
import type { FarkleState } from '../../src-shared/farkle';
import type { AnyReplay } from '../../src-shared/games';
import { ENGINE_VERSION, GAME_KINDS, PRESET_IDS, moduleOf } from '../engine';
import { goldenOf } from './corpus';
import { finalDigest, goldenKindsOf, readGolden, replayGolden } from './digest';
import { GENERATORS } from './head';

const VERSIONS = Array.from({ length: ENGINE_VERSION }, (_, index) => index + 1);

const corpus = VERSIONS.flatMap((version) =>
  goldenKindsOf(version).flatMap((kind) =>
    readGolden(version, kind).map((file) => ({ ...file, version, kind })),
  ),
);
const current = corpus.filter((game) => game.version === ENGINE_VERSION);

const BUMP = `this engine plays a game of an earlier version differently. If the change is meant, bump ENGINE_VERSION in src-main/engine/replay-file.ts, keep playing every earlier version by its own rules (as Roll-Dice-Roll's state.version does), and write the new version's corpus with \`npm run golden\` (older versions' folders stay)`;

describe('the golden corpus replays exactly, each game under its own engine version', () => {
  it('holds a corpus for every engine version this engine plays', () => {
    for (const version of VERSIONS) {
      expect(corpus.filter((game) => game.version === version).length).toBeGreaterThan(0);
    }
  });

  it.each(GAME_KINDS)('holds a corpus folder of %s games, on every generator', (kind) => {
    expect(
      goldenOf(kind),
      `${kind} brings no golden games (src-main/golden/corpus.ts)`,
    ).not.toBeNull();
    const games = current.filter((game) => game.kind === kind);
    expect(
      games.length,
      `no folder of ${kind} games in v${ENGINE_VERSION}: npm run golden`,
    ).toBeGreaterThan(0);
    expect(new Set(games.map(({ replay }) => replay.generator))).toEqual(new Set(GENERATORS));
  });

  it.each(corpus)('$name', ({ name, version, kind, replay, digest }) => {
    expect(replay.engineVersion, `${name} is filed under another version`).toBe(version);
    expect(replay.game, `${name} is filed under another game`).toBe(kind);
    const played = replayGolden(replay);
    if (!played.ok) expect.fail(`${name} no longer replays (${played.error}): ${BUMP}`);
    expect(finalDigest(replay.game, played.state), `${name}: ${BUMP}`).toEqual(digest);
  });

  it.each(corpus)('$name is a replay file the app reads', ({ text, replay }) => {
    expect(moduleOf(replay).readReplay(text)).toEqual({ ok: true, replay });
  });

  it('covers every Farkle preset, and the odd games', () => {
    const farkle = current.flatMap(({ replay }) => (replay.game === 'farkle' ? [replay] : []));
    const turns = farkle.flatMap((replay: AnyReplay) => {
      const played = replayGolden(replay);
      return played.ok ? (played.state as FarkleState).history : [];
    });
    expect(new Set(farkle.map((replay) => replay.preset))).toEqual(new Set(PRESET_IDS));
    expect(Math.max(...farkle.map((replay) => replay.actions.length))).toBeGreaterThan(3000);
    expect(Math.min(...farkle.map((replay) => replay.seats.length))).toBe(1);
    expect(Math.max(...farkle.map((replay) => replay.seats.length))).toBe(8);
    expect(turns.some((turn) => turn.penalty)).toBe(true);
    expect(turns.some((turn) => turn.finalRound)).toBe(true);
    expect(turns.some((turn) => turn.hotDice > 0)).toBe(true);
  });
});
