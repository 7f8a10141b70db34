import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyReplay } from '../../src-shared/games';
import { ENGINE_VERSION, moduleOf, runGameReplay } from '../engine';
import { goldenKindsOf, readGolden } from '../golden/digest';
import { serviceOf } from '../services/registry';
import { quarantine } from '../services/quarantine';
import { GameStore } from './game-store';
import { writeSchema11History } from './migrate-history.testkit';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import { openDatabase } from './open';

/** Corpus games short enough to store quickly: every game, several generators. */
function corpus(): AnyReplay[] {
  return goldenKindsOf(ENGINE_VERSION)
    .flatMap((kind) => readGolden(ENGINE_VERSION, kind).map((file) => file.replay))
    .filter((replay) => replay.actions.length < 212);
}

/** Stores a game as play does: its start, then every move with its facts. */
function store(history: GameStore, id: string, replay: AnyReplay): void {
  history.startGame({
    id,
    replay: { ...replay, actions: [] },
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
  it('rebuilds games without the check, keeping every row, and its games replay', () => {
    // A history Hot Dice wrote at schema 11, of every game it then played (see migrate.test).
    const file = join(mkdtempSync(join(tmpdir(), 'hotdice-kinds-')), 'history.sqlite');
    writeSchema11History(file);
    const old = new Database(file);
    expect(old.pragma('user_version', { simple: true })).toBe(11);
    expect(old.prepare('SELECT DISTINCT kind FROM games ORDER BY 1').pluck().all()).toEqual([
      'farkle',
      'rolldice',
    ]);
    expect(() => old.prepare("UPDATE games SET kind = 'pig' WHERE key = 1").run()).toThrow(/CHECK/);
    const kept = rows(old);
    // As migrate() runs it: foreign keys off, or dropping games would take its rows along.
    old.pragma('foreign_keys = OFF');
    old.exec(MIGRATIONS[11]!);
    expect(rows(old)).toEqual(kept);
    old.prepare("UPDATE games SET kind = 'pig' WHERE key = 1").run();
    old.prepare("UPDATE games SET kind = 'farkle' WHERE key = 1").run();
    old.close();

    const { db } = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const after = new GameStore(db);
    expect(quarantine(after)).toEqual([]);
    expect(after.all().length).toBe(kept.games!.length);
    for (const { replay } of after.all()) {
      expect(runGameReplay(moduleOf(replay).def, replay).ok).toBe(true);
    }
    // The triggers that keep start-up's checks honest came back with the table.
    const playing = db.prepare('SELECT game FROM actions LIMIT 1').pluck().get() as number;
    db.prepare('UPDATE actions SET action = action WHERE game = ? AND seq = 0').run(playing);
    const id = db.prepare('SELECT id FROM games WHERE key = ?').pluck().get(playing) as string;
    expect(after.unchecked()).toEqual([id]);
    db.close();
  });

  it('keeps a game of a kind this Hot Dice does not play, and sets it aside in words', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hotdice-kinds-')), 'history.sqlite');
    const { db } = openDatabase(file);
    const history = new GameStore(db);
    store(history, 'known', corpus()[0]!);
    db.prepare("UPDATE games SET kind = 'chess' WHERE id = 'known'").run();
    expect(quarantine(history)).toEqual([
      { gameId: 'known', reason: 'its game "chess" is not one Hot Dice plays' },
    ]);
    expect(history.all()).toEqual([]);
    db.close();
  });
});
