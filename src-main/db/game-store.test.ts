import { describe, expect, it } from 'vitest';
import type {
  FarkleView,
  HistoryEntry,
  ImportResult,
  ProfileView,
  ReplayFile,
  FarkleFrame,
  Settings,
  StartupInfo,
} from '../../src-shared/api';
import { openTestApp as open } from '../api/test-app';
import { ENGINE_VERSION, scoreTable } from '../engine';
import { memoryServices } from '../services/memory.testkit';
import { Profiles } from './profiles';
import { listHistory, profileStats } from './stats';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 100, offset: 0 };

/** Bot seats stand in for players here, each name seating its own bot character. */
const CAST: Record<string, string> = {
  Ada: 'optimal',
  Brian: 'greedy',
  Cleo: 'triples',
  'ada lovelace': 'cautious',
  Dev: 'daring',
};

/** The profile a name's character plays under (a bot's profile bears its character's name). */
function profileOf(profiles: ProfileView[], name: string): ProfileView {
  return profiles.find((p) => p.bot === CAST[name])!;
}

/** Plays a whole game between bot seats called by these names. */
async function playBotGame(call: ReturnType<typeof open>['call'], names: string[], seed: string) {
  let game = await call<FarkleView>('createGame', {
    preset: 'minimal',
    rules: null,
    seats: names.map((name) => ({ name, bot: CAST[name]! })),
    seed,
    generator: null,
  });
  while (!game.over)
    game = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
  return game;
}

type FarkleTables = ReturnType<typeof memoryServices>;

/** The same, on the Farkle service over an in-memory history. */
async function playBots(games: FarkleTables['games'], names: string[], seed: string) {
  let game = games.create({
    preset: 'minimal',
    rules: null,
    seats: names.map((name) => ({ name, bot: CAST[name]! })),
    seed,
    generator: null,
  });
  while (!game.over) game = await games.botStep(game.id, true);
  return game;
}

describe('the history', () => {
  it('keeps finished games with their totals, and lists them by profile and preset', async () => {
    const { db, games } = memoryServices();
    const first = await playBots(games, ['Ada', 'Brian'], '1');
    const second = await playBots(games, ['Ada', 'Cleo'], '2');
    const all = listHistory(db, QUERY);
    expect(all.map((g) => g.gameId).sort()).toEqual([first.id, second.id].sort());
    const entry = all.find((g) => g.gameId === first.id)!;
    expect(entry.finished).toBe(true);
    expect(entry.turns).toBe(first.turnsPlayed);
    expect(entry.seats.map((s) => s.total)).toEqual(first.seats.map((s) => s.total));
    expect(entry.seats.map((s) => s.won)).toEqual(first.seats.map((_, i) => i === first.winner));

    const brian = profileOf(new Profiles(db).list(), 'Brian');
    const onlyBrian = listHistory(db, { ...QUERY, profileId: brian.id });
    expect(onlyBrian.map((g) => g.gameId)).toEqual([first.id]);
    expect(listHistory(db, { ...QUERY, preset: 'ece209' })).toEqual([]);
    expect(listHistory(db, { ...QUERY, from: '2000-01-01', to: '2000-12-31' })).toEqual([]);
  });

  it('computes a profile’s stats from the games it played', async () => {
    const { db, games: service } = memoryServices();
    const games = [
      await playBots(service, ['Ada', 'Brian'], '11'),
      await playBots(service, ['Brian', 'Ada'], '12'),
      await playBots(service, ['Ada', 'Brian'], '13'),
    ];
    const profiles = new Profiles(db);
    const ada = profileOf(profiles.list(), 'Ada');
    const stats = profileStats(db, profiles, ada.id, true);
    const seatOf = (g: FarkleView) => g.seats.findIndex((s) => s.name === 'Ada');
    const adaTurns = games.flatMap((g) => g.history.filter((t) => t.seat === seatOf(g)));
    expect(stats.games).toBe(3);
    expect(stats.wins).toBe(games.filter((g) => g.winner === seatOf(g)).length);
    expect(stats.turns).toBe(adaTurns.length);
    expect(stats.averageTurn).toBeCloseTo(
      adaTurns.reduce((sum, t) => sum + t.points, 0) / adaTurns.length,
      6,
    );
    expect(stats.bestTurn).toBe(Math.max(...adaTurns.map((t) => t.points)));
    expect(stats.hotDice).toBe(adaTurns.reduce((sum, t) => sum + t.hotDice, 0));
    expect(stats.longestGame).toBe(Math.max(...games.map((g) => g.turnsPlayed)));
    expect(stats.byPreset).toEqual([{ key: 'minimal', games: 3, wins: stats.wins }]);
    expect(stats.bySeats).toEqual([{ key: '2', games: 3, wins: stats.wins }]);
    const rolls = adaTurns.flatMap((t) => t.rolls);
    for (const row of stats.farkleRate) {
      expect(row.rolls).toBe(rolls.filter((r) => r.faces.length === row.dice).length);
      expect(row.expected).toBeCloseTo(
        scoreTable({ ...games[0]!.rules.scoring }).farkleProbability(row.dice),
        12,
      );
    }
    expect(stats.farkleRate.reduce((sum, r) => sum + r.farkles, 0)).toBe(
      adaTurns.filter((t) => t.outcome === 'farkle').length,
    );
    expect(stats.turnScores.reduce((sum, b) => sum + b.count, 0)).toBe(adaTurns.length);
    expect(stats.winRateOverTime).toHaveLength(3);
    expect(stats.winRateOverTime.at(-1)!.rate).toBeCloseTo(stats.wins / 3, 12);
  });

  it('keeps one profile per bot character, whatever its seats are called', async () => {
    const { db, games } = memoryServices();
    const milo = games.listBots().find((b) => b.id === 'greedy')!.name;
    let game = games.create({
      preset: 'minimal',
      rules: null,
      seats: [`${milo} 1`, `${milo} 2`].map((name) => ({ name, bot: 'greedy' })),
      seed: '31',
      generator: null,
    });
    while (!game.over) game = await games.botStep(game.id, true);
    // A person named like the character keeps a profile of their own.
    games.create({
      preset: 'minimal',
      rules: null,
      seats: [
        { name: milo, bot: null },
        { name: 'Robot', bot: 'greedy' },
      ],
      seed: '32',
      generator: null,
    });
    const profiles = new Profiles(db).list();
    expect(profiles.map((p) => [p.name, p.bot, p.games, p.wins])).toEqual([
      [`${milo} (2)`, null, 0, 0],
      [milo, 'greedy', 2, 1],
    ]);
    const entry = listHistory(db, QUERY).find((g) => g.finished);
    expect(entry!.seats.map((s) => s.name)).toEqual([`${milo} 1`, `${milo} 2`]);
  });

  it('renames, merges and archives profiles', async () => {
    const { call } = open();
    await playBotGame(call, ['Ada', 'Brian'], '21');
    await playBotGame(call, ['ada lovelace', 'Brian'], '22');
    const list = await call<ProfileView[]>('listProfiles');
    const ada = profileOf(list, 'Ada');
    const lovelace = profileOf(list, 'ada lovelace');
    const brian = profileOf(list, 'Brian').name.toUpperCase();
    await expect(call('renameProfile', { profileId: lovelace.id, name: brian })).rejects.toThrow(
      `already a profile called ${brian}: merge`,
    );
    const merged = await call<ProfileView>('mergeProfiles', {
      fromId: lovelace.id,
      intoId: ada.id,
    });
    expect(merged.games).toBe(2);
    const renamed = await call<ProfileView>('renameProfile', { profileId: ada.id, name: 'Ada L.' });
    expect(renamed.name).toBe('Ada L.');
    const archived = await call<ProfileView>('archiveProfile', {
      profileId: ada.id,
      archived: true,
    });
    expect(archived.archived).toBe(true);
    const names = (await call<ProfileView[]>('listProfiles')).map((p) => p.name);
    expect(names).not.toContain(lovelace.name);
    await expect(call('mergeProfiles', { fromId: ada.id, intoId: ada.id })).rejects.toThrow(
      /into itself/,
    );
  });

  it('keeps settings across restarts, and ignores damaged values', async () => {
    const first = open();
    const saved: Settings = {
      defaultPreset: 'it312',
      botSpeed: 'fast',
      animations: false,
      coach: true,
      volume: 35,
      muted: true,
      theme: 'light',
      scoringAid: true,
      confirmLosingBank: false,
      playerName: 'Ana',
      nameAsked: true,
      guideOffered: true,
      farkleHold: 'key',
    };
    expect(await first.call<Settings>('saveSettings', saved)).toEqual(saved);
    first.app.close();
    const second = open(first.dataDir);
    expect(await second.call<Settings>('getSettings')).toEqual(saved);
    await expect(second.call('saveSettings', { ...saved, botSpeed: 'warp' })).rejects.toThrow();
    await expect(second.call('saveSettings', { ...saved, volume: 101 })).rejects.toThrow();
    await expect(second.call('saveSettings', { ...saved, theme: 'neon' })).rejects.toThrow();
    // A client that predates the bank confirmation leaves it as stored.
    const { confirmLosingBank: _left, ...older } = saved;
    expect(await second.call<Settings>('saveSettings', { ...older, volume: 20 })).toEqual({
      ...saved,
      volume: 20,
    });
  });

  it('steps through a stored game action by action', async () => {
    const { call } = open();
    const game = await playBotGame(call, ['Ada', 'Brian'], '31');
    const start = await call<FarkleFrame>('replayFrame', { gameId: game.id, step: 0 });
    expect(start.steps).toBe(game.actionCount);
    expect(start.game.turnsPlayed).toBe(0);
    expect(start.turnStarts).toHaveLength(game.turnsPlayed);
    expect(start.scoreRace).toHaveLength(game.turnsPlayed + 1);
    expect(start.scoreRace.at(-1)).toEqual(game.seats.map((s) => s.total));
    const third = await call<FarkleFrame>('replayFrame', {
      gameId: game.id,
      step: start.turnStarts[2]!,
    });
    expect(third.game.turnsPlayed).toBe(2);
    expect(third.game.history).toEqual(game.history.slice(0, 2));
    const end = await call<FarkleFrame>('replayFrame', { gameId: game.id, step: start.steps });
    expect(end.game.seats.map((s) => s.total)).toEqual(game.seats.map((s) => s.total));
    await expect(call('replayFrame', { gameId: game.id, step: start.steps + 1 })).rejects.toThrow(
      /only/,
    );
  });

  it('exports everything and imports it into a fresh history, recognising duplicates', async () => {
    const source = open();
    const games = [
      await playBotGame(source.call, ['Ada', 'Brian'], '41'),
      await playBotGame(source.call, ['Cleo', 'Dev'], '42'),
    ];
    const exported = await source.call<ReplayFile>('exportHistory');
    const single = await source.call<ReplayFile>('exportReplay', { gameId: games[0]!.id });

    const target = open();
    expect(await target.call<ImportResult>('importFile', { text: exported.text })).toEqual({
      imported: 2,
      duplicates: 0,
    });
    expect(await target.call<ImportResult>('importFile', { text: exported.text })).toEqual({
      imported: 0,
      duplicates: 2,
    });
    // The same game as a lone replay file is recognised by its content.
    expect(await target.call<ImportResult>('importFile', { text: single.text })).toEqual({
      imported: 0,
      duplicates: 1,
    });
    const listed = await target.call<HistoryEntry[]>('listHistory', QUERY);
    expect(listed.map((g) => g.seats.map((s) => s.total)).sort()).toEqual(
      games.map((g) => g.seats.map((s) => s.total)).sort(),
    );
    const reexported = await target.call<ReplayFile>('exportHistory');
    expect((JSON.parse(reexported.text) as { games: unknown[] }).games).toEqual(
      (JSON.parse(exported.text) as { games: unknown[] }).games,
    );
  });

  it.each([
    ['text that is not JSON', 'hello', /not JSON/],
    ['JSON that is not a replay', '{"a":1}', /not a Hot Dice replay or history export/],
    [
      'a history export with a broken game',
      JSON.stringify({ format: 'hotdice-history', version: 1, exportedAt: 'x', games: [{}] }),
      /Game 1 in the file: id must be given/,
    ],
  ])('refuses %s with a reason', async (_what, text, reason) => {
    const { call } = open();
    await expect(call('importFile', { text })).rejects.toThrow(reason);
    expect(await call<HistoryEntry[]>('listHistory', QUERY)).toEqual([]);
  });

  it('records the engine version in files, and refuses files from another one', async () => {
    const source = open();
    const game = await playBotGame(source.call, ['Ada', 'Brian'], '61');
    const file = await source.call<ReplayFile>('exportReplay', { gameId: game.id });
    const replay = JSON.parse(file.text) as { engineVersion?: number };
    expect(replay.engineVersion).toBe(ENGINE_VERSION);
    const exported = JSON.parse((await source.call<ReplayFile>('exportHistory')).text) as {
      games: Array<{ replay: { engineVersion?: number } }>;
    };

    const { call } = open();
    const future = { ...replay, engineVersion: ENGINE_VERSION + 1 };
    const refusal = `played by engine version ${ENGINE_VERSION + 1}; this Hot Dice plays versions 1 to ${ENGINE_VERSION}`;
    await expect(call('importFile', { text: JSON.stringify(future) })).rejects.toThrow(refusal);
    exported.games[0]!.replay.engineVersion = ENGINE_VERSION + 1;
    await expect(call('importFile', { text: JSON.stringify(exported) })).rejects.toThrow(refusal);
    expect(await call<HistoryEntry[]>('listHistory', QUERY)).toEqual([]);

    // A file from before the version was recorded is version 1, whose Farkle is the same game.
    const { engineVersion: _version, ...old } = replay;
    expect(await call<ImportResult>('importFile', { text: file.text })).toEqual({
      imported: 1,
      duplicates: 0,
    });
    expect(await call<ImportResult>('importFile', { text: JSON.stringify(old) })).toEqual({
      imported: 0,
      duplicates: 1,
    });
  });

  it('refuses a replay whose moves are not legal, importing nothing', async () => {
    const source = open();
    const game = await playBotGame(source.call, ['Ada', 'Brian'], '51');
    const file = await source.call<ReplayFile>('exportReplay', { gameId: game.id });
    const replay = JSON.parse(file.text) as { actions: unknown[] };
    replay.actions.splice(3, 0, { type: 'bank' }, { type: 'bank' });
    const { call } = open();
    await expect(call('importFile', { text: JSON.stringify(replay) })).rejects.toThrow(
      /not legal|action 4/,
    );
    expect(await call<HistoryEntry[]>('listHistory', QUERY)).toEqual([]);
  });

  it('offers unfinished games on the next start', async () => {
    const first = open();
    const game = await first.call<FarkleView>('createGame', {
      preset: 'house',
      rules: null,
      seats: [{ name: 'Ada', bot: null }],
      seed: '7',
      generator: null,
    });
    const rolled = await first.call<FarkleView>('act', {
      gameId: game.id,
      step: 0,
      action: { type: 'roll' },
    });
    first.app.close();
    const second = open(first.dataDir);
    const { unfinished, notices } = await second.call<StartupInfo>('startup');
    expect(notices).toEqual([]);
    expect(unfinished.map((g) => g.id)).toEqual([game.id]);
    // Listed from the kept state, without its rolls and played turns; getGame has them all.
    expect(unfinished[0]!.turn).toEqual({ ...rolled.turn, rolls: [] });
    expect(unfinished[0]!.actionCount).toBe(1);
    expect(await second.call<FarkleView>('getGame', { gameId: game.id })).toEqual({
      ...rolled,
      events: [],
    });
  });
});
