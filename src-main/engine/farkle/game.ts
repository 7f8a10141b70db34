import {
  DICE_COUNT,
  type Die,
  type Face,
  type FarkleAction,
  type FarkleState,
  type GeneratorKind,
  type Rules,
  type SeatState,
  type TurnRecord,
  type TurnState,
} from '../../../src-shared/farkle';
import { fail, ok, type Result } from '../contract';
import { createRng, rollDice } from '../rng';
import { FACES, countOf, keyOf, type DiceKey } from './dice';
import { scoreTable } from './scoring';

export interface FarkleSetup {
  rules: Rules;
  seats: number;
  generator: GeneratorKind;
  seed: number;
  /** With the hmac-sha256 generator only. */
  playerSeed?: string;
}

export type { Result };

/** Why these rules and seats cannot make a game, or null. */
export function setupProblem(rules: Rules, seats: number): string | null {
  if (!Number.isInteger(seats) || seats < rules.minSeats || seats > rules.maxSeats) {
    const range =
      rules.minSeats === rules.maxSeats
        ? `exactly ${rules.minSeats} player${rules.minSeats === 1 ? '' : 's'}`
        : `${rules.minSeats} to ${rules.maxSeats} players`;
    return `these rules are for ${range}, not ${seats}`;
  }
  if (rules.target === null && rules.turnLimit === null && !rules.soloSingleTurn) {
    return 'the rules need a target score or a turn limit, or the game would never end';
  }
  const handicap = rules.handicap ?? 0;
  if (handicap > 0 && (seats !== 2 || rules.target === null || handicap >= rules.target)) {
    return 'a head start for the second player needs two seats and a target above it';
  }
  const starts = rules.headStarts;
  if (
    starts &&
    (starts.length !== seats ||
      handicap > 0 ||
      rules.target === null ||
      starts.some((points) => points >= rules.target!))
  ) {
    return 'head starts need one total per seat, each below the target';
  }
  return null;
}

function freshTurn(): TurnState {
  return {
    phase: 'start',
    dice: Array.from({ length: DICE_COUNT }, (): Die => ({ face: 0, aside: false })),
    turnTotal: 0,
    rolls: [],
    hotDice: false,
    hotDiceCount: 0,
  };
}

export function newGame(setup: FarkleSetup): FarkleState {
  const problem = setupProblem(setup.rules, setup.seats);
  if (problem) throw new RangeError(problem);
  return {
    version: 1,
    rules: setup.rules,
    rng: createRng(setup.generator, setup.seed, setup.playerSeed),
    // A fair start's head start counts as banked: those seats start on the board.
    seats: Array.from({ length: setup.seats }, (_, i) => {
      const total = setup.rules.headStarts?.[i] ?? (i === 1 ? (setup.rules.handicap ?? 0) : 0);
      return { total, onBoard: total > 0, farkleStreak: 0 };
    }),
    current: 0,
    turn: freshTurn(),
    turnsPlayed: 0,
    finalRound: null,
    winner: null,
    over: false,
    history: [],
  };
}

/** The faces still on the table (not set aside), in table order. */
export function liveFaces(dice: readonly Die[]): Face[] {
  return dice.filter((d) => !d.aside && d.face !== 0).map((d) => d.face as Face);
}

/** Table positions of the live dice that make up a keep (the first ones of each face). */
export function positionsOf(dice: readonly Die[], keep: DiceKey): number[] {
  const wanted = FACES.map((face) => countOf(keep, face));
  const positions: number[] = [];
  dice.forEach((die, i) => {
    if (die.aside || die.face === 0 || wanted[die.face - 1] === 0) return;
    wanted[die.face - 1]!--;
    positions.push(i);
  });
  return positions;
}

/** Table positions of the roll's dice that can score (none outside the choose phase). */
export function scoringPositions(state: FarkleState): number[] {
  if (state.over || state.turn.phase !== 'choose') return [];
  const { dice } = state.turn;
  const faces = scoreTable(state.rules.scoring).scoringFaces(keyOf(liveFaces(dice)));
  return dice.flatMap((die, i) => (!die.aside && faces.includes(die.face as Face) ? [i] : []));
}

/** How many dice the next roll throws. */
export function diceToRoll(turn: TurnState): number {
  const live = turn.dice.filter((d) => !d.aside).length;
  return live === 0 ? DICE_COUNT : live;
}

/** Checks a keep of the dice at these positions; gives its score if it is legal. */
export function checkKeep(state: FarkleState, positions: readonly number[]): Result<number> {
  if (state.over) return fail('game-over', 'the game is over');
  if (state.turn.phase !== 'choose') {
    return fail('wrong-phase', 'there is no roll to keep dice from: roll first');
  }
  if (positions.length === 0) return fail('bad-dice', 'choose at least one die to keep');
  if (new Set(positions).size !== positions.length) {
    return fail('bad-dice', 'each die can be kept only once');
  }
  const faces: Face[] = [];
  for (const position of positions) {
    const die = Number.isInteger(position) ? state.turn.dice[position] : undefined;
    if (!die || die.aside || die.face === 0) {
      return fail('not-in-roll', 'those dice are not in the roll');
    }
    faces.push(die.face);
  }
  const table = scoreTable(state.rules.scoring);
  const key = keyOf(faces);
  const score = table.keepScore(key, state.rules.keepJunk);
  if (score === 0) return fail('no-scoring-dice', 'keep at least one scoring die');
  if (score < 0) {
    const junk = table.breakdown(key).junk;
    const list = junk.join(', ');
    return fail(
      'junk-dice',
      `every die you keep must score, and ${list} ${junk.length === 1 ? 'scores' : 'score'} nothing here`,
    );
  }
  return ok(score);
}

/** Checks whether the current player may bank now. */
export function checkBank(state: FarkleState): Result<number> {
  const { turn, rules } = state;
  if (state.over) return fail('game-over', 'the game is over');
  if (turn.phase === 'start') return fail('wrong-phase', 'roll the dice first');
  if (turn.phase === 'choose') {
    return fail('wrong-phase', 'set aside at least one scoring die before you bank');
  }
  if (turn.hotDice && rules.hotDice === 'must') {
    return fail('hot-dice-must-roll', 'hot dice! these rules say you must roll all six again');
  }
  const seat = state.seats[state.current]!;
  if (!seat.onBoard && turn.turnTotal < rules.entryThreshold) {
    return fail(
      'entry-threshold',
      `you must reach ${rules.entryThreshold} in one turn to get on the board (you have ${turn.turnTotal})`,
    );
  }
  if (turn.turnTotal < rules.minBank) {
    return fail(
      'min-bank',
      `you need at least ${rules.minBank} to bank (you have ${turn.turnTotal})`,
    );
  }
  return ok(turn.turnTotal);
}

/** Checks whether the current player may roll now; gives the number of dice. */
export function checkRoll(state: FarkleState): Result<number> {
  if (state.over) return fail('game-over', 'the game is over');
  if (state.turn.phase === 'choose') {
    return fail('wrong-phase', 'set aside at least one scoring die before you roll again');
  }
  return ok(diceToRoll(state.turn));
}

/**
 * How a move extends the lists that grow with the game (the turn's rolls, the played turns):
 * into new arrays, so the state before stays as it was, or in place, when its owner gives it up.
 */
interface Growth {
  append<T>(list: T[], item: T): T[];
  replaceLast<T>(list: T[], item: T): T[];
}

const COPY: Growth = {
  append: (list, item) => [...list, item],
  replaceLast: (list, item) => [...list.slice(0, -1), item],
};

// A replay's states are passed on, not kept: copying these lists would cost the square of its length.
const IN_PLACE: Growth = {
  append: (list, item) => {
    list.push(item);
    return list;
  },
  replaceLast: (list, item) => {
    list[list.length - 1] = item;
    return list;
  },
};

/** Applies an action; `state` stays valid as it was. */
export function apply(state: FarkleState, action: FarkleAction): Result<FarkleState> {
  return applyWith(state, action, COPY);
}

/**
 * Applies an action in constant time, for a caller that gives `state` up: the new state may
 * share and extend its rolls and played turns, so only its counts (turnsPlayed) stay reliable.
 */
export function applyOwned(state: FarkleState, action: FarkleAction): Result<FarkleState> {
  return applyWith(state, action, IN_PLACE);
}

function applyWith(state: FarkleState, action: FarkleAction, grow: Growth): Result<FarkleState> {
  switch (action.type) {
    case 'roll':
      return roll(state, grow);
    case 'keep':
      return keep(state, action.dice, grow);
    case 'bank':
      return bank(state, grow);
  }
}

function roll(state: FarkleState, grow: Growth): Result<FarkleState> {
  const check = checkRoll(state);
  if (!check.ok) return check;
  const { turn } = state;
  const fresh = turn.dice.every((d) => d.aside) || turn.phase === 'start';
  const rolled = rollDice(state.rng, check.value);
  const faces = [...rolled.faces];
  const dice = turn.dice.map((d): Die =>
    fresh || !d.aside ? { face: faces.shift()!, aside: false } : d,
  );
  const next: FarkleState = {
    ...state,
    rng: rolled.rng,
    turn: {
      ...turn,
      phase: 'choose',
      dice,
      hotDice: false,
      rolls: grow.append(turn.rolls, { faces: rolled.faces, kept: [], score: 0 }),
    },
  };
  if (scoreTable(state.rules.scoring).isFarkle(keyOf(rolled.faces))) {
    return ok(endTurn(next, 'farkle', grow));
  }
  return ok(next);
}

function keep(state: FarkleState, positions: readonly number[], grow: Growth): Result<FarkleState> {
  const check = checkKeep(state, positions);
  if (!check.ok) return check;
  const { turn } = state;
  const dice = turn.dice.map((d, i): Die => (positions.includes(i) ? { ...d, aside: true } : d));
  const kept = positions.map((i) => turn.dice[i]!.face as Face).sort();
  const hotDice = dice.every((d) => d.aside);
  const lastRoll = turn.rolls[turn.rolls.length - 1]!;
  return ok({
    ...state,
    turn: {
      ...turn,
      phase: 'decide',
      dice,
      turnTotal: turn.turnTotal + check.value,
      rolls: grow.replaceLast(turn.rolls, { ...lastRoll, kept, score: check.value }),
      hotDice,
      hotDiceCount: turn.hotDiceCount + (hotDice ? 1 : 0),
    },
  });
}

function bank(state: FarkleState, grow: Growth): Result<FarkleState> {
  const check = checkBank(state);
  if (!check.ok) return check;
  return ok(endTurn(state, 'bank', grow));
}

function endTurn(state: FarkleState, outcome: 'bank' | 'farkle', grow: Growth): FarkleState {
  const { rules, turn, current } = state;
  const seat = state.seats[current]!;
  let updated: SeatState;
  let points: number;
  let penalty = false;
  if (outcome === 'bank') {
    points = turn.turnTotal;
    updated = { total: seat.total + points, onBoard: true, farkleStreak: 0 };
  } else {
    const streak = seat.farkleStreak + 1;
    penalty = rules.threeFarklePenalty > 0 && streak >= 3;
    points = penalty ? -rules.threeFarklePenalty : 0;
    updated = { ...seat, total: seat.total + points, farkleStreak: penalty ? 0 : streak };
  }
  const seats = state.seats.map((s, i) => (i === current ? updated : s));
  const record: TurnRecord = {
    seat: current,
    rolls: turn.rolls,
    dice: turn.dice,
    outcome,
    points,
    turnTotal: turn.turnTotal,
    hotDice: turn.hotDiceCount,
    penalty,
    finalRound: state.finalRound !== null,
    totalAfter: updated.total,
  };
  const ended: FarkleState = {
    ...state,
    seats,
    turn: freshTurn(),
    turnsPlayed: state.turnsPlayed + 1,
    history: grow.append(state.history, record),
  };
  return advance(ended);
}

/** Decides whether the game is over and, if not, whose turn is next. */
function advance(state: FarkleState): FarkleState {
  const { rules, seats, current } = state;
  const count = seats.length;
  if (rules.soloSingleTurn && count === 1) return { ...state, over: true };
  if (rules.turnLimit !== null && state.turnsPlayed >= rules.turnLimit * count) {
    return { ...state, over: true, winner: leader(seats, 0) };
  }
  if (state.finalRound) {
    const remaining = state.finalRound.remaining.filter((s) => s !== current);
    if (remaining.length === 0) {
      return {
        ...state,
        finalRound: { ...state.finalRound, remaining },
        over: true,
        winner: leader(seats, state.finalRound.trigger),
      };
    }
    return { ...state, finalRound: { ...state.finalRound, remaining }, current: remaining[0]! };
  }
  if (rules.target !== null && seats[current]!.total >= rules.target) {
    if (!rules.finalRound || count === 1) return { ...state, over: true, winner: current };
    const remaining = Array.from({ length: count - 1 }, (_, i) => (current + 1 + i) % count);
    return { ...state, finalRound: { trigger: current, remaining }, current: remaining[0]! };
  }
  return { ...state, current: (current + 1) % count };
}

/** The seat with the highest total; ties go to `first`, then to seats in turn order after it. */
function leader(seats: readonly SeatState[], first: number): number {
  let best = first;
  for (let i = 1; i < seats.length; i++) {
    const seat = (first + i) % seats.length;
    if (seats[seat]!.total > seats[best]!.total) best = seat;
  }
  return best;
}
