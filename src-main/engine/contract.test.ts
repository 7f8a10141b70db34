import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLLDICE, type RollDiceAction, type RollDiceReplay } from '../../src-shared/rolldice';
import { farkleGame } from './farkle/def';
import { readReplay, type FarkleReplay } from './farkle/replay';
import { readReplay as readRollDiceReplay } from './rolldice/replay';
import { rollDiceGame } from './rolldice/def';
import { diceSum, roundScore } from './rolldice/game';
import { ENGINE_VERSION, replayFrame, runReplay } from './replay-file';
import { minimalBotGame } from './replays.testkit';

const HEAD = { format: 'hotdice-replay', version: 1 } as const;

/** A whole bot game under `minimal` rules, as a replay. */
function farkleReplay(seed: number): FarkleReplay {
  return minimalBotGame(seed, ['greedy', 'cautious'], HEAD);
}

const rollDiceActionArb: fc.Arbitrary<RollDiceAction> = fc.oneof(
  fc.integer({ min: 1, max: ROLLDICE.dice }).map((die) => ({ type: 'roll' as const, die })),
  fc.constant({ type: 'stop' as const }),
  fc.constant({ type: 'retarget' as const }),
);

describe('Roll-Dice-Roll events', () => {
  it('tell each move as the state shows it afterwards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0xffff_ffff }),
        fc.array(rollDiceActionArb, { maxLength: 60 }),
        (seed, actions) => {
          let state = rollDiceGame.newGame({ generator: 'xoroshiro128plus', seed });
          for (const action of actions) {
            const next = rollDiceGame.apply(state, action);
            if (!next.ok) continue;
            const after = next.value;
            const events = rollDiceGame.events(state, action, after);
            if (action.type === 'roll') {
              const value = after.dice[action.die - 1]!;
              const score = roundScore(diceSum(after.dice), after.target, state.turn + 1);
              expect(events).toEqual([{ type: 'roll', die: action.die, value, score }]);
            } else if (action.type === 'retarget') {
              const penalty = ROLLDICE.retargetPenalty;
              expect(events).toEqual([
                { type: 'retarget', from: state.target, to: after.target, penalty },
              ]);
            } else if (action.type === 'stop') {
              const stop = { type: 'stop', round: state.round, score: state.roundScore };
              const total = state.total;
              expect(events).toEqual(
                state.round === ROLLDICE.rounds
                  ? [stop, { type: 'game-over', total, won: total < ROLLDICE.winBelow }]
                  : [stop],
              );
            }
            state = after;
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the one replay runner', () => {
  it('plays a Farkle replay to the state its actions led to, and frames it turn by turn', () => {
    const replay = farkleReplay(7);
    const run = runReplay(farkleGame, replay);
    expect(run.ok && run.state.over).toBe(true);
    if (!run.ok) return;
    // Every turn after the first starts right after a bank or a farkle, i.e. after a move that
    // left a new turn with no rolls.
    let state = farkleGame.newGame(farkleGame.setupOf(replay));
    const starts = [0];
    replay.actions.forEach((action, index) => {
      const next = farkleGame.apply(state, action);
      if (!next.ok) throw new Error(next.error.message);
      if (next.value.history.length > state.history.length && index + 1 < replay.actions.length) {
        starts.push(index + 1);
      }
      state = next.value;
    });
    const middle = Math.floor(replay.actions.length / 2);
    const frame = replayFrame(farkleGame, replay, middle);
    expect(frame.ok && frame.turnStarts).toEqual(starts);
    const half = runReplay(farkleGame, { ...replay, actions: replay.actions.slice(0, middle) });
    expect(frame.ok && half.ok && frame.shown).toEqual(half.ok && half.state);
    expect(frame.ok && frame.last).toEqual(run.state);
    // The start shows no roll yet, though the replay extends the lists it passes on.
    const start = replayFrame(farkleGame, replay, 0);
    expect(start.ok && start.shown).toEqual(farkleGame.newGame(farkleGame.setupOf(replay)));
  });

  it('frames Roll-Dice-Roll round by round', () => {
    const replay: RollDiceReplay = {
      ...HEAD,
      game: 'rolldice',
      generator: 'xoroshiro128plus',
      seed: 5,
      player: { name: 'Ada', bot: null },
      actions: [
        { type: 'roll', die: 1 },
        { type: 'stop' },
        { type: 'retarget' },
        { type: 'roll', die: 2 },
        { type: 'stop' },
        { type: 'roll', die: 3 },
        { type: 'stop' },
      ],
    };
    const frame = replayFrame(rollDiceGame, replay, 0);
    expect(frame.ok && frame.turnStarts).toEqual([0, 2, 5]);
    expect(frame.ok && frame.shown).toEqual(rollDiceGame.newGame(rollDiceGame.setupOf(replay)));
    expect(replayFrame(rollDiceGame, replay, 8)).toEqual({
      ok: false,
      error: 'this game has only 7 moves',
    });
  });
});

describe('the engine version a replay records', () => {
  const farkle = farkleReplay(3);
  const rollDice: RollDiceReplay = {
    ...HEAD,
    game: 'rolldice',
    generator: 'xoroshiro128plus',
    seed: 9,
    player: { name: 'Ada', bot: null },
    actions: [{ type: 'roll', die: 1 }],
  };
  const other = ENGINE_VERSION + 1;
  const refusal = `this replay was played by engine version ${other}; this Hot Dice plays versions 1 to ${ENGINE_VERSION}`;

  it('is this engine, or missing in files written before it was recorded', () => {
    expect(readReplay(JSON.stringify(farkle))).toEqual({ ok: true, replay: farkle });
    const stamped = { ...farkle, engineVersion: ENGINE_VERSION };
    expect(readReplay(JSON.stringify(stamped))).toEqual({ ok: true, replay: stamped });
    expect(readRollDiceReplay(JSON.stringify(rollDice))).toEqual({ ok: true, replay: rollDice });
  });

  it('refuses, in words, a file from another engine version: never a silent misplay', () => {
    expect(readReplay(JSON.stringify({ ...farkle, engineVersion: other }))).toEqual({
      ok: false,
      error: refusal,
    });
    expect(readRollDiceReplay(JSON.stringify({ ...rollDice, engineVersion: other }))).toEqual({
      ok: false,
      error: refusal,
    });
    expect(runReplay(rollDiceGame, { ...rollDice, engineVersion: other })).toEqual({
      ok: false,
      error: refusal,
      actionIndex: null,
    });
  });
});
