import type { ApiErrorCode } from '../../src-shared/api';
import type { FarkleAction, FarkleState } from '../../src-shared/farkle';
import type { AnyReplay, GameKind } from '../../src-shared/games';
import { EXPERT_ID, GAMES, runGameReplay, type FarkleReplay } from '../engine';
import { unpack } from '../db/game-store-pack';
import type { CoachFacts, StoredGame, StoredMove } from '../db/game-store';
import { ServiceError } from '../errors';
import { FARKLE_TABLE, oddsAtHand } from './farkle';
import { serviceOf } from './registry';
import { WinCostQueue } from './win-costs';
import { expertSeatProblem, type WinOddsSource } from './winchance';

/**
 * A checked game as the import holds it until saved: its moves packed in one string of their
 * codes (as the store packs a finished game's), so a file's million moves take a few MB rather
 * than hundreds as objects. Each game is unpacked on its own when it is replayed and stored.
 * Plain data: a helper thread is handed games as they are.
 */
export interface HeldGame extends Omit<StoredGame, 'replay'> {
  replay: Omit<AnyReplay, 'actions'>;
  kind: GameKind;
  moves: number;
  codes: string;
}

export function held({ replay, ...game }: StoredGame): HeldGame {
  const { actions, ...setup } = replay;
  const registered = GAMES[replay.game];
  const codes = actions.map((action) => registered.encodeAction(action as never)).join('');
  return { ...game, replay: setup, kind: replay.game, moves: actions.length, codes };
}

export function unheld({ replay, kind, moves, codes, ...game }: HeldGame): StoredGame {
  const actions = unpack(codes).map((code) => GAMES[kind].decodeAction(code));
  if (actions.length !== moves) throw new Error(`game ${game.id}: its moves did not pack`);
  return { ...game, replay: { ...replay, actions } as AnyReplay };
}

/** Refuses the whole file; nothing of it is stored. `worded` reasons end with their advice. */
export function refuse(reason: string, worded = false): never {
  throw new ServiceError(
    'bad-request',
    worded
      ? `This file cannot be imported. ${reason}. Nothing was imported.`
      : `This file cannot be imported: ${reason}. Nothing was imported.`,
  );
}

/** Each move's coach figures in three numbers (NaN for none): compact for a file's million moves. */
export class CoachFigures {
  /** The numbers themselves, which a helper thread hands over without a copy. */
  readonly values: Float64Array<ArrayBuffer>;

  constructor(moves: number, values = new Float64Array(moves * 3)) {
    if (values.length !== moves * 3) throw new RangeError('coach figures of another game');
    this.values = values;
  }

  set(index: number, { cost, turnExpected, winCost = null }: CoachFacts): void {
    this.values.set([cost ?? NaN, turnExpected, winCost ?? NaN], index * 3);
  }

  /** Where move `index`'s win cost is kept in `values`. */
  winCostAt(index: number): number {
    return index * 3 + 2;
  }

  get(index: number): CoachFacts {
    const [cost, turnExpected, winCost] = this.values.subarray(index * 3, index * 3 + 3);
    const given = (value: number) => (Number.isNaN(value) ? null : value);
    return { cost: given(cost!), turnExpected: turnExpected!, winCost: given(winCost!) };
  }
}

/**
 * Refuses a game that does not replay, or seats the Expert where play would not; answers the
 * coach's figures for a Farkle game's moves (null for other games), worked out before anything
 * is stored. Their win costs are asked of `costs`, and written when it answers.
 */
function check(game: StoredGame, winOdds: WinOddsSource, costs: WinCostQueue): CoachFigures | null {
  const { replay } = game;
  const { def } = serviceOf(replay.game).table;
  if (replay.game === 'farkle' && replay.seats.some((seat) => seat.bot === EXPERT_ID)) {
    const problem = expertSeatProblem(replay.rules, replay.seats.length);
    if (problem) refuse(`game ${game.id}: ${problem}`);
  }
  const figures = replay.game === 'farkle' ? new CoachFigures(replay.actions.length) : null;
  const weigh = replay.game === 'farkle' ? coachOf(replay, winOdds, figures!, costs) : null;
  const played = runGameReplay(def, replay, weigh ?? undefined);
  if (!played.ok) refuse(`game ${game.id}: ${played.error}`);
  return figures;
}

/**
 * Weighs a Farkle game's moves into `figures` as play does (coachedMove): the win costs, when
 * the odds are at hand, are asked of `costs`.
 */
function coachOf(
  replay: FarkleReplay,
  winOdds: WinOddsSource,
  figures: CoachFigures,
  costs: WinCostQueue,
): (before: unknown, action: unknown, after: unknown) => void {
  // Looked up once per game: the rules and seats do not change within it.
  const odds = oddsAtHand(winOdds, FARKLE_TABLE.def.newGame(FARKLE_TABLE.def.setupOf(replay)));
  let index = 0;
  return (before, action, after) => {
    const state = before as FarkleState;
    const move = FARKLE_TABLE.move(state, action as FarkleAction, after as FarkleState);
    figures.set(index, (move as Extract<StoredMove, { game: 'farkle' }>).coach);
    if (odds && !state.over) {
      costs.ask(odds, state, action as FarkleAction, figures.values, figures.winCostAt(index));
    }
    index++;
  };
}

/** A refusal of one game, with its place among the games checked, so the first one is told. */
export interface GameRefusal {
  index: number;
  code: ApiErrorCode;
  message: string;
}

/** What checking some games came to: the figures of those before the first refusal, if any. */
export interface Checked {
  figures: Array<CoachFigures | null>;
  refusal: GameRefusal | null;
}

/** Progress is told every this many games checked. */
export const CHECK_PROGRESS_EVERY = 25;
/** A thread checking games collects what they left behind every this many. */
const SETTLE_EVERY = 250;

/** Games checked in a row, handed over as soon as their figures (win costs included) are known. */
export interface CheckedSome {
  /** Every this many games, their win costs are answered and their figures handed over. */
  every: number;
  hand: (figures: Array<CoachFigures | null>) => void;
}

/**
 * Checks games in order until one is refused, telling how many are done as it goes; `settle`
 * lets a worker collect what the games checked so far left behind, as reading the file does.
 * Pauses after each progress told. The win costs are answered at the end, or with `some`, every
 * so many games, handing those over (the more games between answers, the more of their turns
 * share a solve).
 */
function* checking(
  games: readonly HeldGame[],
  winOdds: WinOddsSource,
  progress: (done: number) => void,
  settle?: () => void,
  some?: CheckedSome,
): Generator<void, Checked> {
  const figures: Array<CoachFigures | null> = [];
  const costs = new WinCostQueue();
  let handed = 0;
  const handOver = () => {
    costs.answer();
    some?.hand(figures.slice(handed));
    handed = figures.length;
  };
  let refusal: GameRefusal | null = null;
  for (const [index, game] of games.entries()) {
    try {
      figures.push(check(unheld(game), winOdds, costs));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      refusal = { index, code: error.code, message: error.message };
      break;
    }
    if ((index + 1) % SETTLE_EVERY === 0) settle?.();
    if (some && (index + 1) % some.every === 0) handOver();
    if ((index + 1) % CHECK_PROGRESS_EVERY === 0 && index + 1 < games.length) {
      progress(index + 1);
      yield;
    }
  }
  handOver();
  if (!refusal) progress(games.length);
  return { figures, refusal };
}

/** Checks games as `checking` does, without a pause. */
export function checkGames(...args: Parameters<typeof checking>): Checked {
  const run = checking(...args);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/**
 * Checks games on another thread, as checkGames does here; `hand` takes the figures of the games
 * checked so far in order, as the thread goes (all of them are in the answer too).
 */
export type CheckElsewhere = (
  games: HeldGame[],
  progress: (done: number) => void,
  hand: (figures: Array<CoachFigures | null>) => void,
) => Promise<Checked>;

/** Below this many moves to check, a helper thread would take longer to start than it saves. */
export const HELPER_MIN_MOVES = 10_000;

/**
 * The share of the moves a helper checks: the last games of the file. This thread checks the
 * first ones, then saves them (`checked`) and the helper's as it hands them over: saving takes
 * about half as long as checking, so this evens out the two threads' work.
 */
const HELPER_SHARE = 0.75;

/** How checkAll finds what it needs: the tables, the history's games, a helper, progress. */
export interface CheckAllOptions {
  winOdds: WinOddsSource;
  /** Whether the history keeps this game already (it is then not checked); may refuse it. */
  isKept: (game: HeldGame) => boolean;
  /** A helper thread, if there is one, and the moves to check from which it is used. */
  elsewhere?: CheckElsewhere;
  helperFrom?: number;
  /**
   * Called while the helper checks, each time more games in a row from the file's start are
   * checked and none was refused: their figures (by index in the file, up to `upTo`), which may
   * be saved meanwhile. Each call waits for the one before; checkAll answers after the last.
   */
  checked?: (
    figures: ReadonlyArray<CoachFigures | null | undefined>,
    upTo: number,
  ) => Promise<void>;
  /** Games done so far, the history's own included. */
  progress: (done: number) => void;
  /** Lets a worker collect what the games checked so far left behind. */
  settle?: () => void;
}

/**
 * Checks a file's games, answering each one's coach figures (undefined for a game the history
 * keeps already). With a helper and enough to check, the helper takes the games that make the
 * last HELPER_SHARE of the moves and this thread the first ones, so both cores check. Whichever
 * thread finds a problem, the first in the file's order is the one refused, as checking in order
 * would.
 */
export async function checkAll(
  games: readonly HeldGame[],
  options: CheckAllOptions,
): Promise<Array<CoachFigures | null | undefined>> {
  const { winOdds, isKept, elsewhere, progress, settle } = options;
  const refusals: Array<{ index: number; error: ServiceError }> = [];
  const kept: boolean[] = [];
  for (const game of games) {
    try {
      kept.push(isKept(game));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      // The games after it are not looked at: it is refused unless one before it is.
      refusals.push({ index: kept.length, error });
      break;
    }
  }
  // What reading the file left is collected before a helper starts beside it.
  settle?.();
  const todo = kept.flatMap((isIn, index) => (isIn ? [] : [index]));
  const moves = todo.reduce((sum, index) => sum + games[index]!.moves, 0);
  let split = todo.length;
  if (elsewhere && moves >= (options.helperFrom ?? HELPER_MIN_MOVES)) {
    split = 0;
    for (let first = 0; first < moves * (1 - HELPER_SHARE); split++) {
      first += games[todo[split]!]!.moves;
    }
  }
  const here = todo.slice(0, split);
  const away = todo.slice(split);
  const before = kept.length - todo.length;
  const done = { away: 0, here: 0 };
  const tell = () => progress(before + done.away + done.here);
  const share = away.map((index) => games[index]!);
  const countAway = (count: number) => {
    // Progress only goes forward, also when the share starts again here.
    done.away = Math.max(done.away, count);
    tell();
  };
  const figures = new Array<CoachFigures | null | undefined>(games.length);
  // The games checked in a row from the start are offered to `checked`, one offer at a time.
  let nearDone = false;
  let handed = 0;
  let offers = Promise.resolve();
  // An object, so that the checks below see what the offers' callbacks set.
  const offered: { refusal: Error | null } = { refusal: null };
  const offer = () => {
    if (!options.checked || !nearDone || refusals.length > 0 || handed === away.length) return;
    const upTo = away[handed]!;
    offers = offers
      .then(() => (offered.refusal ? undefined : options.checked!(figures, upTo)))
      .catch((error: unknown) => {
        offered.refusal ??= error instanceof Error ? error : new Error(String(error));
      });
  };
  const hand = (found: Array<CoachFigures | null>) => {
    found.forEach((figure, k) => (figures[away[handed + k]!] = figure));
    handed += found.length;
    offer();
  };
  const near = checkHere(
    here.map((index) => games[index]!),
    winOdds,
    (count) => {
      done.here = count;
      tell();
    },
    settle,
  ).then((checked) => {
    checked.figures.forEach((figure, k) => (figures[here[k]!] = figure));
    nearDone = !checked.refusal;
    offer();
    return checked;
  });
  const far =
    share.length > 0
      ? // A helper that cannot run (no thread to be had, no memory) leaves its share to this one.
        elsewhere!(share, countAway, hand).catch(() => checkHere(share, winOdds, countAway, settle))
      : Promise.resolve<Checked>({ figures: [], refusal: null });
  const [farChecked, nearChecked] = await Promise.all([far, near]);
  for (const [indexes, { figures: found, refusal }] of [
    [away, farChecked],
    [here, nearChecked],
  ] as const) {
    if (!refusal && found.length !== indexes.length) throw new Error('a share was left unchecked');
    found.forEach((figure, k) => (figures[indexes[k]!] = figure));
    if (refusal) {
      const error = new ServiceError(refusal.code, refusal.message);
      refusals.push({ index: indexes[refusal.index]!, error });
    }
  }
  const first = refusals.sort((a, b) => a.index - b.index)[0];
  // What was offered is saved before the answer. A game it refused comes before any other
  // problem: only games checked without one before them are offered.
  await offers;
  if (offered.refusal) throw offered.refusal;
  if (first) throw first.error;
  return figures;
}

/** checkGames a few games at a time, letting the helper's progress through between them. */
async function checkHere(...args: Parameters<typeof checking>): Promise<Checked> {
  const run = checking(...args);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
