import { describe, expect, it } from 'vitest';
import type {
  EngineError,
  Face,
  FarkleAction,
  FarkleState,
  GeneratorKind,
  PresetId,
  Rules,
} from '../../../src-shared/farkle';
import { apply, checkKeep, diceToRoll, newGame, setupProblem } from './game';
import { PRESETS, preset } from './presets';

function rulesOf(id: PresetId, changes: Partial<Rules> = {}): Rules {
  return { ...preset(id).rules, ...changes };
}

function start(
  rules: Rules,
  seats: number,
  seed: number,
  generator: GeneratorKind = 'ece209',
): FarkleState {
  return newGame({ rules, seats, generator, seed });
}

function act(state: FarkleState, action: FarkleAction): FarkleState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`${action.type} failed: ${result.error.message}`);
  return result.value;
}

function errorOf(state: FarkleState, action: FarkleAction): EngineError {
  const before = structuredClone(state);
  const result = apply(state, action);
  if (result.ok) throw new Error(`${action.type} should have failed`);
  expect(state).toEqual(before);
  return result.error;
}

/** The live dice of the table, sorted, as a digit string like the course prints them. */
function live(state: FarkleState): string {
  return state.turn.dice
    .filter((d) => !d.aside && d.face !== 0)
    .map((d) => d.face)
    .sort()
    .join('');
}

/** Table positions of live dice showing these faces (each die used once). */
function positionsOf(state: FarkleState, faces: Face[]): number[] {
  const used = new Set<number>();
  return faces.map((face) => {
    const at = state.turn.dice.findIndex((d, i) => !used.has(i) && !d.aside && d.face === face);
    if (at < 0) throw new Error(`no live ${face} in ${live(state)}`);
    used.add(at);
    return at;
  });
}

function keepFaces(state: FarkleState, faces: Face[]): FarkleState {
  return act(state, { type: 'keep', dice: positionsOf(state, faces) });
}

function livePositions(state: FarkleState): number[] {
  return state.turn.dice.flatMap((d, i) => (!d.aside && d.face !== 0 ? [i] : []));
}

/** The legal keep worth the least (ties: fewest dice), found by trying every subset. */
function smallestKeep(state: FarkleState): number[] {
  const positions = livePositions(state);
  let found: { dice: number[]; score: number } | null = null;
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const dice = positions.filter((_, i) => mask & (1 << i));
    const check = checkKeep(state, dice);
    if (!check.ok) continue;
    if (
      !found ||
      check.value < found.score ||
      (check.value === found.score && dice.length < found.dice.length)
    ) {
      found = { dice, score: check.value };
    }
  }
  if (!found) throw new Error(`no legal keep in ${live(state)}`);
  return found.dice;
}

/** Keeps as little as possible and rolls again until the turn farkles. */
function farkleTurn(state: FarkleState): FarkleState {
  const turns = state.history.length;
  let s = act(state, { type: 'roll' });
  while (s.history.length === turns) {
    s = act(s, { type: 'keep', dice: smallestKeep(s) });
    s = act(s, { type: 'roll' });
  }
  return s;
}

/** Keeps as little as possible until the turn total reaches `goal`, then banks (or farkles). */
function bankTurn(state: FarkleState, goal: number): FarkleState {
  const turns = state.history.length;
  let s = act(state, { type: 'roll' });
  while (s.history.length === turns) {
    s = act(s, { type: 'keep', dice: smallestKeep(s) });
    const canBank = s.turn.turnTotal >= goal && !(s.turn.hotDice && s.rules.hotDice === 'must');
    s = act(s, { type: canBank ? 'bank' : 'roll' });
  }
  return s;
}

function lastTurn(state: FarkleState) {
  const record = state.history[state.history.length - 1];
  if (!record) throw new Error('no turn played yet');
  return record;
}

/** The first seed from 1 whose game passes `test`; the scenario's setup returns null to skip. */
function findSeed<T>(make: (seed: number) => T | null, limit = 20_000): { seed: number; value: T } {
  for (let seed = 1; seed <= limit; seed++) {
    const value = make(seed);
    if (value !== null) return { seed, value };
  }
  throw new Error('no seed found for this scenario');
}

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

describe('three farkles in a row', () => {
  const rules = rulesOf('minimal', { threeFarklePenalty: 500 });

  it('costs the penalty on the third, and again on the sixth', () => {
    let s = start(rules, 1, 42, 'xoroshiro128plus');
    s = farkleTurn(s);
    s = farkleTurn(s);
    expect(s.seats[0]).toEqual({ total: 0, onBoard: false, farkleStreak: 2 });
    expect(s.history.map((t) => t.penalty)).toEqual([false, false]);
    s = farkleTurn(s);
    expect(s.seats[0]).toEqual({ total: -500, onBoard: false, farkleStreak: 0 });
    expect(lastTurn(s)).toMatchObject({ outcome: 'farkle', penalty: true, points: -500 });
    expect(lastTurn(s).totalAfter).toBe(-500);
    for (let i = 0; i < 3; i++) s = farkleTurn(s);
    expect(s.seats[0]!.total).toBe(-1000);
    expect(s.history.map((t) => t.points)).toEqual([0, 0, -500, 0, 0, -500]);
  });

  it('a bank breaks the streak', () => {
    const { value } = findSeed((seed) => {
      let s = start(rules, 1, seed, 'xoroshiro128plus');
      s = farkleTurn(farkleTurn(s));
      s = bankTurn(s, 1);
      return lastTurn(s).outcome === 'bank' ? s : null;
    });
    let s = value;
    expect(s.seats[0]!.farkleStreak).toBe(0);
    const total = s.seats[0]!.total;
    s = farkleTurn(s);
    expect(s.seats[0]).toMatchObject({ total, farkleStreak: 1 });
    expect(s.history.every((t) => !t.penalty)).toBe(true);
  });

  it('costs nothing without a penalty rule', () => {
    let s = start(rulesOf('minimal'), 1, 42, 'xoroshiro128plus');
    for (let i = 0; i < 3; i++) s = farkleTurn(s);
    expect(s.seats[0]!.total).toBe(0);
    expect(s.history.every((t) => !t.penalty && t.points === 0)).toBe(true);
  });
});

describe('the end of the game', () => {
  it('without a final round, the first to the target wins at once', () => {
    const rules = rulesOf('minimal', { target: 300 });
    const { value: s } = findSeed((seed) => {
      const s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
      return lastTurn(s).outcome === 'bank' ? s : null;
    });
    expect(s.over).toBe(true);
    expect(s.winner).toBe(0);
    expect(s.finalRound).toBeNull();
    expect(s.turnsPlayed).toBe(1);
    expect(errorOf(s, { type: 'roll' }).code).toBe('game-over');
  });

  it('below the target the game goes on to the next seat', () => {
    const rules = rulesOf('minimal', { target: 300 });
    const { value: s } = findSeed((seed) => {
      const s = bankTurn(start(rules, 2, seed, 'xoroshiro128plus'), 1);
      const turn = lastTurn(s);
      return turn.outcome === 'bank' && turn.points < 300 ? s : null;
    });
    expect(s.over).toBe(false);
    expect(s.current).toBe(1);
  });

  describe('CSC 276 final round', () => {
    const rules = rulesOf('csc276', { target: 300 });

    it('every other player gets exactly one more turn; the trigger keeps the lead', () => {
      const { value } = findSeed((seed) => {
        const s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
        return lastTurn(s).outcome === 'bank' ? s : null;
      });
      let s = value;
      const trigger = s.seats[0]!.total;
      expect(trigger).toBeGreaterThanOrEqual(300);
      expect(s.over).toBe(false);
      expect(s.finalRound).toEqual({ trigger: 0, remaining: [1, 2] });
      expect(s.current).toBe(1);
      s = farkleTurn(s);
      expect(s.over).toBe(false);
      expect(s.current).toBe(2);
      expect(s.finalRound).toEqual({ trigger: 0, remaining: [2] });
      s = farkleTurn(s);
      expect(s.over).toBe(true);
      expect(s.winner).toBe(0);
      expect(s.history.map((t) => [t.seat, t.finalRound])).toEqual([
        [0, false],
        [1, true],
        [2, true],
      ]);
      expect(errorOf(s, { type: 'roll' }).code).toBe('game-over');
    });

    it('a higher total in the final round wins', () => {
      const { value: s } = findSeed((seed) => {
        let s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
        if (lastTurn(s).outcome !== 'bank') return null;
        s = bankTurn(s, s.seats[0]!.total + 1);
        if (lastTurn(s).outcome !== 'bank') return null;
        return farkleTurn(s);
      });
      expect(s.seats[1]!.total).toBeGreaterThan(s.seats[0]!.total);
      expect(s.over).toBe(true);
      expect(s.winner).toBe(1);
      expect(s.history).toHaveLength(3);
    });

    it('a tie goes to the player who reached the target first', () => {
      const { value: s } = findSeed((seed) => {
        let s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
        if (lastTurn(s).outcome !== 'bank') return null;
        s = bankTurn(s, s.seats[0]!.total);
        if (s.seats[1]!.total !== s.seats[0]!.total) return null;
        return farkleTurn(s);
      });
      expect(s.seats[1]!.total).toBe(s.seats[0]!.total);
      expect(s.over).toBe(true);
      expect(s.winner).toBe(0);
    });

    it('a tie between later players goes to the one who got there first', () => {
      const { value: s } = findSeed((seed) => {
        let s = bankTurn(start(rules, 3, seed, 'xoroshiro128plus'), 300);
        if (lastTurn(s).outcome !== 'bank') return null;
        s = bankTurn(s, s.seats[0]!.total + 1);
        if (lastTurn(s).outcome !== 'bank') return null;
        s = bankTurn(s, s.seats[1]!.total);
        return s.seats[2]!.total === s.seats[1]!.total ? s : null;
      });
      expect(s.over).toBe(true);
      expect(s.winner).toBe(1);
    });

    it('the final round wraps around the table from the trigger', () => {
      const { value } = findSeed((seed) => {
        let s = farkleTurn(start(rules, 3, seed, 'xoroshiro128plus'));
        s = bankTurn(s, 300);
        return lastTurn(s).outcome === 'bank' ? s : null;
      });
      let s = value;
      expect(s.finalRound).toEqual({ trigger: 1, remaining: [2, 0] });
      expect(s.current).toBe(2);
      s = farkleTurn(s);
      expect(s.current).toBe(0);
      expect(s.over).toBe(false);
      s = farkleTurn(s);
      expect(s.over).toBe(true);
      expect(s.winner).toBe(1);
      expect(s.history.map((t) => t.seat)).toEqual([0, 1, 2, 0]);
    });

    it('a one-seat game with a final round ends when the target is reached', () => {
      const solo = rulesOf('csc276', { target: 300, minSeats: 1 });
      const { value: s } = findSeed((seed) => {
        const s = bankTurn(start(solo, 1, seed, 'xoroshiro128plus'), 300);
        return lastTurn(s).outcome === 'bank' ? s : null;
      });
      expect(s.over).toBe(true);
      expect(s.winner).toBe(0);
    });
  });

  it('Lab 4 solitaire ends after its turn limit', () => {
    let s = start(rulesOf('lab4'), 1, 7, 'xoroshiro128plus');
    for (let turn = 1; turn < 1000; turn++) s = bankTurn(s, 1);
    expect(s.turnsPlayed).toBe(999);
    expect(s.over).toBe(false);
    s = bankTurn(s, 1);
    expect(s.turnsPlayed).toBe(1000);
    expect(s.over).toBe(true);
    expect(s.winner).toBe(0);
    expect(s.seats[0]!.total).toBe(s.history.reduce((sum, t) => sum + t.points, 0));
    expect(errorOf(s, { type: 'roll' }).code).toBe('game-over');
  });

  it('a short turn limit counts turns, not rolls', () => {
    let s = start(rulesOf('lab4', { turnLimit: 3 }), 1, 5, 'xoroshiro128plus');
    s = farkleTurn(s);
    s = bankTurn(s, 500);
    expect(s.over).toBe(false);
    s = farkleTurn(s);
    expect(s.over).toBe(true);
    expect(s.history).toHaveLength(3);
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
