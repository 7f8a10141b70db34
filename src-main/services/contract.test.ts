/**
 * The contract every registered game keeps, checked game by game over the registry with its
 * golden corpus: a game registered without a corpus, or that breaks a promise, fails here.
 */
import { describe, expect, it } from 'vitest';
import type { AnyReplay } from '../../src-shared/games';
import { GameStore } from '../db/game-store';
import { openMemoryDatabase } from '../db/open';
import { ENGINE_VERSION, GAME_KINDS, gameOf, runGameReplay, writeReplay } from '../engine';
import { readGolden } from '../golden/digest';
import { serviceOf } from './registry';

/** How many corpus games of each kind are stored here: each takes a moment. */
const GAMES_EACH = 3;

/** Each registered game's shortest current corpus games (each is stored move by move). */
const GAMES = GAME_KINDS.map((kind) => ({
  kind,
  replays: readGolden(ENGINE_VERSION, kind)
    .map((file) => file.replay)
    .sort((a, b) => a.actions.length - b.actions.length)
    .slice(0, GAMES_EACH),
}));

/** Stores the first `moves` of a game as play does: its start, then each move with its facts. */
function stored(replay: AnyReplay, moves: number): AnyReplay | null {
  const history = new GameStore(openMemoryDatabase());
  const start = { ...replay, actions: [] };
  history.startGame({
    id: 'game',
    replay: start,
    startedAt: '2026-01-01T00:00:00.000Z',
    seedChosen: true,
  });
  const { table } = serviceOf(replay.game);
  const played = runGameReplay(
    table.def,
    { ...replay, actions: replay.actions.slice(0, moves) },
    (before, action, after, seq) =>
      history.record('game', seq, table.move(before, action, after), '2026-01-02T00:00:00.000Z'),
  );
  if (!played.ok) throw new Error(played.error);
  return history.stored('game')?.replay ?? null;
}

describe.each(GAMES)('the game contract: $kind', ({ kind, replays }) => {
  const module = gameOf(kind);

  it('keeps every action through its few-character code', () => {
    expect(replays.length).toBeGreaterThan(0);
    for (const replay of replays) {
      const actions = replay.actions as unknown[];
      expect(
        actions.map((action) => module.decodeAction(module.encodeAction(action as never))),
      ).toEqual(actions);
    }
  });

  it('reads back the replay file it writes', () => {
    for (const replay of replays) {
      expect(module.readReplay(writeReplay(replay))).toEqual({ ok: true, replay });
    }
  });

  it('rebuilds a finished game, and one half played, from its stored rows', () => {
    for (const replay of replays) {
      const half = Math.floor(replay.actions.length / 2);
      expect(stored(replay, replay.actions.length)).toEqual(replay);
      expect(stored(replay, half)).toEqual({ ...replay, actions: replay.actions.slice(0, half) });
    }
  });
});
