import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyReplay } from '../../src-shared/games';
import { ENGINE_VERSION, moduleOf, runGameReplay } from '../engine';
import { goldenDirOf } from '../golden/digest';
import { serviceOf } from '../services/registry';
import { quarantine } from '../services/quarantine';
import { History } from './history';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import { openDatabase } from './open';

/** Corpus games short enough to store quickly: every game, several generators. */
function corpus(): AnyReplay[] {
  const dir = goldenDirOf(ENGINE_VERSION);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.replay.json'))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as AnyReplay)
    .filter((replay) => replay.actions.length < 212);
}

/** Stores a game as play does: its start, then every move with its facts. */
function store(history: History, id: string, replay: AnyReplay): void {
  history.startGame({
    id,
    replay: { ...replay, actions: [] } as AnyReplay,
    startedAt: '2026-01-01T00:00:00.000Z',
    seedChosen: true,
  });
  const { table } = serviceOf(replay.game);
  const played = runGameReplay(table.def, replay, (before, action, after, seq) =>
    history.record(id, seq, table.move(before, action, after), '2026-01-02T00:00:00.000Z'),
  );
  if (!played.ok) throw new Error(played.error);
}

const TABLES = ['games', 'game_seats', 'actions', 'turns', 'farkle_odds', 'profiles', 'rule_sets'];

function rows(db: Database.Database): Record<string, unknown[]> {
  return Object.fromEntries(
    TABLES.map((table) => [table, db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()]),
  );
}

describe('the games table checks no kind (migration 12)', () => {
  it('migrates a history of every game, keeping every row, and its games replay identically', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hotdice-kinds-')), 'history.sqlite');
    const old = new Database(file);
    for (const sql of MIGRATIONS.slice(0, 11)) old.exec(sql);
    old.pragma('user_version = 11');
    const games = corpus();
    expect(new Set(games.map((replay) => replay.game))).toEqual(new Set(['farkle', 'rolldice']));
    const before = new History(old);
    games.forEach((replay, index) => store(before, `game-${index}`, replay));
    const replays = before.all();
    const kept = rows(old);
    expect(() => old.prepare("UPDATE games SET kind = 'pig' WHERE id = 'game-0'").run()).toThrow(
      /CHECK/,
    );
    old.close();

    const { db } = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(rows(db)).toEqual(kept);
    const after = new History(db);
    expect(quarantine(after)).toEqual([]);
    expect(after.all()).toEqual(replays);
    for (const { replay } of after.all()) {
      const played = runGameReplay(moduleOf(replay).def, replay);
      expect(played.ok && moduleOf(replay).def.isOver(played.state)).toBe(true);
    }
    // The triggers that keep start-up's checks honest came back with the table.
    db.prepare('UPDATE actions SET action = action WHERE game = 1 AND seq = 0').run();
    expect(after.unchecked()).toEqual(['game-0']);
    db.close();
  });

  it('keeps a game of a kind this Hot Dice does not play, and sets it aside in words', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hotdice-kinds-')), 'history.sqlite');
    const { db } = openDatabase(file);
    const history = new History(db);
    store(history, 'known', corpus()[0]!);
    db.prepare("UPDATE games SET kind = 'chess' WHERE id = 'known'").run();
    expect(quarantine(history)).toEqual([
      { gameId: 'known', reason: 'its game "chess" is not one Hot Dice plays' },
    ]);
    expect(history.all()).toEqual([]);
    db.close();
  });
});
