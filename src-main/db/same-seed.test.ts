import { describe, expect, it } from 'vitest';
import type { GameView, HistoryEntry, RollDiceView } from '../../src-shared/api';
import { openTestApp as open } from '../api/test-app';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 100, offset: 0 };

type Call = ReturnType<typeof open>['call'];

/** ECE 209, one seat, seed 333 (the README's example): keep 1 1 5, roll, keep 5, bank. */
async function playSeed333(call: Call): Promise<GameView> {
  let game = await call<GameView>('createGame', {
    preset: 'ece209',
    rules: null,
    seats: [{ name: 'Solo', bot: null }],
    seed: '333',
    generator: 'ece209',
  });
  const act = async (action: unknown) =>
    (game = await call<GameView>('act', { gameId: game.id, step: game.actionCount, action }));
  const pick = (faces: number[]) => {
    const want = [...faces];
    return game.turn.dice.flatMap((die, index) => {
      const at = want.indexOf(die.face);
      if (die.aside || at < 0) return [];
      want.splice(at, 1);
      return [index];
    });
  };
  await act({ type: 'roll' });
  await act({ type: 'keep', dice: pick([1, 1, 5]) });
  await act({ type: 'roll' });
  await act({ type: 'keep', dice: pick([5]) });
  return act({ type: 'bank' });
}

describe('the same seeded game played again', () => {
  it('finishes every time and is kept as a game of its own', async () => {
    const { call } = open();
    const games = [await playSeed333(call), await playSeed333(call), await playSeed333(call)];
    for (const game of games) {
      expect(game.over).toBe(true);
      expect(game.seats[0]!.total).toBe(300);
    }
    const listed = await call<HistoryEntry[]>('listHistory', QUERY);
    expect(listed.filter((g) => g.finished)).toHaveLength(3);
    expect((await call<{ unfinished: unknown[] }>('startup')).unfinished).toEqual([]);
  });

  it('finishes every time for seeded bot games and Roll-Dice-Roll', async () => {
    const { call } = open();
    for (let i = 0; i < 2; i++) {
      let game = await call<GameView>('createGame', {
        preset: 'minimal',
        rules: null,
        seats: ['Ada', 'Brian'].map((name) => ({ name, bot: 'optimal' })),
        seed: '8',
        generator: null,
      });
      while (!game.over) {
        game = await call<GameView>('botStep', { gameId: game.id, toEndOfTurn: true });
      }
      let dice = await call<RollDiceView>('createRollDice', {
        player: { name: 'Robo', bot: 'optimal' },
        seed: '8',
        generator: null,
      });
      while (!dice.state.over) {
        dice = await call<RollDiceView>('rollDiceBotStep', { gameId: dice.id });
      }
    }
    const listed = await call<HistoryEntry[]>('listHistory', QUERY);
    expect(listed.map((g) => [g.kind, g.finished])).toEqual([
      ['rolldice', true],
      ['farkle', true],
      ['rolldice', true],
      ['farkle', true],
    ]);
  });
});
