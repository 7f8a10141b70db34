import { replayFrame, type GameDef, type GameReplay } from '../engine';
import { ServiceError } from '../errors';

/** A stored game that no longer replays is Hot Dice's fault, not the player's. */
export function played<F extends { ok: true }>(frame: F | { ok: false; error: string }): F {
  if (!frame.ok) throw new ServiceError('internal', `this game does not replay: ${frame.error}`);
  return frame;
}

/** The state after `step` actions of a stored game, with where each turn begins. */
export function frameOf<S, A, R extends GameReplay<A>>(
  def: GameDef<unknown, S, A, unknown, R, { code: string; message: string }>,
  replay: R,
  step: number,
) {
  const frame = played(replayFrame(def, replay, step));
  return { ...frame, replay: { ...replay, actions: replay.actions.slice(0, step) } };
}
