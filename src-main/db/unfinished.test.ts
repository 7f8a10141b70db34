import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  GameView,
  HistoryEntry,
  ProfileStats,
  ProfileView,
  StartupInfo,
} from '../../src-shared/api';
import { openTestApp as open } from '../api/test-app';
import { MIGRATIONS } from './migrations';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 100, offset: 0 };
const PAIR = [
  { name: 'Ann', bot: null },
  { name: 'Bob', bot: null },
];

async function newGame(call: ReturnType<typeof open>['call'], seats = PAIR, preset = 'minimal') {
  return call<GameView>('createGame', { preset, rules: null, seats, seed: '5', generator: null });
}

/** Ann's stats, or null before she has a profile. */
async function annStats(call: ReturnType<typeof open>['call']): Promise<ProfileStats | null> {
  const ann = (await call<ProfileView[]>('listProfiles')).find((p) => p.name === 'Ann');
  return ann
    ? call<ProfileStats>('profileStats', { profileId: ann.id, withChosenSeeds: true })
    : null;
}

/** Rolls and banks (or farkles) until `turns` turns are played. */
async function playTurns(call: ReturnType<typeof open>['call'], game: GameView, turns: number) {
  let view = game;
  while (view.turnsPlayed < turns && !view.over) {
    view = await call<GameView>('act', {
      gameId: view.id,
      step: view.actionCount,
      action: { type: 'roll' },
    });
    if (view.turnsPlayed >= turns || view.over || view.turn.rolls.length === 0) continue;
    const scoring = view.turn.rolls
      .at(-1)!
      .faces.flatMap((f, i) => (f === 1 || f === 5 ? [i] : []));
    const dice = scoring.length > 0 ? [scoring[0]!] : [];
    view = await call<GameView>('act', {
      gameId: view.id,
      step: view.actionCount,
      action: { type: 'keep', dice },
    });
    if (view.moves.bank.allowed) {
      view = await call<GameView>('act', {
        gameId: view.id,
        step: view.actionCount,
        action: { type: 'bank' },
      });
    }
  }
  return view;
}

describe('unfinished games', () => {
  it('lists each with the time it was started, and abandons one into History', async () => {
    const { call, dataDir, app } = open();
    const kept = await newGame(call);
    const given = await playTurns(call, await newGame(call), 2);
    const { unfinished } = await call<StartupInfo>('startup');
    expect(unfinished.map((g) => g.id).sort()).toEqual([kept.id, given.id].sort());
    for (const game of unfinished) expect(Date.parse(game.startedAt!)).not.toBeNaN();

    await call('abandonGame', { gameId: given.id });
    expect((await call<StartupInfo>('startup')).unfinished.map((g) => g.id)).toEqual([kept.id]);
    const entry = (await call<HistoryEntry[]>('listHistory', QUERY)).find(
      (e) => e.gameId === given.id,
    )!;
    expect(entry).toMatchObject({ abandoned: true, finished: false, turns: given.turnsPlayed });
    await expect(call('getGame', { gameId: given.id })).rejects.toThrow(/not open/);
    // Abandoned stays abandoned: it does not come back on the next start.
    app.close();
    const again = open(dataDir);
    expect((await again.call<StartupInfo>('startup')).unfinished.map((g) => g.id)).toEqual([
      kept.id,
    ]);
  });

  it('deletes one with every figure it added, and refuses a finished or unknown game', async () => {
    const { call } = open();
    const before = await playTurns(call, await newGame(call), 3);
    const stats = await annStats(call);
    const doomed = await playTurns(call, await newGame(call), 4);
    expect((await annStats(call))!.farkleRate).not.toEqual(stats!.farkleRate);
    await call('deleteGame', { gameId: doomed.id });
    expect((await annStats(call))!.farkleRate).toEqual(stats!.farkleRate);
    expect((await annStats(call))!.turns).toBe(stats!.turns);
    const ids = (await call<HistoryEntry[]>('listHistory', QUERY)).map((e) => e.gameId);
    expect(ids).toEqual([before.id]);
    await expect(call('deleteGame', { gameId: doomed.id })).rejects.toThrow(/not open/);
    await expect(call('abandonGame', { gameId: 'nope' })).rejects.toThrow(/not open/);
  });

  it('refuses to abandon a finished game', async () => {
    const { call } = open();
    const test = await newGame(call, [{ name: 'Ann', bot: null }], 'ece209');
    const over = await playTurns(call, test, 1);
    expect(over.over).toBe(true);
    await expect(call('abandonGame', { gameId: test.id })).rejects.toThrow(/over/);
  });
});

describe('one-seat games', () => {
  it('are neither won nor lost: their turns stand apart as solo figures', async () => {
    const { call } = open();
    const duel = await playTurns(call, await newGame(call), 4);
    const test = await playTurns(call, await newGame(call, [PAIR[0]!], 'ece209'), 1);
    expect(test.over).toBe(true);
    const stats = (await annStats(call))!;
    expect(stats).toMatchObject({ games: 0, wins: 0, turns: 2 });
    expect(stats.solo.games).toBe(1);
    expect(stats.solo.turns).toBe(1);
    expect(stats.solo.averageTurn).toBe(test.history[0]!.points);
    const annTurns = duel.history.filter((t) => t.seat === 0).map((t) => t.points);
    expect(stats.averageTurn).toBeCloseTo(annTurns.reduce((a, b) => a + b, 0) / annTurns.length);
    const entry = (await call<HistoryEntry[]>('listHistory', QUERY)).find(
      (e) => e.gameId === test.id,
    )!;
    expect(entry.seats[0]!.won).toBe(false);
  });

  it('lose a win stored before (migration 6), keeping every row', () => {
    const { dataDir, app } = open();
    app.close();
    const file = join(dataDir, 'old.sqlite');
    const db = new Database(file);
    for (const sql of MIGRATIONS.slice(0, 5)) db.exec(sql);
    db.exec(`
      INSERT INTO profiles (id, name, created_at) VALUES (1, 'Ann', 'x');
      INSERT INTO rule_sets (id, rules) VALUES (1, '{}');
      INSERT INTO games (key, id, kind, rule_set, generator, seed, seats, started_at, status)
        VALUES (1, 'solo', 'farkle', 1, 'ece209', 1, 1, 'x', 'finished'),
               (2, 'duel', 'farkle', 1, 'ece209', 1, 2, 'x', 'finished');
      INSERT INTO game_seats (game, seat, profile_id, name, won)
        VALUES (1, 0, 1, 'Ann', 1), (2, 0, 1, 'Ann', 1), (2, 1, 1, 'Ann', 0);
      INSERT INTO actions (game, seq, action) VALUES (1, 0, 'r'), (2, 0, 'r');`);
    db.pragma('foreign_keys = OFF');
    db.exec(MIGRATIONS[5]!);
    expect(db.prepare('SELECT game, seat, won FROM game_seats ORDER BY game, seat').all()).toEqual([
      { game: 1, seat: 0, won: 0 },
      { game: 2, seat: 0, won: 1 },
      { game: 2, seat: 1, won: 0 },
    ]);
    expect(db.prepare('SELECT count(*) AS n FROM actions').get()).toEqual({ n: 2 });
    db.prepare("UPDATE games SET status = 'abandoned' WHERE key = 1").run();
    expect(() => db.prepare("UPDATE games SET status = 'lost' WHERE key = 1").run()).toThrow(
      /CHECK/,
    );
    db.close();
  });
});
