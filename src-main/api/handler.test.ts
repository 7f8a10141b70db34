import { describe, expect, it } from 'vitest';
import type { BotInfo, FarkleView, KeepPreview } from '../../src-shared/api';
import { openTestApp as setup } from './test-app';
import { readReplay, runReplay } from '../engine';

const ece209Game = {
  preset: 'ece209',
  rules: null,
  seats: [{ name: 'Ada', bot: null }],
  seed: '333',
  generator: 'ece209',
};

describe('the API', () => {
  it('plays the first appendix transcript', async () => {
    const { call } = setup();
    let game = await call<FarkleView>('createGame', ece209Game);
    expect(game.seed).toBe(333);
    game = await call<FarkleView>('act', {
      gameId: game.id,
      step: game.actionCount,
      action: { type: 'roll' },
    });
    const faces = game.turn.dice.map((d) => d.face);
    expect([...faces].sort().join('')).toBe('113456');
    const keep = [faces.indexOf(1), faces.lastIndexOf(1), faces.indexOf(5)];
    // No straight and no triple in 1-1-3-4-5-6: only the 1s and the 5 can score.
    const oneOrFive = [0, 1, 2, 3, 4, 5].filter((i) => faces[i] === 1 || faces[i] === 5);
    expect(game.scoring).toEqual(oneOrFive);
    expect(await call<KeepPreview>('previewKeep', { gameId: game.id, dice: keep })).toEqual({
      ok: true,
      score: 250,
      breakdown: [
        { label: 'a 1', faces: [1], score: 100 },
        { label: 'a 1', faces: [1], score: 100 },
        { label: 'a 5', faces: [5], score: 50 },
      ],
      junk: [],
      turnTotal: 250,
      moves: {
        roll: { allowed: true, dice: 3, reason: null },
        bank: { allowed: true, amount: 250, reason: null, losesGame: false },
      },
      // The coach's word on what comes after the keep (points: ECE 209 is played alone here).
      next: { measure: 'points', roll: expect.any(Number), bank: 250, best: 'roll' },
    });
    // ECE 209 lets junk dice be kept: the breakdown names them.
    const withJunk = await call<KeepPreview>('previewKeep', {
      gameId: game.id,
      dice: [...keep, faces.indexOf(3)],
    });
    expect(withJunk).toMatchObject({ ok: true, score: 250, junk: [3] });
    const junkOnly = [faces.indexOf(3)];
    expect(await call<KeepPreview>('previewKeep', { gameId: game.id, dice: junkOnly })).toEqual({
      ok: false,
      message: 'keep at least one scoring die',
    });
    game = await call<FarkleView>('act', {
      gameId: game.id,
      step: game.actionCount,
      action: { type: 'keep', dice: keep },
    });
    expect(game.scoring).toEqual([]);
    expect(game.moves.roll).toEqual({ allowed: true, dice: 3, reason: null });
    expect(game.moves.bank).toEqual({ allowed: true, amount: 250, reason: null, losesGame: false });
    game = await call<FarkleView>('act', {
      gameId: game.id,
      step: game.actionCount,
      action: { type: 'bank' },
    });
    expect(game.over).toBe(true);
    expect(game.history[0]!.points).toBe(250);
  });

  it('plays ECE 209 seed 0 as the C program does: every die shows 1', async () => {
    const { call } = setup();
    const game = await call<FarkleView>('createGame', { ...ece209Game, seed: '0' });
    const rolled = await call<FarkleView>('act', {
      gameId: game.id,
      step: game.actionCount,
      action: { type: 'roll' },
    });
    expect(rolled.turn.dice.map((d) => d.face)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it.each([
    ['an unknown method', 'dropTable', null, /unknown method/],
    [
      'a request of the wrong shape',
      'createGame',
      { preset: 'ece209' },
      /^The rules must be given$/,
    ],
    [
      'an unknown preset',
      'createGame',
      { ...ece209Game, preset: 'yahtzee' },
      /^Rule set "yahtzee" is not one Hot Dice knows/,
    ],
    [
      'nine seats',
      'createGame',
      { ...ece209Game, preset: 'csc276', seats: Array(9).fill(ece209Game.seats[0]) },
      /at most 8 seats/,
    ],
    [
      'five seats for a four-seat preset',
      'createGame',
      { ...ece209Game, seats: Array(5).fill(ece209Game.seats[0]) },
      /1 to 4 players/,
    ],
    [
      'an empty name',
      'createGame',
      { ...ece209Game, seats: [{ name: ' ', bot: null }] },
      /needs a name/,
    ],
    ['a seed that is not a number', 'createGame', { ...ece209Game, seed: '12abc' }, /not a seed/],
    [
      'a seed above 0xffffffff for the ECE 209 generator',
      'createGame',
      { ...ece209Game, seed: '0x100000000' },
      /seed for the ece209 generator is a whole number from 0 to 4294967295 \(0xffffffff\)/,
    ],
    [
      'a seed past 2^53 - 1',
      'createGame',
      { ...ece209Game, generator: null, seed: '9007199254740992' },
      /not a seed/,
    ],
    [
      'an unknown bot',
      'createGame',
      { ...ece209Game, seats: [{ name: 'B', bot: 'skynet' }] },
      /no bot/,
    ],
    ['too few seats for the preset', 'createGame', { ...ece209Game, preset: 'csc276' }, /2 to 8/],
    ['an unknown game', 'getGame', { gameId: 'nope' }, /not open/],
    [
      'a lab seed past 32 bits',
      'startLab',
      { bots: ['optimal'], preset: 'minimal', turns: 1000, games: 0, seed: 2 ** 32 },
      /^Seed: a lab seed is at most 0xffffffff \(4294967295\): type a smaller one, or leave it empty$/,
    ],
    [
      'the Expert in the turn lab',
      'startLab',
      { bots: ['expert'], preset: 'minimal', turns: 1000, games: 0, seed: null },
      /^Bot 1: Sage plays for the game, not the turn.*play her at the table instead$/,
    ],
    [
      'the Expert alone at the table',
      'createGame',
      { ...ece209Game, seats: [{ name: 'Sage', bot: 'expert' }] },
      /add another seat/,
    ],
    [
      'a fair start for one seat',
      'createGame',
      { ...ece209Game, seats: [ece209Game.seats[0]], fairStart: true },
      /needs two seats or more/,
    ],
  ])('answers %s with a clear error', async (_what, method, request, message) => {
    const { dispatch } = setup();
    const result = await dispatch(method, request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(message);
  });

  it('refuses illegal and malformed moves without changing the game', async () => {
    const { dispatch, call } = setup();
    const game = await call<FarkleView>('createGame', ece209Game);
    const rolled = await call<FarkleView>('act', {
      gameId: game.id,
      step: game.actionCount,
      action: { type: 'roll' },
    });
    for (const action of [
      { type: 'bank' },
      { type: 'keep', dice: [9] },
      { type: 'keep', dice: [] },
      { type: 'keep', dice: [rolled.turn.dice.findIndex((d) => d.face === 3)] },
      { type: 'cheat' },
      'roll',
    ]) {
      const result = await dispatch('act', { gameId: game.id, step: rolled.actionCount, action });
      expect(result.ok).toBe(false);
    }
    const after = await call<FarkleView>('getGame', { gameId: game.id });
    expect(after.turn).toEqual(rolled.turn);
    expect(after.actionCount).toBe(1);
  });

  it('lists the bots as characters, beginner first', async () => {
    const { call } = setup();
    const bots = await call<BotInfo[]>('listBots', null);
    expect(bots.length).toBeGreaterThanOrEqual(5);
    // The turn ladder rises level by level; the Expert, ranked by games won, comes last (on top).
    const ladder = bots.flatMap((bot) => (bot.level === null ? [] : [bot.level]));
    expect(ladder).toEqual([...ladder].sort((a, b) => a - b));
    expect(new Set(ladder).size).toBe(ladder.length);
    expect(ladder[0]).toBe(1);
    expect(bots.at(-1)).toMatchObject({ id: 'expert', level: null });
    for (const bot of bots) {
      expect(bot.name).not.toBe('');
      expect(bot.personality).not.toBe('');
    }
  });

  it('lets bots play their turns and exports a replay that reproduces the game', async () => {
    const { call } = setup();
    const bots = await call<Array<{ id: string }>>('listBots', null);
    let game = await call<FarkleView>('createGame', {
      preset: 'minimal',
      rules: null,
      seats: [
        { name: 'Bot A', bot: bots[0]!.id },
        { name: 'Bot B', bot: bots[0]!.id },
      ],
      seed: '0x2a',
      generator: null,
    });
    while (!game.over)
      game = await call<FarkleView>('botStep', { gameId: game.id, toEndOfTurn: true });
    expect(game.winner).not.toBeNull();
    const file = await call<{ fileName: string; text: string }>('exportReplay', {
      gameId: game.id,
    });
    expect(file.fileName).toBe('hotdice-minimal-0x2a.json');
    const read = readReplay(file.text);
    if (!read.ok) throw new Error(read.error);
    const replayed = runReplay(read.replay);
    if (!replayed.ok) throw new Error(replayed.error);
    expect(replayed.state.seats.map((s) => s.total)).toEqual(game.seats.map((s) => s.total));
    expect(replayed.state.winner).toBe(game.winner);
  });
});
