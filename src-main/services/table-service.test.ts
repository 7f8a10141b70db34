import { describe, expect, it } from 'vitest';
import type { FarkleView, RollDiceFrame, RollDiceView } from '../../src-shared/api';
import { openTestApp as open } from '../api/test-app';

const AS_ADA = { player: { name: 'Ada', bot: null }, seed: '42', generator: null };

describe('the one table API, over the games registered with it', () => {
  it('plays Roll-Dice-Roll as its own methods do, each answer named with its game', async () => {
    const { call } = open();
    const created = await call('createTable', { game: 'rolldice', setup: AS_ADA });
    expect(created.game).toBe('rolldice');
    const own = await call<RollDiceView>('createRollDice', AS_ADA);
    const view = created.view as RollDiceView;
    expect(view.state).toEqual(own.state);
    const rolled = await call('tableAct', {
      gameId: view.id,
      step: 0,
      action: { type: 'roll', die: 2 },
    });
    const ownRolled = await call<RollDiceView>('rollDiceAct', {
      gameId: own.id,
      step: 0,
      action: { type: 'roll', die: 2 },
    });
    expect((rolled.view as RollDiceView).state).toEqual(ownRolled.state);
    expect(await call('getTable', { gameId: view.id })).toEqual({
      game: 'rolldice',
      view: { ...(rolled.view as RollDiceView), events: [] },
    });
    const hint = await call('tableHint', { gameId: view.id });
    expect(hint).toEqual({
      game: 'rolldice',
      hint: await call('rollDiceHint', { gameId: own.id }),
    });
    const frame = await call<RollDiceFrame>('replayFrame', { gameId: view.id, step: 1 });
    expect(frame.game.state).toEqual((rolled.view as RollDiceView).state);
  });

  it("plays Farkle as Farkle's own methods do: they are its forms of the table methods", async () => {
    const { call } = open();
    const setup = {
      preset: 'minimal',
      rules: null,
      seats: [
        { name: 'Ada', bot: null },
        { name: 'Milo', bot: 'greedy' },
      ],
      seed: '3',
      generator: null,
    };
    const table = (await call('createTable', { game: 'farkle', setup })).view as FarkleView;
    const own = await call<FarkleView>('createGame', setup);
    expect(table.turn).toEqual(own.turn);
    const roll = { type: 'roll' };
    const rolled = await call('tableAct', { gameId: table.id, step: 0, action: roll });
    const ownRolled = await call<FarkleView>('act', { gameId: own.id, step: 0, action: roll });
    expect((rolled.view as FarkleView).turn).toEqual(ownRolled.turn);
    expect(await call('tableHint', { gameId: table.id })).toEqual({
      game: 'farkle',
      hint: await call('coachHint', { gameId: own.id }),
    });
    await expect(
      call('tableAct', { gameId: table.id, step: 1, action: { type: 'keep', dice: 'all' } }),
    ).rejects.toThrow(/action\.dice: /);
  });

  it('refuses in words a setup or a move its game does not take; plays Farkle too', async () => {
    const { call } = open();
    await expect(
      call('createTable', { game: 'rolldice', setup: { ...AS_ADA, seed: 7 } }),
    ).rejects.toThrow(/setup\.seed: /);
    await expect(call('createTable', { game: 'chess', setup: AS_ADA })).rejects.toThrow(/game/);
    const { view } = await call('createTable', { game: 'rolldice', setup: AS_ADA });
    const id = (view as RollDiceView).id;
    await expect(
      call('tableAct', { gameId: id, step: 0, action: { type: 'roll', die: 9 } }),
    ).rejects.toThrow(/action\.die: /);
    await expect(call('getTable', { gameId: 'nope' })).rejects.toThrow(/not in your history/);
    const farkle = await call('createGame', {
      preset: 'minimal',
      rules: null,
      seats: [{ name: 'Ada', bot: null }],
      seed: '1',
      generator: null,
    });
    // Farkle's own methods are its forms of the table methods.
    expect(await call('getTable', { gameId: farkle.id })).toEqual({
      game: 'farkle',
      view: await call('getGame', { gameId: farkle.id }),
    });
  });
});
