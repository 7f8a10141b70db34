import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeneratorKind } from '../../../src-shared/farkle';
import {
  ROLLDICE,
  type DieValue,
  type RollDiceAction,
  type RollDiceError,
  type RollDiceReplay,
  type RollDiceState,
} from '../../../src-shared/rolldice';
import { createRng, drawInt, ece209Step, rollDice } from '../rng';
import type { Result } from '../contract';
import { ENGINE_VERSION } from '../replay-file';
import { apply, diceSum, newGame, roundScore } from './game';
import { readReplay, runReplay, writeReplay } from './replay';

function must(result: Result<RollDiceState, RollDiceError>): RollDiceState {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function errorCode(result: Result<RollDiceState, RollDiceError>): string | null {
  return result.ok ? null : result.error.code;
}

/** The face the next roll of `state` will show. */
function nextFace(state: RollDiceState): number {
  return rollDice(state.rng, 1).faces[0]!;
}

const start = (seed = 7): RollDiceState => newGame({ generator: 'xoroshiro128plus', seed });

describe('round score', () => {
  it('is |sum - target| x turn off target', () => {
    expect(roundScore(10, 12, 2)).toBe(4);
    expect(roundScore(15, 12, 3)).toBe(9);
    expect(roundScore(4, 23, 1)).toBe(19);
  });

  it('is 0.8 x turn truncated on target', () => {
    const table = [
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 4],
      [6, 4],
      [7, 5],
      [10, 8],
      [15, 12],
      [100, 80],
    ];
    for (const [turn, score] of table) expect(roundScore(17, 17, turn!)).toBe(score);
  });

  it('is what a roll leaves, plus the earlier total', () => {
    const base = { ...start(), round: 2, earlier: 9, total: 9 };
    const face = nextFace(base);
    const offBy3 = must(apply({ ...base, target: face + 3 }, { type: 'roll', die: 4 }));
    expect(offBy3.dice).toEqual([0, 0, 0, face, 0]);
    expect(offBy3).toMatchObject({ turn: 1, roundScore: 3, total: 12 });
    const exact = must(apply({ ...base, target: face }, { type: 'roll', die: 1 }));
    expect(exact).toMatchObject({ turn: 1, roundScore: 0, total: 9 });
  });

  it('hits the target on a fifth roll for floor(0.8 x 5) = 4', () => {
    const dice: DieValue[] = [6, 6, 2, 1, 0];
    const base = { ...start(3), dice, turn: 4, earlier: 5, roundScore: 8, total: 13 };
    const fifth = must(apply({ ...base, target: 15 + nextFace(base) }, { type: 'roll', die: 5 }));
    expect(fifth).toMatchObject({ turn: 5, roundScore: 4, total: 9 });
  });
});

describe('rounds and the new-target penalty', () => {
  it.each(['xoroshiro128plus', 'java', 'ece209'] as const)(
    'never picks the target it replaces (%s)',
    (generator) => {
      for (let seed = 1; seed <= 300; seed++) {
        let state = newGame({ generator, seed });
        for (let i = 0; i < 20; i++) {
          const next = must(apply(state, { type: 'retarget' }));
          expect(next.target).not.toBe(state.target);
          state = next;
        }
      }
    },
  );

  it('adds 2 for each new target, as often as wanted, before the first roll', () => {
    const first = start();
    const once = must(apply(first, { type: 'retarget' }));
    const twice = must(apply(once, { type: 'retarget' }));
    expect(once).toMatchObject({ earlier: 2, total: 2, rejected: [first.target], turn: 0 });
    expect(twice).toMatchObject({ earlier: 4, total: 4, rejected: [first.target, once.target] });
    const rolled = must(apply(twice, { type: 'roll', die: 2 }));
    expect(rolled.total).toBe(4 + rolled.roundScore);
    const stopped = must(apply(rolled, { type: 'stop' }));
    expect(stopped.rounds[0]).toMatchObject({ rejected: [first.target, once.target], turns: 1 });
    expect(stopped).toMatchObject({ round: 2, earlier: rolled.total, rejected: [], turn: 0 });
  });

  it('starts the next round with fresh dice and a drawn target', () => {
    const rolled = must(apply(start(11), { type: 'roll', die: 3 }));
    const next = must(apply(rolled, { type: 'stop' }));
    expect(next).toMatchObject({ round: 2, dice: [0, 0, 0, 0, 0], turn: 0, roundScore: 0 });
    expect(next.total).toBe(rolled.total);
    expect(next.target).toBe(drawInt(rolled.rng, 5, 30).value);
  });

  it('wins below 20 and loses at 20 or more after the third round', () => {
    const last = { ...start(), round: 3, turn: 1, dice: [3, 0, 0, 0, 0] as DieValue[] };
    const won = must(apply({ ...last, earlier: 17, roundScore: 2, total: 19 }, { type: 'stop' }));
    const lost = must(apply({ ...last, earlier: 18, roundScore: 2, total: 20 }, { type: 'stop' }));
    expect(won).toMatchObject({ over: true, won: true, total: 19, round: 3 });
    expect(lost).toMatchObject({ over: true, won: false, total: 20 });
  });

  it('starts over on a new game at any time, the generator carrying on', () => {
    const midway = must(apply(must(apply(start(), { type: 'roll', die: 1 })), { type: 'stop' }));
    const fresh = must(apply(midway, { type: 'new-game' }));
    expect(fresh).toMatchObject({ round: 1, total: 0, earlier: 0, rounds: [], over: false });
    expect(fresh.target).toBe(drawInt(midway.rng, 5, 30).value);
  });
});

describe('errors', () => {
  it('refuses dice that do not exist', () => {
    for (const die of [0, 6, -1, 2.5, Number.NaN]) {
      const result = apply(start(), { type: 'roll', die });
      expect(errorCode(result)).toBe('bad-die');
    }
    const result = apply(start(), { type: 'roll', die: 6 });
    expect(result.ok ? '' : result.error.message).toBe(
      'there is no die 6: choose a die from 1 to 5',
    );
  });

  it('refuses a stop before the first roll and a new target after it', () => {
    expect(errorCode(apply(start(), { type: 'stop' }))).toBe('no-roll-yet');
    const rolled = must(apply(start(), { type: 'roll', die: 1 }));
    expect(errorCode(apply(rolled, { type: 'retarget' }))).toBe('already-rolled');
  });

  it('refuses moves once the game is over, but not a new game', () => {
    const over: RollDiceState = { ...start(), round: 3, turn: 1, over: true, won: true };
    for (const action of [
      { type: 'roll', die: 1 },
      { type: 'stop' },
      { type: 'retarget' },
    ] as const) {
      expect(errorCode(apply(over, action))).toBe('game-over');
    }
    expect(apply(over, { type: 'new-game' }).ok).toBe(true);
  });

  it('never changes the state it is given', () => {
    const state = start();
    const copy = structuredClone(state);
    apply(state, { type: 'roll', die: 2 });
    apply(state, { type: 'retarget' });
    expect(state).toEqual(copy);
  });
});

describe('targets', () => {
  it('are uniform from 5 to 30 with the default generator', () => {
    const counts = new Map<number, number>();
    let rng = createRng('xoroshiro128plus', 5);
    for (let i = 0; i < 26_000; i++) {
      const drawn = drawInt(rng, 5, 30);
      counts.set(drawn.value, (counts.get(drawn.value) ?? 0) + 1);
      rng = drawn.rng;
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 26 }, (_, i) => i + 5),
    );
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('come from getRandom-style modulo with the ECE 209 generator', () => {
    const state = newGame({ generator: 'ece209', seed: 333 });
    expect(state.target).toBe(5 + (ece209Step(333) % 26));
    expect(state.rng).toEqual({ kind: 'ece209', state: ece209Step(333) });
  });
});

const actionArb: fc.Arbitrary<RollDiceAction> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.integer({ min: 0, max: 6 }).map((die) => ({ type: 'roll', die }) as const),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'stop' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'retarget' } as const) },
  { weight: 1, arbitrary: fc.constant({ type: 'new-game' } as const) },
);

function checkInvariants(state: RollDiceState): void {
  expect(Number.isInteger(state.target)).toBe(true);
  expect(state.target).toBeGreaterThanOrEqual(ROLLDICE.targetMin);
  expect(state.target).toBeLessThanOrEqual(ROLLDICE.targetMax);
  expect(state.dice).toHaveLength(ROLLDICE.dice);
  for (const value of state.dice) expect(value >= 0 && value <= 6).toBe(true);
  expect(state.dice.filter((v) => v !== 0).length).toBeLessThanOrEqual(state.turn);
  expect(state.roundScore).toBe(
    state.turn === 0 ? 0 : roundScore(diceSum(state.dice), state.target, state.turn),
  );
  expect(state.total).toBe(state.earlier + state.roundScore);
  // Once over, the last round stays on the table: its rejected targets are in `rounds` too.
  const open = state.over ? 0 : state.rejected.length;
  const rejected = state.rounds.reduce((n, r) => n + r.rejected.length, open);
  const scores = state.rounds.reduce((n, r) => n + r.score, 0);
  const current = state.over ? state.roundScore : 0;
  expect(state.earlier + current).toBe(scores + ROLLDICE.retargetPenalty * rejected);
  expect(state.rounds).toHaveLength(state.over ? ROLLDICE.rounds : state.round - 1);
  expect(state.won).toBe(state.over ? state.total < ROLLDICE.winBelow : null);
}

describe('any sequence of moves', () => {
  it('keeps the invariants, and its log replays to the same game', () => {
    const generatorArb = fc.constantFrom<GeneratorKind>('xoroshiro128plus', 'ece209', 'java');
    fc.assert(
      fc.property(
        generatorArb,
        fc.integer({ min: 1, max: 0xffff_ffff }),
        fc.array(actionArb, { maxLength: 120 }),
        (generator, seed, actions) => {
          let state = newGame({ generator, seed });
          const log: RollDiceAction[] = [];
          for (const action of actions) {
            const result = apply(state, action);
            if (!result.ok) continue;
            state = result.value;
            log.push(action);
            checkInvariants(state);
          }
          const replay: RollDiceReplay = {
            format: 'hotdice-replay',
            version: 1,
            engineVersion: ENGINE_VERSION,
            game: 'rolldice',
            generator,
            seed,
            player: { name: 'Ada', bot: null },
            actions: log,
          };
          const read = readReplay(writeReplay(replay));
          expect(read).toEqual({ ok: true, replay });
          expect(runReplay(replay)).toEqual({ ok: true, state });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('replays', () => {
  const replay: RollDiceReplay = {
    format: 'hotdice-replay',
    version: 1,
    game: 'rolldice',
    generator: 'xoroshiro128plus',
    seed: 42,
    player: { name: 'Ada', bot: null },
    actions: [{ type: 'roll', die: 1 }, { type: 'stop' }],
  };

  it('stop at the first illegal action and say which', () => {
    const result = runReplay({ ...replay, actions: [{ type: 'stop' }] });
    expect(result).toEqual({
      ok: false,
      error: 'action 1: roll at least one die before you stop the round',
      actionIndex: 0,
    });
  });

  it('refuse a seed the generator cannot use', () => {
    const result = runReplay({ ...replay, generator: 'ece209', seed: 0 });
    expect(result.ok ? null : result.actionIndex).toBeNull();
  });

  it('are read without ever throwing', () => {
    const bad = [
      'not json',
      '[]',
      JSON.stringify({ ...replay, game: 'farkle' }),
      JSON.stringify({ ...replay, version: 2 }),
      JSON.stringify({ ...replay, actions: [{ type: 'roll', die: 6 }] }),
      JSON.stringify({ ...replay, actions: [{ type: 'roll' }] }),
      JSON.stringify({ ...replay, extra: true }),
    ];
    for (const text of bad) {
      const result = readReplay(text);
      expect(result.ok).toBe(false);
      expect(result.ok ? '' : result.error).toMatch(
        /^this is not a (replay file|valid Roll-Dice-Roll replay)/,
      );
    }
    expect(readReplay(writeReplay(replay))).toEqual({ ok: true, replay });
  });
});

describe('games of engine version 1', () => {
  /** A seed whose first new target repeats the old one under version 1's rules. */
  function repeatingSeed(): number {
    for (let seed = 1; ; seed++) {
      const state = newGame({ generator: 'xoroshiro128plus', seed, engineVersion: 1 });
      if (must(apply(state, { type: 'retarget' })).target === state.target) return seed;
    }
  }

  it('replay by their own rules: a new target could repeat the old', () => {
    const seed = repeatingSeed();
    const old = newGame({ generator: 'xoroshiro128plus', seed, engineVersion: 1 });
    const now = newGame({ generator: 'xoroshiro128plus', seed });
    expect(now.target).toBe(old.target);
    expect(must(apply(old, { type: 'retarget' })).target).toBe(old.target);
    expect(must(apply(now, { type: 'retarget' })).target).not.toBe(now.target);
  });
});
