/**
 * A move names the view it was made on (its step, the view's actionCount): a request resent
 * later, byte for byte, is refused as a conflict and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult, FarkleView, RollDiceView } from '../../src-shared/api';
import { openTestApp } from './test-app';

describe('stale requests', () => {
  it("refuses seat 0's bank resent during seat 1's turn, and changes nothing", async () => {
    const { call, dispatch } = openTestApp();
    let game = await call<FarkleView>('createGame', {
      preset: 'ece209',
      rules: null,
      seats: [
        { name: 'Ann', bot: null },
        { name: 'Bob', bot: null },
      ],
      seed: '333',
      generator: 'ece209',
    });
    game = await call<FarkleView>('act', {
      gameId: game.id,
      step: game.actionCount,
      action: { type: 'roll' },
    });
    const faces = game.turn.dice.map((d) => d.face);
    const keep = [faces.indexOf(1), faces.lastIndexOf(1), faces.indexOf(5)];
    game = await call<FarkleView>('act', {
      gameId: game.id,
      step: game.actionCount,
      action: { type: 'keep', dice: keep },
    });
    const bank = { gameId: game.id, step: game.actionCount, action: { type: 'bank' } };
    game = await call<FarkleView>('act', bank);
    expect(game.current).toBe(1);
    game = await call<FarkleView>('act', {
      gameId: game.id,
      step: game.actionCount,
      action: { type: 'roll' },
    });
    const again = (await dispatch('act', structuredClone(bank))) as ApiResult<FarkleView>;
    expect(again).toEqual({
      ok: false,
      error: {
        code: 'conflict',
        message: 'this move was made on an older view of the game; the table has moved on',
      },
    });
    expect(await call<FarkleView>('getGame', { gameId: game.id })).toEqual({ ...game, events: [] });
    // A request from the future is as stale as one from the past, and a step is required.
    const ahead = await dispatch('act', { ...bank, step: game.actionCount + 1 });
    expect(ahead).toMatchObject({ ok: false, error: { code: 'conflict' } });
    const missing = await dispatch('act', { gameId: game.id, action: { type: 'bank' } });
    expect(missing).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect((await call<FarkleView>('getGame', { gameId: game.id })).actionCount).toBe(
      game.actionCount,
    );
  });

  it('refuses a stale bot step when a step is given', async () => {
    const { call, dispatch } = openTestApp();
    const game = await call<FarkleView>('createGame', {
      preset: 'minimal',
      rules: null,
      seats: [{ name: 'Milo', bot: 'greedy' }],
      seed: '5',
      generator: null,
    });
    const moved = await call<FarkleView>('botStep', {
      gameId: game.id,
      toEndOfTurn: false,
      step: 0,
    });
    const stale = await dispatch('botStep', { gameId: game.id, toEndOfTurn: false, step: 0 });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await call<FarkleView>('getGame', { gameId: game.id })).toEqual({
      ...moved,
      events: [],
    });
  });

  it('refuses a resent Roll-Dice-Roll move and a stale bot step', async () => {
    const { call, dispatch } = openTestApp();
    let game = await call<RollDiceView>('createRollDice', {
      player: { name: 'Ada', bot: null },
      seed: '9',
      generator: null,
    });
    const roll = { gameId: game.id, step: game.actionCount, action: { type: 'roll', die: 2 } };
    game = await call<RollDiceView>('rollDiceAct', roll);
    const again = await dispatch('rollDiceAct', roll);
    expect(again).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await call<RollDiceView>('getRollDice', { gameId: game.id })).toEqual({
      ...game,
      events: [],
    });

    const bot = await call<RollDiceView>('createRollDice', {
      player: { name: 'Robo', bot: 'optimal' },
      seed: '9',
      generator: null,
    });
    await call<RollDiceView>('rollDiceBotStep', { gameId: bot.id, step: 0 });
    const stale = await dispatch('rollDiceBotStep', { gameId: bot.id, step: 0 });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect((await call<RollDiceView>('getRollDice', { gameId: bot.id })).actionCount).toBe(1);
  });
});
