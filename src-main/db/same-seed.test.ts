import { describe, expect, it } from 'vitest';
import type { FarkleView } from '../../src-shared/api';
import type { FarkleAction } from '../../src-shared/farkle';
import type { FarkleService } from '../services/farkle';
import { memoryServices } from '../services/memory.testkit';
import { listHistory } from './stats';

const QUERY = { profileId: null, preset: null, from: null, to: null, limit: 100, offset: 0 };

/** ECE 209, one seat, seed 333 (the README's example): keep 1 1 5, roll, keep 5, bank. */
function playSeed333(games: FarkleService): FarkleView {
  let game = games.create({
    preset: 'ece209',
    rules: null,
    seats: [{ name: 'Solo', bot: null }],
    seed: '333',
    generator: 'ece209',
  });
  const act = (action: FarkleAction) => (game = games.act(game.id, game.actionCount, action));
  const pick = (faces: number[]) => {
    const want = [...faces];
    return game.turn.dice.flatMap((die, index) => {
      const at = want.indexOf(die.face);
      if (die.aside || at < 0) return [];
      want.splice(at, 1);
      return [index];
    });
  };
  act({ type: 'roll' });
  act({ type: 'keep', dice: pick([1, 1, 5]) });
  act({ type: 'roll' });
  act({ type: 'keep', dice: pick([5]) });
  return act({ type: 'bank' });
}

describe('the same seeded game played again', () => {
  it('finishes every time and is kept as a game of its own', () => {
    const { db, games } = memoryServices();
    const played = [playSeed333(games), playSeed333(games), playSeed333(games)];
    for (const game of played) {
      expect(game.over).toBe(true);
      expect(game.seats[0]!.total).toBe(300);
    }
    const listed = listHistory(db, QUERY);
    expect(listed.filter((g) => g.finished)).toHaveLength(3);
    expect(games.unfinished().views).toEqual([]);
  });

  it('finishes every time for seeded bot games and Roll-Dice-Roll', async () => {
    const { db, games, rollDice } = memoryServices();
    for (let i = 0; i < 2; i++) {
      let game = games.create({
        preset: 'minimal',
        rules: null,
        seats: ['Ada', 'Brian'].map((name) => ({ name, bot: 'optimal' })),
        seed: '8',
        generator: null,
      });
      while (!game.over) {
        game = await games.botStep(game.id, true);
      }
      let dice = rollDice.create({
        player: { name: 'Robo', bot: 'optimal' },
        seed: '8',
        generator: null,
      });
      while (!dice.state.over) {
        dice = rollDice.botStep(dice.id);
      }
    }
    const listed = listHistory(db, QUERY);
    expect(listed.map((g) => [g.kind, g.finished])).toEqual([
      ['rolldice', true],
      ['farkle', true],
      ['rolldice', true],
      ['farkle', true],
    ]);
  });
});
