import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FarkleView, HistoryEntry, StartupInfo } from '../../src-shared/api';
import { farkleGame } from '../engine';
import { openTestApp } from '../api/test-app';
import { breakFirstMove, corrupt } from './damage.testkit';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 500, offset: 0 };
const ALL_SIX = { type: 'keep', dice: [0, 1, 2, 3, 4, 5] } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

/** An endless ECE 209 turn (seed 0 rolls six 1s forever) of `moves` moves, and a finished game. */
async function history(moves: number) {
  const app = openTestApp();
  const { call } = app;
  const long = await call<FarkleView>('createGame', {
    preset: 'ece209',
    rules: null,
    seats: [{ name: 'Cleo', bot: null }],
    seed: '0',
    generator: 'ece209',
  });
  for (let step = 0; step < moves; step++) {
    const action = step % 2 === 0 ? { type: 'roll' } : ALL_SIX;
    await call('act', { gameId: long.id, step, action });
  }
  let done = await call<FarkleView>('createGame', {
    preset: 'ece209',
    rules: null,
    seats: [{ name: 'Ada', bot: null }],
    seed: '0',
    generator: 'ece209',
  });
  await call('act', { gameId: done.id, step: 0, action: { type: 'roll' } });
  await call('act', { gameId: done.id, step: 1, action: ALL_SIX });
  done = await call<FarkleView>('act', { gameId: done.id, step: 2, action: { type: 'bank' } });
  expect(done.over).toBe(true);
  app.app.close();
  return { dataDir: app.dataDir, long, done };
}

/** Counts the moves the engine plays from here on, in play and in replays alike. */
function countMoves() {
  return [vi.spyOn(farkleGame, 'apply'), vi.spyOn(farkleGame, 'applyOwned')];
}

describe('start-up replays nothing Hot Dice wrote itself', () => {
  it('opens the history and answers startup without playing a move of any game', async () => {
    const { dataDir, long } = await history(40);
    const moves = countMoves();
    const { call } = openTestApp(dataDir);
    const startup = await call<StartupInfo>('startup');
    expect(startup.unfinished.map((g) => [g.id, g.actionCount])).toEqual([[long.id, 40]]);
    expect(startup.unfinished[0]!.turn.turnTotal).toBeGreaterThan(0);
    expect(startup.damaged).toEqual([]);
    for (const move of moves) expect(move).not.toHaveBeenCalled();
    // Resuming replays the game, once, in full.
    const resumed = await call<FarkleView>('getGame', { gameId: long.id });
    expect(resumed.turn.rolls).toHaveLength(20);
    expect(resumed.turn.turnTotal).toBe(startup.unfinished[0]!.turn.turnTotal);
  });

  it('checks a log again once it was changed outside Hot Dice, then remembers it', async () => {
    const { dataDir, long } = await history(6);
    // The same move written again: the log still replays, but it was touched.
    corrupt(
      dataDir,
      `UPDATE actions SET action = action WHERE seq = 0
         AND game = (SELECT key FROM games WHERE id = '${long.id}')`,
    );
    const moves = countMoves();
    openTestApp(dataDir).app.close();
    expect(moves[1]).toHaveBeenCalledTimes(6);
    moves[1]!.mockClear();
    const { call } = openTestApp(dataDir);
    expect((await call<StartupInfo>('startup')).unfinished.map((g) => g.id)).toEqual([long.id]);
    expect(moves[1]).not.toHaveBeenCalled();
  });
});

describe('damage found at start, finished games too', () => {
  it('sets aside a finished game whose moves no longer replay', async () => {
    const { dataDir, long, done } = await history(4);
    // A bank before any roll: the engine refuses it.
    breakFirstMove(dataDir, done.id);
    const { call } = openTestApp(dataDir);
    const startup = await call<StartupInfo>('startup');
    expect(startup.damaged.map((d) => d.gameId)).toEqual([done.id]);
    expect(startup.damaged[0]!.reason).toMatch(/no longer replay/);
    expect(startup.unfinished.map((g) => g.id)).toEqual([long.id]);
    const listed = await call<HistoryEntry[]>('listHistory', QUERY);
    expect(listed.find((e) => e.gameId === done.id)?.damaged).toBe(true);
    await expect(call('replayFrame', { gameId: done.id, step: 0 })).rejects.toThrow(/damaged/);
  });

  it('sets aside a game whose dice generator Hot Dice does not have', async () => {
    const { dataDir, long, done } = await history(4);
    corrupt(dataDir, `UPDATE games SET generator = 'dice9000' WHERE id = '${done.id}'`);
    const { call } = openTestApp(dataDir);
    const startup = await call<StartupInfo>('startup');
    expect(startup.damaged).toEqual([
      { gameId: done.id, reason: 'its dice generator "dice9000" is not one Hot Dice has' },
    ]);
    expect(startup.unfinished.map((g) => g.id)).toEqual([long.id]);
    await expect(call('replayFrame', { gameId: done.id, step: 0 })).rejects.toThrow(/damaged/);
  });
});
