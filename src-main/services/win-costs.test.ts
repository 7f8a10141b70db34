import { describe, expect, it } from 'vitest';
import type { FarkleAction, FarkleState, Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import { winOptions } from '../engine/farkle/expert';
import { apply, newGame } from '../engine/farkle/game';
import { solveWin } from '../engine/farkle/winsolver';
import { WinCostQueue, decisionWinCost } from './win-costs';

const rules: Rules = { ...preset('minimal').rules, target: 1000, finalRound: true };
const table = solveWin(rules);

/**
 * Decisions of two-seat games played by a seeded coin among the options open (so some are
 * costly), with a bank asked while dice wait to be kept now and then: every move, its state first.
 */
function decisions(games: number): Array<[FarkleState, FarkleAction]> {
  let coin = 7;
  const toss = (n: number) => {
    coin = (coin * 1103515245 + 12345) % 2 ** 31;
    return coin % n;
  };
  const asked: Array<[FarkleState, FarkleAction]> = [];
  for (let seed = 1; seed <= games; seed++) {
    let state = newGame({ rules, seats: 2, generator: 'xoroshiro128plus', seed });
    while (!state.over) {
      if (state.turn.phase === 'choose' && toss(4) === 0) asked.push([state, { type: 'bank' }]);
      const options = winOptions(table, state);
      const action = options[toss(3) === 0 ? toss(options.length) : 0]!.action;
      asked.push([state, action]);
      const result = apply(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.value;
    }
  }
  return asked;
}

describe('win costs asked of a queue', () => {
  const asked = decisions(40);
  const one = asked.map(([state, action]) => decisionWinCost(table, state, action) ?? NaN);

  it('are the costs of each decision weighed alone, to the bit', () => {
    // What is compared covers free and costly choices, final rounds, and moves with no cost.
    expect(one.some((cost) => cost > 0)).toBe(true);
    expect(one.some((cost) => cost === 0)).toBe(true);
    expect(asked.some(([state], i) => state.turn.phase === 'start' && Number.isNaN(one[i]))).toBe(
      true,
    );
    expect(asked.some(([state], i) => state.turn.phase === 'choose' && Number.isNaN(one[i]))).toBe(
      true,
    );
    expect(asked.some(([state], i) => state.finalRound && one[i]! > 0)).toBe(true);
    // Answered all at the end, and a few at a time (each time the queue is full).
    for (const queue of [new WinCostQueue(), new WinCostQueue(5)]) {
      const costs = new Float64Array(asked.length).fill(-1);
      asked.forEach(([state, action], i) => queue.ask(table, state, action, costs, i));
      queue.answer();
      expect([...costs]).toEqual(one);
    }
  });

  it('write each answer where it was asked to go', () => {
    const queue = new WinCostQueue();
    // Two targets taking turns, each answer at a place of its own.
    const targets = [new Float64Array(asked.length * 2), new Float64Array(asked.length * 2)];
    asked.forEach(([state, action], i) =>
      queue.ask(table, state, action, targets[i % 2]!, 2 * i + 1),
    );
    queue.answer();
    asked.forEach((_, i) => {
      expect(targets[i % 2]![2 * i + 1]).toBe(one[i]);
      expect(targets[i % 2]![2 * i]).toBe(0);
    });
  });
});
