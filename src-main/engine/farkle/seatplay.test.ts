import { describe, expect, it } from 'vitest';
import type { FarkleState } from '../../../src-shared/farkle';
import { act, rulesOf, start } from './game.testkit';
import { seatChancesNow, seatExpertAction, seatOptions } from './seatplay';
import { solveSeats, startChances } from './seatsolver';

const minimal = rulesOf('minimal', { target: 1000 });
const house = rulesOf('house', { target: 1000 });
const tables = {
  minimal3: solveSeats(minimal, 3),
  house3: solveSeats(house, 3),
};

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
/** Chances to twelve places, for toEqual. */
const near = (xs: number[]): unknown[] => xs.map((c): unknown => expect.closeTo(c, 12));

/** Plays a game with the Expert in every seat, checking every decision on the way. */
function playOut(
  table: ReturnType<typeof solveSeats>,
  state: FarkleState,
  check: (before: FarkleState, after: FarkleState) => void,
): FarkleState {
  while (!state.over) {
    const after = act(state, seatExpertAction(table, state));
    check(state, after);
    state = after;
  }
  return state;
}

describe('the n-seat table at play', () => {
  it('gives every seat the solved start chances before the first roll', () => {
    const state = start(minimal, 3, 11);
    expect(seatChancesNow(tables.minimal3, state)).toEqual(near(startChances(tables.minimal3)));
  });

  it('prices each option for every seat, the chances adding up to one', () => {
    let state = act(start(minimal, 3, 5), { type: 'roll' });
    const options = seatOptions(tables.minimal3, state);
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(sum(option.chances)).toBeCloseTo(1, 12);
    const movers = options.map((o) => o.chances[state.current]!);
    expect(movers).toEqual([...movers].sort((a, b) => b - a));
    state = act(state, options[0]!.action);
    // The best keep's chances are the chances of the decision it leads to.
    expect(seatChancesNow(tables.minimal3, state)).toEqual(near(options[0]!.chances));
  });

  it('keeps its word through whole games, final rounds included', () => {
    for (const [table, rules] of [
      [tables.minimal3, minimal],
      [tables.house3, house],
    ] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        let finals = 0;
        const end = playOut(table, start(rules, 3, seed), (before, after) => {
          if (after.finalRound) finals++;
          expect(sum(seatChancesNow(table, before))).toBeCloseTo(1, 9);
          // A decision that ends no turn changes no chance the mover chose it for.
          if (!after.over && after.current === before.current && after.turn.phase !== 'choose') {
            const chosen = seatChancesNow(table, before)[before.current]!;
            expect(seatChancesNow(table, after)[before.current]).toBeCloseTo(chosen, 9);
          }
        });
        expect(end.winner).not.toBeNull();
        if (rules.finalRound) expect(finals).toBeGreaterThan(0);
      }
    }
  });

  it('hands the final round on at the chances the bank that started it was worth', () => {
    const table = tables.house3;
    let checked = 0;
    playOut(table, start(house, 3, 3), (before, after) => {
      // A bank into or inside the final round hands on the chances banking was worth.
      const banked = seatExpertAction(table, before).type === 'bank';
      if (banked && after.finalRound && !after.over) {
        const bank = seatOptions(table, before).find((o) => o.action.type === 'bank')!;
        expect(seatChancesNow(table, after)).toEqual(near(bank.chances));
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(0);
  });
});
