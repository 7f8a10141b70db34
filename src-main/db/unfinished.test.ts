import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { FarkleView, ProfileStats } from '../../src-shared/api';
import type { FarkleAction } from '../../src-shared/farkle';
import { memoryServices } from '../services/memory.testkit';
import { MIGRATIONS } from './migrations';
import { Profiles } from './profiles';
import { listHistory, profileStats } from './stats';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 100, offset: 0 };
const PAIR = [
  { name: 'Ann', bot: null },
  { name: 'Bob', bot: null },
];

type MemoryServices = ReturnType<typeof memoryServices>;

function newGame(
  { games }: MemoryServices,
  seats = PAIR,
  preset: 'minimal' | 'ece209' = 'minimal',
) {
  return games.create({ preset, rules: null, seats, seed: '5', generator: null });
}

/** Ann's stats, or null before she has a profile. */
function annStats({ db }: MemoryServices): ProfileStats | null {
  const profiles = new Profiles(db);
  const ann = profiles.list().find((p) => p.name === 'Ann');
  return ann ? profileStats(db, profiles, ann.id, true) : null;
}

/** The unfinished Farkle games' ids, as start-up lists them. */
const unfinishedIds = ({ games }: MemoryServices) => games.unfinished().views.map((g) => g.id);

/** Rolls and banks (or farkles) until `turns` turns are played. */
function playTurns({ games }: MemoryServices, game: FarkleView, turns: number) {
  let view = game;
  const act = (action: FarkleAction) => (view = games.act(view.id, view.actionCount, action));
  while (view.turnsPlayed < turns && !view.over) {
    act({ type: 'roll' });
    if (view.turnsPlayed >= turns || view.over || view.turn.rolls.length === 0) continue;
    const scoring = view.turn.rolls
      .at(-1)!
      .faces.flatMap((f, i) => (f === 1 || f === 5 ? [i] : []));
    act({ type: 'keep', dice: scoring.length > 0 ? [scoring[0]!] : [] });
    if (view.moves.bank.allowed) act({ type: 'bank' });
  }
  return view;
}

describe('unfinished games', () => {
  it('lists each with the time it was started, and abandons one into History', () => {
    const tables = memoryServices();
    const { db, games, history } = tables;
    const kept = newGame(tables);
    const given = playTurns(tables, newGame(tables), 2);
    expect(unfinishedIds(tables).sort()).toEqual([kept.id, given.id].sort());
    for (const id of unfinishedIds(tables))
      expect(Date.parse(history.startedAt(id)!)).not.toBeNaN();

    games.abandon(given.id);
    expect(unfinishedIds(tables)).toEqual([kept.id]);
    const entry = listHistory(db, QUERY).find((e) => e.gameId === given.id)!;
    expect(entry).toMatchObject({ abandoned: true, finished: false, turns: given.turnsPlayed });
    expect(() => games.get(given.id)).toThrow(/not open/);
    // Abandoned stays abandoned: services started again on the same history leave it out.
    expect(unfinishedIds(memoryServices(db))).toEqual([kept.id]);
  });

  it('deletes one with every figure it added, and refuses a finished or unknown game', () => {
    const tables = memoryServices();
    const { db, games } = tables;
    const before = playTurns(tables, newGame(tables), 3);
    const stats = annStats(tables);
    const doomed = playTurns(tables, newGame(tables), 4);
    expect(annStats(tables)!.farkleRate).not.toEqual(stats!.farkleRate);
    games.delete(doomed.id);
    expect(annStats(tables)!.farkleRate).toEqual(stats!.farkleRate);
    expect(annStats(tables)!.turns).toBe(stats!.turns);
    const ids = listHistory(db, QUERY).map((e) => e.gameId);
    expect(ids).toEqual([before.id]);
    expect(() => games.delete(doomed.id)).toThrow(/not open/);
    expect(() => games.abandon('nope')).toThrow(/not open/);
  });

  it('refuses to abandon a finished game', () => {
    const tables = memoryServices();
    const test = newGame(tables, [{ name: 'Ann', bot: null }], 'ece209');
    const over = playTurns(tables, test, 1);
    expect(over.over).toBe(true);
    expect(() => tables.games.abandon(test.id)).toThrow(/over/);
  });
});

describe('one-seat games', () => {
  it('are neither won nor lost: their turns stand apart as solo figures', () => {
    const tables = memoryServices();
    const duel = playTurns(tables, newGame(tables), 4);
    const test = playTurns(tables, newGame(tables, [PAIR[0]!], 'ece209'), 1);
    expect(test.over).toBe(true);
    const stats = annStats(tables)!;
    expect(stats).toMatchObject({ games: 0, wins: 0, turns: 2 });
    expect(stats.solo.games).toBe(1);
    expect(stats.solo.turns).toBe(1);
    expect(stats.solo.averageTurn).toBe(test.history[0]!.points);
    const annTurns = duel.history.filter((t) => t.seat === 0).map((t) => t.points);
    expect(stats.averageTurn).toBeCloseTo(annTurns.reduce((a, b) => a + b, 0) / annTurns.length);
    const entry = listHistory(tables.db, QUERY).find((e) => e.gameId === test.id)!;
    expect(entry.seats[0]!.won).toBe(false);
  });

  it('lose a win stored before (migration 6), keeping every row', () => {
    const db = new Database(':memory:');
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
