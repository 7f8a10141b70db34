import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  Die,
  EngineErrorCode,
  FarkleAction,
  FarkleState,
  GeneratorKind,
  PresetId,
  Rules,
  TurnRecord,
} from '../../../src-shared/farkle';
import { keyOf } from './dice';
import { apply, checkBank, checkKeep, checkRoll, newGame } from './game';
import { PRESETS } from './presets';
import { farkleReplay } from '../replays.testkit';
import { readReplay, runReplay, writeReplay, type FarkleReplay } from './replay';
import { scoreTable } from './scoring';

const ERROR_CODES: EngineErrorCode[] = [
  'game-over',
  'wrong-phase',
  'bad-dice',
  'not-in-roll',
  'no-scoring-dice',
  'junk-dice',
  'entry-threshold',
  'min-bank',
  'hot-dice-must-roll',
];

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

type Step =
  | { kind: 'legal'; pick: number }
  | { kind: 'keep'; dice: number[] }
  | { kind: 'bank' }
  | { kind: 'roll' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('keep' as const),
      dice: fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 7 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'bank' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'roll' as const }) },
);

interface Game {
  preset: PresetId;
  rules: Rules;
  seats: number;
  generator: GeneratorKind;
  seed: number;
  steps: Step[];
}

const gameArb: fc.Arbitrary<Game> = fc
  .record({
    presetIndex: fc.nat({ max: PRESETS.length - 1 }),
    seatPick: fc.nat(),
    generator: fc.constantFrom<GeneratorKind>('ece209', 'xoroshiro128plus', 'java'),
    seed: fc.integer({ min: 1, max: 0xffff_ffff }),
    // Small targets and turn limits so that games also reach their end.
    target: fc.option(
      fc.integer({ min: 1, max: 40 }).map((n) => n * 50),
      { nil: null },
    ),
    turnLimit: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    penalty: fc.constantFrom(0, 0, 500, 1000),
    minBank: fc.constantFrom(0, 0, 0, 200),
    steps: fc.array(stepArb, { minLength: 1, maxLength: 200, size: 'max' }),
  })
  .map(({ presetIndex, seatPick, generator, seed, target, turnLimit, penalty, minBank, steps }) => {
    const base = PRESETS[presetIndex]!.rules;
    const rules: Rules = {
      ...base,
      target: base.target !== null && target !== null ? target : base.target,
      turnLimit: base.turnLimit !== null && turnLimit !== null ? turnLimit : base.turnLimit,
      threeFarklePenalty: penalty,
      minBank,
    };
    const seats = rules.minSeats + (seatPick % (rules.maxSeats - rules.minSeats + 1));
    return { preset: PRESETS[presetIndex]!.id, rules, seats, generator, seed, steps };
  });

/** The legal actions in a state, found with the engine's own checks. */
function legalActions(state: FarkleState): FarkleAction[] {
  const actions: FarkleAction[] = [];
  if (checkRoll(state).ok) actions.push({ type: 'roll' });
  if (checkBank(state).ok) actions.push({ type: 'bank' });
  const live = state.turn.dice.flatMap((d, i) => (!d.aside && d.face !== 0 ? [i] : []));
  if (state.turn.phase === 'choose') {
    for (let mask = 1; mask < 1 << live.length; mask++) {
      const dice = live.filter((_, i) => mask & (1 << i));
      if (checkKeep(state, dice).ok) actions.push({ type: 'keep', dice });
    }
  }
  return actions;
}

function actionFor(state: FarkleState, step: Step): FarkleAction {
  switch (step.kind) {
    case 'legal': {
      const legal = legalActions(state);
      return legal[step.pick % legal.length] ?? { type: 'roll' };
    }
    case 'keep':
      return { type: 'keep', dice: step.dice };
    case 'bank':
      return { type: 'bank' };
    case 'roll':
      return { type: 'roll' };
  }
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** A cheap assertion for checks that run on every step (expect() is slow in hot loops). */
function ensure(condition: boolean, what: string, state: unknown): void {
  if (!condition) throw new Error(`${what}\n${JSON.stringify(state)}`);
}

function isSubMultiset(small: readonly number[], big: readonly number[]): boolean {
  const rest = [...big];
  for (const f of small) {
    const at = rest.indexOf(f);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return true;
}

function diceOk(dice: readonly Die[]): boolean {
  return (
    dice.length === 6 &&
    dice.every(
      (d) => Number.isInteger(d.face) && d.face >= 0 && d.face <= 6 && (!d.aside || d.face !== 0),
    )
  );
}

/** Invariants of a turn record, checked once when it is added. */
function checkRecord(state: FarkleState, record: TurnRecord): void {
  const { rules } = state;
  const table = scoreTable(rules.scoring);
  ensure(diceOk(record.dice), 'a turn record holds six dice', record);
  ensure(record.turnTotal === sum(record.rolls.map((r) => r.score)), 'record turn total', record);
  for (const roll of record.rolls) {
    ensure(isSubMultiset(roll.kept, roll.faces), 'kept dice come from the roll', record);
  }
  const last = record.rolls[record.rolls.length - 1]!;
  if (record.outcome === 'bank') {
    ensure(record.points === record.turnTotal && !record.penalty, 'a bank adds its total', record);
  } else {
    ensure(last.kept.length === 0 && last.score === 0, 'a farkle keeps nothing', record);
    ensure(table.isFarkle(keyOf(last.faces)), 'a farkle roll scores nothing', record);
    const points = record.penalty ? -rules.threeFarklePenalty : 0;
    ensure(record.points === points, 'a farkle adds nothing but the penalty', record);
  }
  for (const roll of record.rolls.slice(0, record.outcome === 'farkle' ? -1 : undefined)) {
    const score = table.keepScore(keyOf(roll.kept), rules.keepJunk);
    ensure(
      roll.score > 0 && roll.score === score,
      'each keep scores what its dice are worth',
      record,
    );
  }
}

/** Invariants of every state the engine hands out. */
function checkState(state: FarkleState): void {
  const { turn, rules } = state;
  ensure(diceOk(turn.dice), 'always exactly six dice', state);
  ensure(turn.turnTotal === sum(turn.rolls.map((r) => r.score)), 'turn total = roll scores', state);
  ensure(state.turnsPlayed === state.history.length, 'turns played = history', state);
  state.seats.forEach((seat, i) => {
    const mine = state.history.filter((t) => t.seat === i);
    ensure(seat.total === sum(mine.map((t) => t.points)), 'total = sum of turn points', state);
    const last = mine[mine.length - 1];
    ensure(!last || last.totalAfter === seat.total, 'the last turn record has the total', state);
    ensure(rules.threeFarklePenalty > 0 || seat.total >= 0, 'totals are never negative', state);
  });
  if (turn.phase === 'start') {
    const fresh = turn.rolls.length === 0 && turn.dice.every((d) => d.face === 0 && !d.aside);
    ensure(fresh, 'a turn starts with no dice rolled', state);
  }
  if (turn.phase === 'choose') {
    const last = turn.rolls[turn.rolls.length - 1]!;
    const live = turn.dice.filter((d) => !d.aside).map((d) => d.face);
    ensure(last.kept.length === 0, 'nothing is kept yet', state);
    ensure(live.join('') === last.faces.join(''), 'the roll is on the table in order', state);
  }
  if (turn.phase === 'decide') {
    ensure(turn.hotDice === turn.dice.every((d) => d.aside), 'hot dice = all set aside', state);
  }
  if (state.over) {
    const noWinner = rules.soloSingleTurn && state.seats.length === 1;
    ensure((state.winner === null) === noWinner, 'a finished game has a winner', state);
  }
}

/** Set-aside dice keep their faces until the turn ends or hot dice brings all six back. */
function checkAsideKept(before: FarkleState, after: FarkleState, action: FarkleAction): void {
  const hotRoll = action.type === 'roll' && before.turn.dice.every((d) => d.aside);
  if (hotRoll) return;
  const ended = after.history.length > before.history.length;
  const dice = ended ? after.history[after.history.length - 1]!.dice : after.turn.dice;
  before.turn.dice.forEach((die, i) => {
    const now = dice[i]!;
    ensure(!die.aside || (now.aside && now.face === die.face), 'set-aside dice stay put', after);
  });
}

/** Plays a game step by step, checking every state; notes what happened in `seen`. */
function play(
  game: Game,
  seen = new Set<string>(),
): { state: FarkleState; actions: FarkleAction[] } {
  let state = deepFreeze(
    newGame({ rules: game.rules, seats: game.seats, generator: game.generator, seed: game.seed }),
  );
  checkState(state);
  const actions: FarkleAction[] = [];
  for (const step of game.steps) {
    const action = actionFor(state, step);
    const before = JSON.stringify(state);
    // The state is deep-frozen, so any write to it throws; the comparison catches the rest.
    const result = apply(state, action);
    ensure(JSON.stringify(state) === before, 'apply leaves its input alone', action);
    if (!result.ok) {
      ensure(ERROR_CODES.includes(result.error.code), 'a known error code', result);
      seen.add(`error ${result.error.code}`);
      ensure(result.error.message.length > 0, 'an error message', result);
      if (state.over) ensure(result.error.code === 'game-over', 'the game is over', result);
      // An action the engine's own checks allow must be accepted.
      else ensure(step.kind !== 'legal', 'a legal action is accepted', { action, result });
      continue;
    }
    ensure(!state.over, 'nothing is legal after the game', action);
    const next = deepFreeze(result.value);
    checkState(next);
    if (next.history.length > state.history.length) {
      ensure(next.history.length === state.history.length + 1, 'one turn at a time', next);
      const record = next.history[next.history.length - 1]!;
      checkRecord(next, record);
      seen.add(record.outcome);
      if (record.penalty) seen.add('penalty');
      if (record.hotDice > 0) seen.add('hot dice');
      if (record.finalRound) seen.add('final round');
      if (next.over) seen.add(next.winner === null ? 'over without a winner' : 'over');
    }
    checkAsideKept(state, next, action);
    actions.push(action);
    state = next;
  }
  return { state, actions };
}

function replayOf(game: Game, actions: FarkleAction[]): FarkleReplay {
  return farkleReplay({
    preset: game.preset,
    rules: game.rules,
    generator: game.generator,
    seed: game.seed,
    seats: Array.from({ length: game.seats }, (_, i) => ({
      name: `Player ${i + 1}`,
      bot: i === 0 ? null : 'cautious',
    })),
    actions,
  });
}

describe('random games', () => {
  it('keep the invariants, and their replays reproduce them', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const { state, actions } = play(game);
        const replay = replayOf(game, actions);
        const run = runReplay(replay);
        expect(run).toEqual({ ok: true, state });
        const text = writeReplay(replay);
        const read = readReplay(text);
        expect(read).toEqual({ ok: true, replay });
        if (read.ok) expect(runReplay(read.replay)).toEqual({ ok: true, state });
      }),
      { numRuns: 600 },
    );
  });

  it('exercise every rule and every error', () => {
    // Not a property of the engine but of the generator above: make sure it reaches everything.
    const seen = new Set<string>();
    fc.assert(
      fc.property(gameArb, (game) => {
        play(game, seen);
      }),
      { numRuns: 150, seed: 20_240_601 },
    );
    const expected = [
      'bank',
      'farkle',
      'penalty',
      'hot dice',
      'final round',
      'over',
      'over without a winner',
      ...ERROR_CODES.map((code) => `error ${code}`),
    ];
    expect([...seen].sort()).toEqual(expected.sort());
  });
});

describe('unchanged inputs', () => {
  it('apply never changes the state it is given, legal or not', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        let state = newGame({
          rules: game.rules,
          seats: game.seats,
          generator: game.generator,
          seed: game.seed,
        });
        for (const step of game.steps.slice(0, 40)) {
          const copy = structuredClone(state);
          const result = apply(state, actionFor(state, step));
          expect(state).toEqual(copy);
          if (result.ok) state = result.value;
        }
      }),
      { numRuns: 50 },
    );
  });
});
