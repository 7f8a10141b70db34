/**
 * A game the player ("You", the setup's default seat) plays against the default bot, worked out
 * by the real engine in Node: the player keeps the best dice and banks once the turn holds
 * `bankAt`; the bot plays as the app's own does. The spec follows the player's moves at the
 * table and lets the bot play itself.
 */
import type { FarkleAction, FarkleState, FarkleEvent, PresetId } from '../../src-shared/farkle';
import type { BotId } from '../../src-main/engine/farkle/bots';
import { apply, botAction, eventsBetween, newGame, preset } from '../../src-main/engine';
import { bestKeep } from './replay';

/** One click at the table: the dice selected first (a keep), then Roll or Bank. */
export interface OwnClick {
  keep: number[];
  button: 'roll' | 'bank';
  /** What the click brought about (the keep's events, then the roll's or the bank's). */
  events: FarkleEvent[];
}

export interface OwnGame {
  seed: number;
  /** The player's turns, each as its clicks. */
  turns: OwnClick[][];
  final: FarkleState;
}

/** Plays the game of one seed; the player sits at seat 0. */
export function playOwnGame(
  presetId: PresetId,
  bot: BotId,
  seed: number,
  bankAt: number,
  maxActions = 3000,
): OwnGame {
  const rules = preset(presetId).rules;
  let state = newGame({ rules, seats: 2, generator: 'xoroshiro128plus', seed });
  const turns: OwnClick[][] = [];
  let count = 0;
  const act = (action: FarkleAction): FarkleEvent[] => {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`refused ${JSON.stringify(action)}: ${next.error.message}`);
    count++;
    if (count > maxActions) throw new Error('the game is too long');
    const events = eventsBetween(state, next.value);
    state = next.value;
    return events;
  };
  while (!state.over) {
    if (state.current !== 0) {
      act(botAction(bot, state));
      continue;
    }
    const turn: OwnClick[] = [];
    turns.push(turn);
    while (!state.over && state.current === 0) {
      if (state.turn.phase !== 'choose') {
        turn.push({ keep: [], button: 'roll', events: act({ type: 'roll' }) });
        continue;
      }
      const keep = bestKeep(state);
      const kept = act({ type: 'keep', dice: keep });
      const bankable = apply(state, { type: 'bank' }).ok;
      const button = bankable && state.turn.turnTotal >= bankAt ? 'bank' : 'roll';
      turn.push({ keep, button, events: [...kept, ...act({ type: button })] });
    }
  }
  return { seed, turns, final: state };
}

/** Whether the player's game has every moment the spec tells in the second person. */
export function hasEveryMoment(game: OwnGame): boolean {
  const events = game.turns.flat().flatMap((click) => click.events);
  const has = (test: (e: FarkleEvent) => boolean) => events.some(test);
  return (
    game.final.winner === 0 &&
    has((e) => e.type === 'farkle' && e.seat === 0 && e.lost > 0) &&
    has((e) => e.type === 'hot-dice' && e.seat === 0) &&
    has((e) => e.type === 'bank' && e.seat === 0) &&
    has((e) => e.type === 'final-round' && e.trigger === 0)
  );
}
