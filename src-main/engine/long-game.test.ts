import { describe, expect, it } from 'vitest';
import type { FarkleState } from '../../src-shared/farkle';
import { farkleGame } from './farkle/def';
import type { FarkleReplay } from './farkle/replay';
import { replayFrame, runReplay } from './replay-file';
import { endlessTurn, minimalBotGame } from './replays.testkit';

/** A whole bot game of Minimal, many turns long. */
function botGame(seed: number): FarkleReplay {
  return minimalBotGame(seed, ['starter', 'starter']);
}

/** How many distinct arrays a replay built for its growing lists: one each means no copying. */
function listsBuilt(replay: FarkleReplay, list: (state: FarkleState) => unknown[]): number {
  const seen = new Set<unknown[]>();
  const run = runReplay(farkleGame, replay, (_before, _action, after) => seen.add(list(after)));
  expect(run.ok).toBe(true);
  return seen.size;
}

describe('a replay costs time in proportion to its length', () => {
  it('extends a long turn’s rolls in place instead of copying them at every move', () => {
    const replay = endlessTurn(2_000);
    expect(listsBuilt(replay, (state) => state.turn.rolls)).toBe(1);
    const run = runReplay(farkleGame, replay);
    expect(run.ok && run.state.turn.rolls.length).toBe(1_000);
  });

  it('extends the played turns in place instead of copying them at every turn', () => {
    const replay = botGame(7);
    const played = runReplay(farkleGame, replay);
    expect(played.ok && played.state.history.length).toBeGreaterThan(50);
    expect(listsBuilt(replay, (state) => state.history)).toBe(1);
  });

  it('still shows an early frame as it stood, and plays exactly as move by move', () => {
    const replay = botGame(7);
    const frame = replayFrame(farkleGame, replay, 3);
    expect(frame.ok && frame.shown.turn.rolls.length).toBeLessThanOrEqual(2);
    expect(frame.ok && frame.shown.history.length).toBeLessThanOrEqual(1);
    let state = farkleGame.newGame(farkleGame.setupOf(replay));
    for (const action of replay.actions) {
      const next = farkleGame.apply(state, action);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    expect(runReplay(farkleGame, replay)).toEqual({ ok: true, state });
  });
});
