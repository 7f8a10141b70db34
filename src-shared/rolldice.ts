/** Roll-Dice-Roll data that crosses the API: actions, errors, game snapshots, replays. */

import type { GeneratorKind, RngState } from './dice';

/** The game's fixed numbers, from the CSE 142 course program. */
export const ROLLDICE = {
  dice: 5,
  rounds: 3,
  targetMin: 5,
  targetMax: 30,
  /** Added to the total each time a round's target is picked again. */
  retargetPenalty: 2,
  /** A final total below this wins. */
  winBelow: 20,
} as const;

/** The one Roll-Dice-Roll bot: the solver's policy. */
export const ROLLDICE_BOT = 'optimal';

/** A die's value; 0 until it is first rolled in the round. */
export type DieValue = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type RollDiceAction =
  /** Roll one die, numbered 1 to 5 as the player sees them. */
  | { type: 'roll'; die: number }
  /** End the round after at least one roll; its score stands. */
  | { type: 'stop' }
  /** Before the round's first roll: pick a new target, 2 points added to the total. */
  | { type: 'retarget' }
  /** Start the game over from round 1; the generator carries on. */
  | { type: 'new-game' };

export type RollDiceErrorCode = 'game-over' | 'bad-die' | 'no-roll-yet' | 'already-rolled';

export interface RollDiceError {
  code: RollDiceErrorCode;
  message: string;
}

export interface RoundRecord {
  target: number;
  /** Targets given up for a new one (2 points each), in order. */
  rejected: number[];
  dice: DieValue[];
  turns: number;
  /** The round's own score, without the penalties. */
  score: number;
}

export interface RollDiceState {
  /** The rules it is played by: 1, a new target may repeat the old one (games of engine 1); 2, never. */
  version: 1 | 2;
  rng: RngState;
  /** 1 to 3; stays 3 once the game is over. */
  round: number;
  target: number;
  /** Targets given up in this round. */
  rejected: number[];
  dice: DieValue[];
  /** Rolls made in this round. */
  turn: number;
  /** This round's score by the CSE 142 course program's formula, without earlier rounds (0 before the first roll). */
  roundScore: number;
  /** Earlier rounds' scores plus every penalty so far, this round's included. */
  earlier: number;
  /** The score the CSE 142 course program shows: earlier + roundScore. */
  total: number;
  rounds: RoundRecord[];
  over: boolean;
  /** Whether the final total is below 20; null while the game goes on. */
  won: boolean | null;
}

/** What one action changed, in order, as Farkle's FarkleEvent does for a Farkle move. */
export type RollDiceEvent =
  /** `die` is 1-based; `score` is the round's score after the roll. */
  | { type: 'roll'; die: number; value: DieValue; score: number }
  | { type: 'retarget'; from: number; to: number; penalty: number }
  /** The round that ended and its score. */
  | { type: 'stop'; round: number; score: number }
  | { type: 'game-over'; total: number; won: boolean };

/** A game session: generator + seed + every action, which together reproduce every die. */
export interface RollDiceReplay {
  format: 'hotdice-replay';
  version: 1;
  /** The engine that played it (absent in files written before it was recorded: 1). */
  engineVersion?: number;
  game: 'rolldice';
  generator: GeneratorKind;
  seed: number;
  /** The player's seed mixed into the dice: only, and always, with the `hmac-sha256` generator. */
  playerSeed?: string;
  player: { name: string; bot: string | null };
  actions: RollDiceAction[];
}
