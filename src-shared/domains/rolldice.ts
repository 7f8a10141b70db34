/** Roll-Dice-Roll at the table: one player, five dice, three rounds. */
import type { DealtGame } from '../dealt';
import type { GeneratorKind } from '../farkle';
import type { RollDiceAction, RollDiceEvent, RollDiceState } from '../rolldice';
import type { GameRef, SeatSetup, StepRef } from './farkle';
import { method } from './method';

/** A Roll-Dice-Roll game as the table shows it. */
export interface RollDiceView extends DealtGame {
  player: SeatSetup;
  state: Omit<RollDiceState, 'rng'>;
  /** The CSE 142 course program's score formula with this round's numbers, e.g. "|17 - 20| x 3 + 4 = 13". */
  formula: string;
  actionCount: number;
  /** What the last request changed, in order; [] for a game just started or reopened. */
  events: RollDiceEvent[];
}

export interface CreateRollDiceRequest {
  player: SeatSetup;
  seed: string | null;
  generator: GeneratorKind | null;
}

export interface RollDiceActRequest extends StepRef {
  action: RollDicePlay;
}

export interface RollDiceBotStepRequest extends GameRef {
  /** When given, the view's `actionCount` the request was made on, as for `rollDiceAct`. */
  step?: number;
}

/** What a player does in the app; a new game is a new stored game, not an action. */
export type RollDicePlay = Exclude<RollDiceAction, { type: 'new-game' }>;

export interface RollDiceHintView {
  best: RollDicePlay;
  choices: Array<{ action: RollDicePlay; expectedTotal: number }>;
}

export const rollDiceApi = {
  createRollDice: method<CreateRollDiceRequest, RollDiceView>('gated'),
  getRollDice: method<GameRef, RollDiceView>('reads'),
  rollDiceAct: method<RollDiceActRequest, RollDiceView>('gated'),
  rollDiceBotStep: method<RollDiceBotStepRequest, RollDiceView>('gated'),
  rollDiceHint: method<GameRef, RollDiceHintView | null>('reads'),
};
