import type { EngineError } from '../../src-shared/farkle';

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
  kind: 'farkle' | 'rolldice';
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
