import { describe, expect, it } from 'vitest';
import type {
  HistoryEntry,
  ImportResult,
  ProfileStats,
  ProfileView,
  ReplayFile,
  RollDiceFrame,
  RollDiceView,
} from '../../src-shared/api';
import { openTestApp as open } from '../api/test-app';
import { memoryServices } from './memory.testkit';
import { scoreFormula } from './rolldice';

const AS_ADA = { player: { name: 'Ada', bot: null }, seed: '42', generator: null };
const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 100, offset: 0 };

async function botGame(call: ReturnType<typeof open>['call'], seed: string) {
  let game = await call<RollDiceView>('createRollDice', {
    player: { name: 'Robo', bot: 'optimal' },
    seed,
    generator: null,
  });
  while (!game.state.over) game = await call<RollDiceView>('rollDiceBotStep', { gameId: game.id });
  return game;
}

describe('Roll-Dice-Roll in the app', () => {
  it('plays a seeded game move by move with the formula shown as it applies', () => {
    const { rollDice } = memoryServices();
    let game = rollDice.create(AS_ADA);
    expect(game.state.round).toBe(1);
    expect(game.state.dice).toEqual([0, 0, 0, 0, 0]);
    expect(game.formula).toBe('no roll yet this round: total 0');
    game = rollDice.act(game.id, game.actionCount, { type: 'retarget' });
    expect(game.state.total).toBe(2);
    game = rollDice.act(game.id, game.actionCount, { type: 'roll', die: 3 });
    const sum = game.state.dice.reduce<number>((a, b) => a + b, 0);
    const expected = sum === game.state.target ? 0 : Math.abs(sum - game.state.target) * 1;
    expect(game.state.total).toBe(expected + 2);
    expect(game.formula).toMatch(new RegExp(`= ${game.state.total}$`));
    const { id, actionCount } = game;
    expect(() => rollDice.act(id, actionCount, { type: 'retarget' })).toThrow(
      /before the first roll/,
    );
    expect(() => rollDice.act(id, actionCount, { type: 'roll', die: 6 })).toThrow();
    const hint = rollDice.hint(id)!;
    const best = Math.min(...hint.choices.map((c) => c.expectedTotal));
    expect(hint.choices.find((c) => c.expectedTotal === best)!.action).toEqual(hint.best);
  });

  it('writes the formula the CSE 142 course program gives, on target and off', () => {
    const base = { earlier: 7, target: 12, turn: 3, dice: [4, 4, 4, 0, 0] } as const;
    expect(scoreFormula({ ...base, total: 9 } as never)).toBe('floor(0.8 x 3) + 7 = 9');
    expect(scoreFormula({ ...base, dice: [4, 4, 0, 0, 0], total: 19 } as never)).toBe(
      '|8 - 12| x 3 + 7 = 19',
    );
  });

  it('refuses a new game as a move: the request schema takes rolls and retargets', async () => {
    const { call } = open();
    const game = await call('createRollDice', AS_ADA);
    await expect(
      call('rollDiceAct', { gameId: game.id, step: 0, action: { type: 'new-game' } }),
    ).rejects.toThrow(/action/);
  });

  it('keeps bot games in the history and stats, with replays and exports', async () => {
    const { call } = open();
    const games = [await botGame(call, '1'), await botGame(call, '2'), await botGame(call, '3')];
    const listed = await call<HistoryEntry[]>('listHistory', QUERY);
    expect(listed.map((g) => g.kind)).toEqual(['rolldice', 'rolldice', 'rolldice']);
    const robo = (await call<ProfileView[]>('listProfiles')).find((p) => p.name === 'Robo')!;
    const stats = await call<ProfileStats>('profileStats', {
      profileId: robo.id,
      withChosenSeeds: true,
    });
    const totals = games.map((g) => g.state.total);
    expect(stats.otherGames.find((game) => game.kind === 'rolldice')).toMatchObject({
      games: 3,
      wins: games.filter((g) => g.state.won).length,
      averageTotal: totals.reduce((a, b) => a + b, 0) / 3,
      bestTotal: Math.min(...totals),
    });
    expect(stats.games).toBe(0);

    const frame = await call<RollDiceFrame>('replayFrame', { gameId: games[0]!.id, step: 0 });
    expect(frame.kind).toBe('rolldice');
    expect(frame.roundStarts).toHaveLength(3);
    const end = await call<RollDiceFrame>('replayFrame', {
      gameId: games[0]!.id,
      step: frame.steps,
    });
    expect(end.game.state.total).toBe(games[0]!.state.total);

    const exported = await call<ReplayFile>('exportHistory');
    const single = await call<ReplayFile>('exportReplay', { gameId: games[1]!.id });
    expect(single.fileName).toBe('hotdice-rolldice-0x2.json');
    const target = open();
    expect(await target.call<ImportResult>('importFile', { text: exported.text })).toEqual({
      imported: 3,
      duplicates: 0,
    });
    expect(await target.call<ImportResult>('importFile', { text: single.text })).toEqual({
      imported: 0,
      duplicates: 1,
    });
  });

  it('offers an unfinished game again after a restart', () => {
    const { db, rollDice } = memoryServices();
    const game = rollDice.create({
      player: { name: 'Ada', bot: null },
      seed: '9',
      generator: null,
    });
    const rolled = rollDice.act(game.id, game.actionCount, { type: 'roll', die: 1 });
    // Services started again on the same history: the app's next start.
    const { views } = memoryServices(db).rollDice.unfinished();
    // A reopened game shows where it stands; the roll's events were the first answer's to tell.
    expect(views).toEqual([{ ...rolled, events: [] }]);
    expect(rolled.events).toEqual([
      { type: 'roll', die: 1, value: rolled.state.dice[0], score: rolled.state.roundScore },
    ]);
  });
});
