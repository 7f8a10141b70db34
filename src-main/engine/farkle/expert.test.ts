import { describe, expect, it } from 'vitest';
import type { Face, FarkleState, Rules } from '../../../src-shared/farkle';
import { botAction } from './bots';
import { expertAction, winOptions } from './expert';
import { apply, newGame } from './game';
import { preset } from './presets';
import { solveWin } from './winsolver';
import { fairHandicap, winChance } from './winodds';

const minimal = preset('minimal').rules;
const small: Rules = { ...minimal, target: 1000 };
const smallOdds = solveWin(small);

/** A two-seat game at the given totals, the current player about to act in this turn. */
function position(rules: Rules, totals: [number, number], turn: Partial<FarkleState['turn']>) {
  const state = newGame({ rules, seats: 2, generator: 'xoroshiro128plus', seed: 1 });
  return {
    ...state,
    seats: totals.map((total) => ({ total, onBoard: total > 0, farkleStreak: 0 })),
    turn: { ...state.turn, ...turn },
  };
}

function table(faces: Array<Face | 0>, aside: boolean[]) {
  return faces.map((face, i) => ({ face, aside: aside[i]! }));
}

describe('the Expert', () => {
  it('values the first roll of a turn at the table’s win chance', () => {
    for (const totals of [
      [0, 0],
      [300, 850],
      [900, 100],
    ] as Array<[number, number]>) {
      const state = position(small, totals, {});
      const [roll] = winOptions(smallOdds, state);
      const seat = (total: number) => ({ total, onBoard: total > 0, farkleStreak: 0 });
      expect(roll!.chance).toBeCloseTo(winChance(smallOdds, seat(totals[0]), seat(totals[1])), 12);
    }
  });

  it('plays whole games where the first player wins as often as the table says', () => {
    const games = 4000;
    let firstWins = 0;
    for (let seed = 1; seed <= games; seed++) {
      let state = newGame({ rules: small, seats: 2, generator: 'xoroshiro128plus', seed });
      while (!state.over) {
        const result = apply(state, expertAction(smallOdds, state));
        if (!result.ok) throw new Error(result.error.message);
        state = result.value;
      }
      // Somebody always wins: the two chances add up to one.
      expect(state.winner === 0 || state.winner === 1).toBe(true);
      if (state.winner === 0) firstWins++;
    }
    const start = { total: 0, onBoard: false, farkleStreak: 0 };
    const expected = winChance(smallOdds, start, start);
    const sigma = Math.sqrt((expected * (1 - expected)) / games);
    expect(Math.abs(firstWins / games - expected)).toBeLessThan(4 * sigma);
  });

  it('rolls on far behind where the best average turn banks, and banks a win', () => {
    const rules: Rules = { ...minimal, target: 3000 };
    const solved = solveWin(rules);
    // 550 in the turn with two dice left, the opponent one roll from winning.
    const behind = position(rules, [500, 2900], {
      phase: 'decide',
      turnTotal: 550,
      dice: table([1, 5, 1, 5, 2, 3], [true, true, true, true, false, false]),
    });
    expect(botAction('optimal', behind)).toEqual({ type: 'bank' });
    expect(expertAction(solved, behind)).toEqual({ type: 'roll' });
    // 450 in the turn takes the leader past the target: banking wins outright.
    const ahead = position(rules, [2600, 500], { ...behind.turn, turnTotal: 450 });
    const options = winOptions(solved, ahead);
    expect(options[0]).toEqual({ action: { type: 'bank' }, chance: 1 });
  });

  it('chases the leader in a final round and gives keeps their chances', () => {
    const rules: Rules = { ...small, finalRound: true };
    const solved = solveWin(rules);
    const state: FarkleState = {
      ...position(rules, [1200, 700], {
        phase: 'choose',
        turnTotal: 300,
        dice: table([1, 1, 5, 2, 3, 4], [false, false, false, false, false, false]),
      }),
      current: 1,
      finalRound: { trigger: 0, remaining: [1] },
    };
    const options = winOptions(solved, state);
    // Keeping 1, 1 and 5 makes 550, past the leader: then banking wins for sure.
    expect(options[0]).toEqual({ action: { type: 'keep', dice: [0, 1, 2] }, chance: 1 });
    for (const option of options.slice(1)) {
      expect(option.action.type).toBe('keep');
      expect(option.chance).toBeGreaterThan(0);
      expect(option.chance).toBeLessThan(1);
    }
    const short = { ...state, turn: { ...state.turn, phase: 'decide' as const } };
    expect(winOptions(solved, short).find((o) => o.action.type === 'bank')?.chance).toBe(0);
    // On the board, an entry threshold above the 550 needed changes nothing.
    const fresh = { ...state, turn: { ...state.turn, phase: 'start' as const, turnTotal: 0 } };
    const entry: Rules = { ...rules, entryThreshold: 1000 };
    const withEntry = winOptions(solveWin(entry), { ...fresh, rules: entry })[0]!;
    expect(withEntry.chance).toBeCloseTo(winOptions(solved, fresh)[0]!.chance, 12);
  });

  it('plays three- and four-seat games to the end against the strongest opponent', () => {
    for (const seats of [3, 4]) {
      let state = newGame({ rules: small, seats, generator: 'xoroshiro128plus', seed: seats });
      while (!state.over) {
        const result = apply(state, expertAction(smallOdds, state));
        if (!result.ok) throw new Error(result.error.message);
        state = result.value;
      }
      expect(state.winner).not.toBeNull();
    }
  });

  it('refuses a table solved for other rules', () => {
    const state = newGame({ rules: minimal, seats: 2, generator: 'ece209', seed: 3 });
    expect(() => expertAction(smallOdds, state)).toThrow(/other rules/);
  });
});

describe('the fair start', () => {
  it('gives the second player the head start that brings the game closest to even', () => {
    const { points, firstPlayerWins } = fairHandicap(smallOdds);
    expect(points % 50).toBe(0);
    const start = { total: 0, onBoard: false, farkleStreak: 0 };
    const at = (p: number) =>
      winChance(smallOdds, start, { total: p, onBoard: p > 0, farkleStreak: 0 });
    expect(firstPlayerWins).toBe(at(points));
    for (let p = 0; p < 1000; p += 50) {
      expect(Math.abs(at(p) - 0.5)).toBeGreaterThanOrEqual(Math.abs(firstPlayerWins - 0.5));
    }
    expect(points).toBeGreaterThan(0);
  });
});
