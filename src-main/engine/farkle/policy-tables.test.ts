import { describe, expect, it } from 'vitest';
import type { FarkleState, Rules } from '../../../src-shared/farkle';
import { BOT_IDS, botAction, gamePolicyContexts } from './bots';
import { apply, newGame } from './game';
import { policyBuffers, policyBytes, solvePolicyTables, type PolicyContext } from './policy-tables';
import { keyOf } from './dice';
import { MOST_DEMANDING_RULES, preset } from './presets';
import { RollModel, adoptRollModel, forgetRuleTables, rollModel } from './rolls';
import { ScoreTable, scoreTable } from './scoring';
import { MAX_POLICY_BYTES, TurnPolicy, installTurnPolicy, isTurnSolved, solveTurn } from './solver';

const house = preset('house').rules;

describe('policy tables solved elsewhere', () => {
  it('make the same policy after crossing a thread boundary (transferred buffers)', () => {
    const rules: Rules = { ...house, minBank: 350, hotDice: 'must' };
    const context: PolicyContext = { entry: false, farkleValue: -500 };
    const tables = solvePolicyTables(rules, context);
    const moved = structuredClone(tables, { transfer: policyBuffers(tables) });
    // The originals are detached: the copy is all that is left, as after a worker's postMessage.
    expect(tables.rolls.length).toBe(0);
    const here = new TurnPolicy(rules, context);
    const there = new TurnPolicy(rules, context, moved);
    expect(there.expected).toBe(here.expected);
    expect(there.thresholds).toEqual(here.thresholds);
    for (const total of [0, 350, 1000, 5000]) {
      for (const dice of [1, 3, 6])
        expect(there.rollValue(total, dice)).toBe(here.rollValue(total, dice));
    }
  });

  it('are what solveTurn answers once installed, without solving again', () => {
    const rules: Rules = { ...house, minBank: 450 };
    const context = { entry: false, farkleValue: 0 };
    expect(isTurnSolved(rules, context)).toBe(false);
    const tables = solvePolicyTables(rules, context);
    installTurnPolicy(rules, context, tables);
    expect(isTurnSolved(rules, context)).toBe(true);
    expect(solveTurn(rules, context).tables).toBe(tables);
  });
});

describe('the policy cache', () => {
  it('holds the twelve policies of a game under the most demanding rules', () => {
    const worst = MOST_DEMANDING_RULES;
    const contexts = gamePolicyContexts(worst, ['cautious', 'daring', 'optimal']);
    expect(contexts).toHaveLength(12);
    // The grid reaches furthest where a farkle costs least: the daring bot's policies.
    const top = Math.max(...contexts.map((c) => c.farkleValue));
    const largest = Math.max(
      ...contexts
        .filter((c) => c.farkleValue === top)
        .map((c) => policyBytes(solvePolicyTables(worst, c))),
    );
    expect(largest).toBeGreaterThan(1024 * 1024);
    expect(12 * largest).toBeLessThanOrEqual(MAX_POLICY_BYTES);
  });
});

describe('a roll model built elsewhere', () => {
  it('works as one built here once adopted, score table included', () => {
    const scoring = { ...house.scoring, threePairs: 1250, straight: 2750 };
    const built = new RollModel(new ScoreTable(scoring), true);
    const moved = structuredClone(built);
    const rules = { scoring, keepJunk: true };
    adoptRollModel(rules, moved);
    const adopted = rollModel(rules);
    expect(adopted).toBeInstanceOf(RollModel);
    expect(adopted.expectedBest).toEqual(built.expectedBest);
    const straight = keyOf([1, 2, 3, 4, 5, 6]);
    const r = adopted.rollIndex[straight]!;
    expect(adopted.optionOf(r, straight)).toBe(built.optionOf(r, straight));
    // The game scores with the adopted table too.
    const table = scoreTable(scoring);
    expect(table).toBeInstanceOf(ScoreTable);
    expect(table.isFarkle(keyOf([2, 3, 4, 6]))).toBe(true);
    expect(table.best[straight]).toBe(2750);
  });
});

describe('gamePolicyContexts', () => {
  it('lists every policy the coach and the bots ask for in a game', () => {
    // Rules no other test solves, with an entry threshold and a three-farkle penalty.
    const rules: Rules = { ...house, entryThreshold: 650, threeFarklePenalty: 550, minBank: 0 };
    const bots = ['cautious', 'daring', 'optimal', 'greedy'] as const;
    for (const context of gamePolicyContexts(rules, bots)) solveTurn(rules, context);
    const misjudge = [-800, 150, 0];
    let state: FarkleState = newGame({ rules, generator: 'xoroshiro128plus', seed: 7, seats: 4 });
    let checked = 0;
    while (!state.over && state.turnsPlayed < 400) {
      const seat = state.seats[state.current]!;
      // The coach's situation, worked out here from the rules text, not from the coach.
      const entry = !seat.onBoard;
      const farkleValue = seat.farkleStreak >= 2 ? -550 : 0;
      for (const m of misjudge) {
        expect(isTurnSolved(rules, { entry, farkleValue: farkleValue + m })).toBe(true);
        checked++;
      }
      const result = apply(state, botAction(bots[state.current]!, state));
      if (!result.ok) throw new Error(result.error.message);
      state = result.value;
    }
    expect(checked).toBeGreaterThan(100);
    expect(gamePolicyContexts(rules, ['greedy', null, 'nobody'])).toHaveLength(4);
    expect(gamePolicyContexts(preset('minimal').rules, BOT_IDS)).toHaveLength(3);
  });
});

describe('forgetting the rule tables', () => {
  it("builds a rule set's roll model and score table afresh afterwards", () => {
    const rules = { scoring: { ...house.scoring, threePairs: 1150 }, keepJunk: false };
    const model = rollModel(rules);
    const table = scoreTable(rules.scoring);
    expect(rollModel(rules)).toBe(model);
    forgetRuleTables();
    expect(rollModel(rules)).not.toBe(model);
    expect(scoreTable(rules.scoring)).not.toBe(table);
    expect(rollModel(rules).expectedBest).toEqual(model.expectedBest);
  });
});
