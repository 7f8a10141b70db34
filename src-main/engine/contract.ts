import type { z } from 'zod';
import type { GeneratorKind } from '../../src-shared/dice';
import type { EngineError } from '../../src-shared/farkle';
import type { GameKind } from '../../src-shared/games';

/** Every engine answer, for both games: the new value, or the reason in the player's words. */
export type Result<T, E extends { code: string; message: string } = EngineError> =
  { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<C extends string>(
  code: C,
  message: string,
): { ok: false; error: { code: C; message: string } } {
  return { ok: false, error: { code, message } };
}

/**
 * What a replay file holds for any game: the setup it was started from (in the game's own
 * fields) and every action since.
 */
export interface GameReplay<A> {
  format: 'hotdice-replay';
  version: 1;
  /** The engine that played it; files written before the field existed were played by 1. */
  engineVersion?: number;
  actions: A[];
}

/**
 * One game as every layer above the engine sees it: how a replay sets it up, how an action
 * changes it, what the change was in events, and where its turns (or rounds) begin.
 */
export interface GameDef<
  Setup,
  State,
  Action,
  Event,
  Replay extends GameReplay<Action>,
  E extends { code: string; message: string },
> {
  kind: GameKind;
  /** The setup a replay starts from. */
  setupOf(replay: Replay): Setup;
  /** Why this setup cannot make a game, or null. */
  setupProblem(setup: Setup): string | null;
  newGame(setup: Setup): State;
  apply(state: State, action: Action): Result<State, E>;
  /**
   * The same in constant time for a caller that gives `state` up (a replay): the result may
   * share and extend the lists that grow with the game. Absent where apply needs no copying.
   */
  applyOwned?(state: State, action: Action): Result<State, E>;
  isOver(state: State): boolean;
  /** What one action changed, in the order a player would see it. */
  events(before: State, action: Action, after: State): Event[];
  /** Whether this action ended a turn (Farkle) or a round (Roll-Dice-Roll). */
  endsTurn(before: State, after: State): boolean;
}

/** A seat as a replay and the store keep it: a person (bot null) or a bot by id. */
export interface SeatRecord {
  name: string;
  bot: string | null;
}

/** A stored game's rows as its game module reads a replay back from them. */
export interface StoredSetup {
  head: { format: 'hotdice-replay'; version: 1; engineVersion: number };
  generator: GeneratorKind;
  seed: number;
  /** Empty unless the game has one, so the replays of other games keep their text. */
  playerSeed: { playerSeed?: string };
  preset: string | null;
  /** The rule set row's JSON. */
  rules: string;
  seats: SeatRecord[];
  /** The encoded actions, in order. */
  actions: string[];
}

/**
 * One game as the engine registers it: its contract, its replay file, how the store keeps its
 * actions and setup, and the facts the store and the stats take from a state. Pure: the services
 * add views, bots and solvers on top (src-main/services/registry.ts).
 */
export interface GameModule<K extends GameKind, S, A, Ev, R extends GameReplay<A>> {
  kind: K;
  /** The game's name in words ("Roll-Dice-Roll"). */
  title: string;
  def: GameDef<unknown, S, A, Ev, R, { code: string; message: string }>;
  replaySchema: z.ZodType<R>;
  /** A replay file's text read and checked; any problem as a sentence. */
  readReplay(text: string): { ok: true; replay: R } | { ok: false; error: string };
  /** An action in a few characters, as the store keeps hundreds of them, and back. */
  encodeAction(action: A): string;
  decodeAction(text: string): A;
  seats(replay: R): SeatRecord[];
  /** The stats profile a seat plays under: a bot character keeps one under its own name. */
  profileName(seat: SeatRecord): string;
  /** The preset it was played under, where the game has presets. */
  preset(replay: R): string | null;
  /** The rules it was played under, as the rule set row's JSON ('"<kind>"' for a game with none). */
  rules(replay: R): string;
  /** The replay back from the store's rows; key order matters: fingerprints hash the text. */
  replayFrom(stored: StoredSetup): R;
  /** Each seat's total, the winner (null: none, or not over) and turns (null: counted apart). */
  facts(state: S): { totals: number[]; winner: number | null; turns: number | null };
  /** The state as the home screen lists it: without the lists that grow with the game. */
  summary(state: S): unknown;
  /** How Stats counts its finished games; null for a game with figures of its own (Farkle). */
  stats: { better: 'lower' | 'higher'; winIs: string } | null;
  /** The file name an export of it gets, before the seed. */
  fileStem(replay: R): string;
}
