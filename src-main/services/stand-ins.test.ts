import { describe, expect, it } from 'vitest';
import type { FarkleView, RollDiceView } from '../../src-shared/api';
import type { CoachAdvice } from '../../src-shared/farkle';
import type { PigView } from '../../src-shared/pig';
import { farkleStandIn, pigStandIn, rollDiceSeating, rollDiceStandIn } from './stand-ins';

/** Only the fields a stand-in reads: the rest of a view does not change its move. */
const pigAt = (rolls: number[], turnTotal: number) => ({ state: { rolls, turnTotal } }) as PigView;
const farkleAt = (phase: string, scoring: number[], bankAllowed: boolean) =>
  ({
    turn: { phase },
    scoring,
    moves: { bank: { allowed: bankAllowed } },
  }) as unknown as FarkleView;

describe('a stand-in bot’s move', () => {
  it('is the Farkle coach’s best choice when there is one', () => {
    const advice: CoachAdvice = {
      options: [
        { kind: 'bank', value: 300 },
        { kind: 'keep', dice: [2, 4], faces: [1, 5], score: 150, value: 420 },
      ],
      best: 1,
    };
    expect(farkleStandIn(farkleAt('choose', [2, 4], false), advice)).toEqual({
      type: 'keep',
      dice: [2, 4],
    });
    expect(farkleStandIn(farkleAt('decide', [], true), { ...advice, best: 0 })).toEqual({
      type: 'bank',
    });
  });

  it('keeps every scoring die, then banks when it may, where Farkle’s coach has no word', () => {
    expect(farkleStandIn(farkleAt('choose', [0, 3], false), null)).toEqual({
      type: 'keep',
      dice: [0, 3],
    });
    expect(farkleStandIn(farkleAt('decide', [], true), null)).toEqual({ type: 'bank' });
    expect(farkleStandIn(farkleAt('start', [], false), null)).toEqual({ type: 'roll' });
  });

  it('follows Pig’s coach, else rolls until the turn holds 20', () => {
    expect(pigStandIn(pigAt([6], 6), { best: 'hold', roll: 0.4, hold: 0.5 })).toEqual({
      type: 'hold',
    });
    expect(pigStandIn(pigAt([6, 6, 5], 17), null)).toEqual({ type: 'roll' });
    expect(pigStandIn(pigAt([6, 6, 5, 4], 21), null)).toEqual({ type: 'hold' });
    expect(pigStandIn(pigAt([], 0), null)).toEqual({ type: 'roll' });
  });

  it('plays Roll-Dice-Roll’s best move, the game’s one seat being the player’s', () => {
    const view = {
      player: { name: 'Ada', bot: null },
      state: { over: false },
      actionCount: 4,
    } as RollDiceView;
    expect(rollDiceSeating(view)).toEqual({
      seats: [{ name: 'Ada', bot: null }],
      current: 0,
      over: false,
      actionCount: 4,
    });
    const best = { type: 'roll', die: 2 } as const;
    expect(rollDiceStandIn(view, { best, choices: [] })).toEqual(best);
  });
});
