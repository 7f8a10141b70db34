import { describe, expect, it } from 'vitest';
import { diceToRoll, newGame, setupProblem } from './game';
import {
  act,
  bankTurn,
  errorOf,
  findSeed,
  keepFaces,
  lastTurn,
  live,
  positionsOf,
  rulesOf,
  smallestKeep,
  start,
} from './game.testkit';
import { PRESETS } from './presets';

describe('ECE 209 appendix turns', () => {
  const ece209 = rulesOf('ece209');

  it('seed 333: keep 1-1-5, roll three, keep a 5, bank 300', () => {
    let s = start(ece209, 1, 333);
    expect(s.turn.phase).toBe('start');
    expect(s.turn.dice).toHaveLength(6);
    expect(s.turn.dice.every((d) => d.face === 0 && !d.aside)).toBe(true);
    s = act(s, { type: 'roll' });
    expect(live(s)).toBe('113456');
    expect(s.turn.phase).toBe('choose');
    s = keepFaces(s, [1, 1, 5]);
    expect(s.turn.turnTotal).toBe(250);
    expect(s.turn.phase).toBe('decide');
    expect(diceToRoll(s.turn)).toBe(3);
    expect(s.turn.rolls).toEqual([{ faces: expect.any(Array), kept: [1, 1, 5], score: 250 }]);
    const aside = s.turn.dice.filter((d) => d.aside);
    s = act(s, { type: 'roll' });
    expect(live(s)).toBe('566');
    expect(s.turn.dice.filter((d) => d.aside)).toEqual(aside);
    s = keepFaces(s, [5]);
    expect(s.turn.turnTotal).toBe(300);
    expect(diceToRoll(s.turn)).toBe(2);
    s = act(s, { type: 'bank' });
    expect(s.seats[0]!.total).toBe(300);
    expect(s.seats[0]!.onBoard).toBe(true);
    const turn = lastTurn(s);
    expect(turn).toMatchObject({ seat: 0, outcome: 'bank', points: 300, turnTotal: 300 });
    expect(turn.rolls.map((r) => r.score)).toEqual([250, 50]);
    // One seat under ECE 209 is a single test turn, with no winner.
    expect(s.over).toBe(true);
    expect(s.winner).toBeNull();
    expect(errorOf(s, { type: 'roll' })).toEqual({
      code: 'game-over',
      message: 'the game is over',
    });
    expect(errorOf(s, { type: 'bank' }).code).toBe('game-over');
    expect(errorOf(s, { type: 'keep', dice: [0] }).code).toBe('game-over');
  });

  it('seed 13: keep 3-3-3, then 2-6-6 farkles and ends the turn', () => {
    let s = start(ece209, 1, 13);
    s = act(s, { type: 'roll' });
    expect(live(s)).toBe('233346');
    s = keepFaces(s, [3, 3, 3]);
    expect(s.turn.turnTotal).toBe(300);
    s = act(s, { type: 'roll' });
    expect(s.history).toHaveLength(1);
    const turn = lastTurn(s);
    expect(turn.outcome).toBe('farkle');
    expect(turn.points).toBe(0);
    expect(turn.turnTotal).toBe(300);
    expect(turn.rolls).toHaveLength(2);
    expect(turn.rolls[1]!.kept).toEqual([]);
    expect(turn.rolls[1]!.score).toBe(0);
    expect([...turn.rolls[1]!.faces].sort().join('')).toBe('266');
    // The farkle's dice lie beside the three 3s set aside earlier.
    expect(turn.dice.filter((d) => d.aside).map((d) => d.face)).toEqual([3, 3, 3]);
    expect(
      turn.dice
        .filter((d) => !d.aside)
        .map((d) => d.face)
        .sort()
        .join(''),
    ).toBe('266');
    expect(s.seats[0]!.total).toBe(0);
    expect(s.seats[0]!.farkleStreak).toBe(1);
    expect(s.over).toBe(true);
    expect(s.winner).toBeNull();
  });

  it('seed 111: hot dice brings back all six dice', () => {
    let s = start(ece209, 1, 111);
    s = act(s, { type: 'roll' });
    expect(live(s)).toBe('134445');
    s = keepFaces(s, [4, 4, 4, 1, 5]);
    expect(s.turn.turnTotal).toBe(550);
    expect(diceToRoll(s.turn)).toBe(1);
    s = act(s, { type: 'roll' });
    expect(live(s)).toBe('1');
    s = keepFaces(s, [1]);
    expect(s.turn.turnTotal).toBe(650);
    expect(s.turn.hotDice).toBe(true);
    expect(s.turn.hotDiceCount).toBe(1);
    expect(s.turn.dice.every((d) => d.aside)).toBe(true);
    expect(diceToRoll(s.turn)).toBe(6);
    s = act(s, { type: 'roll' });
    expect(s.turn.hotDice).toBe(false);
    expect(s.turn.dice.every((d) => !d.aside)).toBe(true);
    expect(live(s)).toBe('123445');
    s = keepFaces(s, [1, 5]);
    expect(s.turn.turnTotal).toBe(800);
    expect(diceToRoll(s.turn)).toBe(4);
    s = act(s, { type: 'bank' });
    expect(lastTurn(s)).toMatchObject({ outcome: 'bank', points: 800, hotDice: 1 });
    expect(lastTurn(s).rolls.map((r) => r.score)).toEqual([550, 100, 150]);
    expect(s.seats[0]!.total).toBe(800);
  });

  it('junk dice may ride along under ECE 209', () => {
    let s = start(ece209, 1, 333);
    s = act(s, { type: 'roll' });
    s = keepFaces(s, [1, 1, 5, 3]);
    expect(s.turn.turnTotal).toBe(250);
    expect(diceToRoll(s.turn)).toBe(2);
    expect(s.turn.rolls[0]!.kept).toEqual([1, 1, 3, 5]);
  });

  it('two seats under ECE 209 keep playing after the first turn', () => {
    let s = start(ece209, 2, 333);
    s = act(s, { type: 'roll' });
    s = keepFaces(s, [1, 1, 5]);
    s = act(s, { type: 'bank' });
    expect(s.over).toBe(false);
    expect(s.current).toBe(1);
    expect(s.turn.phase).toBe('start');
    expect(s.turn.turnTotal).toBe(0);
  });
});

describe('illegal actions', () => {
  it('keeping dice that are not in the roll', () => {
    let s = act(start(rulesOf('ece209'), 1, 333), { type: 'roll' });
    for (const dice of [[6], [-1], [1.5], [0, 99]]) {
      expect(errorOf(s, { type: 'keep', dice })).toEqual({
        code: 'not-in-roll',
        message: 'those dice are not in the roll',
      });
    }
    const kept = positionsOf(s, [1, 1, 5]);
    s = act(s, { type: 'keep', dice: kept });
    s = act(s, { type: 'roll' });
    // Dice set aside earlier in the turn are not in the new roll.
    expect(errorOf(s, { type: 'keep', dice: [kept[0]!] }).code).toBe('not-in-roll');
    expect(errorOf(s, { type: 'keep', dice: [...positionsOf(s, [5]), kept[2]!] }).code).toBe(
      'not-in-roll',
    );
  });

  it('keeping no dice or the same die twice', () => {
    const s = act(start(rulesOf('ece209'), 1, 333), { type: 'roll' });
    expect(errorOf(s, { type: 'keep', dice: [] })).toEqual({
      code: 'bad-dice',
      message: 'choose at least one die to keep',
    });
    const [one] = positionsOf(s, [1]);
    expect(errorOf(s, { type: 'keep', dice: [one!, one!] })).toEqual({
      code: 'bad-dice',
      message: 'each die can be kept only once',
    });
  });

  it('keeping nothing that scores', () => {
    for (const id of ['ece209', 'minimal'] as const) {
      const s = act(start(rulesOf(id), 1, 333), { type: 'roll' });
      expect(errorOf(s, { type: 'keep', dice: positionsOf(s, [3]) })).toEqual({
        code: 'no-scoring-dice',
        message: 'keep at least one scoring die',
      });
      expect(errorOf(s, { type: 'keep', dice: positionsOf(s, [3, 4, 6]) }).code).toBe(
        'no-scoring-dice',
      );
    }
  });

  it('junk dice under rules where every kept die must score', () => {
    const s = act(start(rulesOf('minimal'), 1, 333), { type: 'roll' });
    expect(errorOf(s, { type: 'keep', dice: positionsOf(s, [1, 3]) })).toEqual({
      code: 'junk-dice',
      message: 'every die you keep must score, and 3 scores nothing here',
    });
    const two = errorOf(s, { type: 'keep', dice: positionsOf(s, [1, 1, 4, 6]) });
    expect(two.code).toBe('junk-dice');
    expect(two.message).toContain('4, 6 score nothing');
  });

  it('banking before keeping', () => {
    let s = start(rulesOf('csc276'), 2, 333);
    expect(errorOf(s, { type: 'bank' })).toEqual({
      code: 'wrong-phase',
      message: 'roll the dice first',
    });
    expect(errorOf(s, { type: 'keep', dice: [0] }).code).toBe('wrong-phase');
    s = act(s, { type: 'roll' });
    expect(errorOf(s, { type: 'bank' })).toEqual({
      code: 'wrong-phase',
      message: 'set aside at least one scoring die before you bank',
    });
    expect(errorOf(s, { type: 'roll' })).toEqual({
      code: 'wrong-phase',
      message: 'set aside at least one scoring die before you roll again',
    });
    s = keepFaces(s, [1]);
    expect(errorOf(s, { type: 'keep', dice: positionsOf(s, [1]) }).code).toBe('wrong-phase');
  });

  it('the IT 312 entry threshold of 1000 in one turn', () => {
    let s = act(start(rulesOf('it312'), 2, 333), { type: 'roll' });
    s = keepFaces(s, [1, 1, 5]);
    const error = errorOf(s, { type: 'bank' });
    expect(error.code).toBe('entry-threshold');
    expect(error.message).toContain('1000');
    expect(error.message).toContain('250');
  });

  it('a player on the board may bank less than the entry threshold', () => {
    const rules = rulesOf('it312');
    const { value } = findSeed((seed) => {
      let s = bankTurn(start(rules, 2, seed, 'xoroshiro128plus'), 1000);
      if (lastTurn(s).outcome !== 'bank') return null;
      const entered = s;
      s = act(s, { type: 'roll' });
      if (s.history.length !== 1) return null;
      s = act(s, { type: 'keep', dice: smallestKeep(s) });
      if (s.turn.turnTotal >= 1000) return null;
      const refused = s;
      while (s.current === 1) {
        s = act(
          s,
          s.turn.phase === 'choose' ? { type: 'keep', dice: smallestKeep(s) } : { type: 'roll' },
        );
      }
      s = bankTurn(s, 1);
      return lastTurn(s).outcome === 'bank' ? { entered, refused, after: s } : null;
    });
    const { entered, refused, after } = value;
    expect(entered.seats[0]!.onBoard).toBe(true);
    expect(entered.seats[0]!.total).toBeGreaterThanOrEqual(1000);
    expect(entered.seats[1]!.onBoard).toBe(false);
    // Seat 1 is not on the board: a small turn total cannot be banked.
    expect(errorOf(refused, { type: 'bank' }).code).toBe('entry-threshold');
    // Seat 0 is: its small turn total is banked.
    const small = lastTurn(after).points;
    expect(small).toBeLessThan(1000);
    expect(after.seats[0]!.total).toBe(entered.seats[0]!.total + small);
  });

  it('IT 312: after hot dice the player must roll again', () => {
    let s = act(start(rulesOf('it312', { entryThreshold: 0 }), 2, 111), { type: 'roll' });
    s = keepFaces(s, [1, 4, 4, 4, 5]);
    s = act(s, { type: 'roll' });
    s = keepFaces(s, [1]);
    expect(s.turn.hotDice).toBe(true);
    expect(errorOf(s, { type: 'bank' })).toEqual({
      code: 'hot-dice-must-roll',
      message: 'hot dice! these rules say you must roll all six again',
    });
    // With the real threshold the hot-dice rule is what stops the bank.
    let t = act(start(rulesOf('it312'), 2, 111), { type: 'roll' });
    t = keepFaces(t, [1, 4, 4, 4, 5]);
    t = act(t, { type: 'roll' });
    t = keepFaces(t, [1]);
    expect(errorOf(t, { type: 'bank' }).code).toBe('hot-dice-must-roll');
    s = act(s, { type: 'roll' });
    expect(live(s)).toBe('123445');
    s = keepFaces(s, [1, 5]);
    s = act(s, { type: 'bank' });
    expect(s.seats[0]!.total).toBe(800);
  });

  it('hot dice may be banked where the rules allow it', () => {
    let s = act(start(rulesOf('csc276'), 2, 111), { type: 'roll' });
    s = keepFaces(s, [1, 4, 4, 4, 5]);
    s = act(s, { type: 'roll' });
    s = keepFaces(s, [1]);
    s = act(s, { type: 'bank' });
    expect(s.seats[0]!.total).toBe(650);
    expect(lastTurn(s).hotDice).toBe(1);
    expect(s.current).toBe(1);
  });

  it('the smallest turn total that may be banked', () => {
    let s = act(start(rulesOf('minimal', { minBank: 300 }), 1, 333), { type: 'roll' });
    s = keepFaces(s, [1, 1, 5]);
    expect(errorOf(s, { type: 'bank' })).toEqual({
      code: 'min-bank',
      message: 'you need at least 300 to bank (you have 250)',
    });
    s = act(s, { type: 'roll' });
    s = keepFaces(s, [5]);
    s = act(s, { type: 'bank' });
    expect(s.seats[0]!.total).toBe(300);
  });
});

describe('setup', () => {
  it('starts the second of two seats with a fair start’s head start, banked, and bounds it', () => {
    const rules = rulesOf('minimal', { handicap: 200 });
    const state = newGame({ rules, seats: 2, generator: 'xoroshiro128plus', seed: 1 });
    expect(state.seats.map((s) => [s.total, s.onBoard])).toEqual([
      [0, false],
      [200, true],
    ]);
    const refusal = 'a head start for the second player needs two seats and a target above it';
    expect(setupProblem(rules, 3)).toBe(refusal);
    expect(setupProblem(rulesOf('minimal', { handicap: 10_000 }), 2)).toBe(refusal);
    expect(setupProblem(rulesOf('minimal', { handicap: 0 }), 3)).toBeNull();
  });

  it('refuses seat counts outside a preset’s limits', () => {
    expect(setupProblem(rulesOf('it312'), 1)).toBe('these rules are for 2 to 8 players, not 1');
    expect(setupProblem(rulesOf('csc276'), 9)).toBe('these rules are for 2 to 8 players, not 9');
    expect(setupProblem(rulesOf('house'), 5)).toBe('these rules are for 1 to 4 players, not 5');
    expect(setupProblem(rulesOf('lab4'), 2)).toBe('these rules are for exactly 1 player, not 2');
    expect(setupProblem(rulesOf('minimal'), 0)).toBe('these rules are for 1 to 4 players, not 0');
    expect(setupProblem(rulesOf('minimal'), 1.5)).toMatch(/not 1.5/);
    expect(setupProblem(rulesOf('minimal', { minSeats: 3, maxSeats: 3 }), 2)).toBe(
      'these rules are for exactly 3 players, not 2',
    );
    expect(() =>
      newGame({ rules: rulesOf('it312'), seats: 1, generator: 'ece209', seed: 1 }),
    ).toThrow(RangeError);
  });

  it('accepts every seat count within each preset’s limits', () => {
    for (const { rules } of PRESETS) {
      for (let seats = 1; seats <= 4; seats++) {
        const fits = seats >= rules.minSeats && seats <= rules.maxSeats;
        expect(setupProblem(rules, seats) === null).toBe(fits);
      }
    }
  });

  it('refuses rules that never end', () => {
    expect(setupProblem(rulesOf('lab4', { turnLimit: null }), 1)).toMatch(/never end/);
    expect(setupProblem(rulesOf('lab4', { turnLimit: null, soloSingleTurn: true }), 1)).toBeNull();
  });

  it('starts every seat at zero, off the board, seat 0 first', () => {
    const s = start(rulesOf('csc276'), 4, 9);
    expect(s.seats).toEqual(Array(4).fill({ total: 0, onBoard: false, farkleStreak: 0 }));
    expect(s).toMatchObject({ current: 0, turnsPlayed: 0, over: false, winner: null, history: [] });
  });
});
