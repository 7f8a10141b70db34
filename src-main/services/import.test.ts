import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  FarkleView,
  HistoryEntry,
  ImportResult,
  ProfileStats,
  ProfileView,
  ReplayFile,
} from '../../src-shared/api';
import { minimalGame, openTestApp, playBotGame } from '../api/test-app';
import { GameStore } from '../db/game-store';
import { openDatabase } from '../db/open';
import { MAX_IMPORT_ACTIONS, MAX_IMPORT_GAMES, runImport } from './import';
import { exported, hooks, job, stores, text, type Exported } from './import.testkit';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 500, offset: 0 };

describe('imports are checked as play is', () => {
  const base = exported(2);

  /** Each change makes one game of the export break one of play's rules. */
  it.each<[string, (file: Exported) => void, RegExp]>([
    [
      'a 40-character name',
      (f) => (f.games[0]!.replay.seats[0]!.name = 'x'.repeat(40)),
      /at most 24/,
    ],
    ['a blank name', (f) => (f.games[0]!.replay.seats[0]!.name = '   '), /needs a name/],
    ['a name with a NUL', (f) => (f.games[0]!.replay.seats[0]!.name = 'A\u0000'), /control/],
    ['a bidi override', (f) => (f.games[1]!.replay.seats[1]!.name = '\u202eA'), /direction/],
    [
      'an unknown bot',
      (f) => (f.games[0]!.replay.seats[0]!.bot = 'skynet'),
      /^importFile: This file cannot be imported\. Game 1 in the file: seat 1's bot "skynet" is not one Hot Dice knows \(it knows: starter, .*\)\. Hot Dice imports the files it exports/,
    ],
    ['a script as a start time', (f) => (f.games[0]!.startedAt = '<script>x</script>'), /ISO/],
    ['"yesterday" as a start time', (f) => (f.games[0]!.startedAt = 'yesterday'), /ISO/],
    ['an end before the start', (f) => (f.games[0]!.endedAt = '2001-01-01T00:00:00Z'), /before/],
    ['a start in 1970', (f) => (f.games[0]!.startedAt = '1970-01-01T00:00:00Z'), /impossible/],
    ['a start in 2999', (f) => (f.games[0]!.startedAt = '2999-01-01T00:00:00Z'), /impossible/],
    ['an id with a slash', (f) => (f.games[0]!.id = '../etc'), /game id/],
    ['a 200-character id', (f) => (f.games[0]!.id = 'a'.repeat(200)), /game id/],
    ['a move the game refuses', (f) => (f.games[1]!.replay.actions[0] = { type: 'bank' }), /game /],
    [
      'Sage in a one-seat game',
      (f) => (f.games[2]!.replay.seats[0]!.bot = 'expert'),
      /Sage plays to win against others/,
    ],
    [
      'too many games',
      (f) => (f.games = Array.from({ length: MAX_IMPORT_GAMES + 1 }, () => f.games[2]!)),
      /at most 10,000 games/,
    ],
  ])('refuses %s and stores nothing', async (_what, change, reason) => {
    const file = structuredClone(await base);
    change(file);
    const { call } = openTestApp();
    await expect(call('importFile', { text: text(file) })).rejects.toThrow(reason);
    expect(await call<HistoryEntry[]>('listHistory', QUERY)).toEqual([]);
  });

  it('refuses a Farkle bot in a Roll-Dice-Roll seat', async () => {
    const { call } = openTestApp();
    await call('createRollDice', {
      player: { name: 'Ada', bot: 'optimal' },
      seed: '5',
      generator: null,
    });
    const file = JSON.parse((await call<ReplayFile>('exportHistory')).text) as Exported;
    const replay = file.games[0]!.replay as unknown as { player: { bot: string } };
    replay.player.bot = 'greedy';
    const target = openTestApp();
    await expect(target.call('importFile', { text: text(file) })).rejects.toThrow(
      /Game 1 in the file: the player's bot "greedy" is not one Hot Dice knows/,
    );
  });

  it('keeps an unfinished game as one played here: where its log stands and its summary', async () => {
    const source = openTestApp();
    let game = await source.call<FarkleView>(
      'createGame',
      minimalGame(
        [
          ['Ada', 'greedy'],
          ['Brian', 'cautious'],
        ],
        '11',
      ),
    );
    for (let step = 0; step < 5; step++) {
      game = await source.call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
    }
    const file = (await source.call<ReplayFile>('exportHistory')).text;
    const playedDb = openDatabase(join(source.dataDir, 'history.sqlite')).db;
    const played = new GameStore(playedDb);
    const target = openTestApp();
    const { db } = openDatabase(join(target.dataDir, 'history.sqlite'));
    await runImport(stores(db), job(file), hooks);
    const listed = new GameStore(db).listing(game.id);
    expect(listed?.actionCount).toBeGreaterThan(5);
    expect(listed).toEqual(played.listing(game.id));
    // Its moves are rows, as a game still played keeps them, and it packs when it ends.
    const kept = (d: typeof db) =>
      d
        .prepare(
          `SELECT (SELECT count(*) FROM actions a WHERE a.game = g.key) AS rows,
             (SELECT count(*) FROM packed_actions p WHERE p.game = g.key) AS packed
           FROM games g WHERE g.id = ?`,
        )
        .get(game.id);
    expect(kept(db)).toEqual(kept(playedDb));
    while (!game.over) {
      game = await target.call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
    }
    expect(kept(db)).toEqual({ rows: 0, packed: 1 });
  });

  it('keeps an unfinished game with an end time as abandoned, never to be played on', async () => {
    const file = structuredClone(await base);
    file.games = [file.games[2]!];
    file.games[0]!.endedAt = file.games[0]!.startedAt;
    const { call } = openTestApp();
    await call('importFile', { text: text(file) });
    const [entry] = await call<HistoryEntry[]>('listHistory', QUERY);
    expect(entry).toMatchObject({ abandoned: true, finished: false });
    await expect(call('getGame', { gameId: entry!.gameId })).rejects.toThrow();
  });

  it('takes back a replay file of a game against Sage', async () => {
    const source = openTestApp();
    let game = await source.call<FarkleView>(
      'createGame',
      minimalGame(
        [
          ['Ada', 'expert'],
          ['Brian', 'optimal'],
        ],
        '3',
      ),
    );
    while (!game.over) {
      game = await source.call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
    }
    const file = await source.call<ReplayFile>('exportReplay', { gameId: game.id });
    const target = openTestApp();
    expect(await target.call('importFile', { text: file.text })).toEqual({
      imported: 1,
      duplicates: 0,
    });
  });

  it('keeps times in UTC as the app writes them', async () => {
    const file = structuredClone(await base);
    file.games = [file.games[2]!];
    file.games[0]!.startedAt = '2026-11-21T20:30:00+02:00';
    const { call } = openTestApp();
    await call('importFile', { text: text(file) });
    const [entry] = await call<HistoryEntry[]>('listHistory', QUERY);
    expect(entry!.startedAt).toBe('2026-11-21T18:30:00.000Z');
  });

  it('refuses a file of more moves than the bound, naming it', async () => {
    const file = structuredClone(await base);
    const unfinished = file.games[2]!;
    const rolls = Array.from({ length: 200_000 }, () => ({ type: 'roll' }));
    const copies = Math.ceil(MAX_IMPORT_ACTIONS / rolls.length) + 1;
    file.games = Array.from({ length: copies }, (_, i) => ({
      ...unfinished,
      id: `g${i}`,
      replay: { ...unfinished.replay, actions: rolls },
    }));
    const { call } = openTestApp();
    await expect(call('importFile', { text: text(file) })).rejects.toThrow(/at most 1000000/);
  });
});

describe('an id already in the history', () => {
  it('is a duplicate when it holds the same game, even an earlier point of it', async () => {
    const source = openTestApp();
    const game = await source.call<FarkleView>('createGame', {
      preset: 'ece209',
      rules: null,
      seats: [{ name: 'Ada', bot: null }],
      seed: '333',
      generator: 'ece209',
    });
    const before = (await source.call<ReplayFile>('exportHistory')).text;
    await source.call('act', { gameId: game.id, step: game.actionCount, action: { type: 'roll' } });
    expect(await source.call<ImportResult>('importFile', { text: before })).toEqual({
      imported: 0,
      duplicates: 1,
    });
  });

  it('refuses a different game under that id, naming it, and changes nothing', async () => {
    const file = await exported(2);
    const { call } = openTestApp();
    await call('importFile', { text: text(file) });
    const other = structuredClone(file);
    other.games[1]!.replay.seed += 1; // another game: the same seats, other dice
    other.games.push({ ...other.games[2]!, id: 'brand-new' });
    await expect(call('importFile', { text: text(other) })).rejects.toThrow(
      `game ${file.games[1]!.id} in this file differs from the game with that id in your history`,
    );
    const ids = (await call<HistoryEntry[]>('listHistory', QUERY)).map((g) => g.gameId);
    expect(ids.sort()).toEqual(file.games.map((g) => g.id).sort());
  });

  it('refuses two different games under one id in one file', async () => {
    const file = await exported(2);
    file.games[1]!.id = file.games[0]!.id;
    const { call } = openTestApp();
    await expect(call('importFile', { text: text(file) })).rejects.toThrow(/differs/);
    expect(await call<HistoryEntry[]>('listHistory', QUERY)).toEqual([]);
  });
});

describe('an imported history', () => {
  it('gives every profile the stats it had where it was played', async () => {
    const source = openTestApp();
    for (let seed = 1; seed <= 4; seed++) await playBotGame(source.call, seed);
    const file = await source.call<ReplayFile>('exportHistory');
    const target = openTestApp();
    await target.call('importFile', { text: file.text });
    /** Each profile's stats by name (ids differ between the two histories). */
    const statsOf = async (app: ReturnType<typeof openTestApp>) => {
      const profiles = await app.call<ProfileView[]>('listProfiles');
      const stats = await Promise.all(
        profiles.map((p) =>
          app.call<ProfileStats>('profileStats', { profileId: p.id, withChosenSeeds: true }),
        ),
      );
      return stats.map(({ profile: { id: _id, ...profile }, ...rest }) => ({ profile, ...rest }));
    };
    const played = await statsOf(source);
    expect(played.length).toBeGreaterThan(1);
    expect(played.every((stats) => stats.farkleRate.length > 0)).toBe(true);
    expect(await statsOf(target)).toEqual(played);
  });
});
