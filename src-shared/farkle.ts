/** Farkle data that crosses the API: rules, actions, game snapshots. */
import type { Face, GeneratorKind, RngState } from './dice';

// Farkle's files have always found the dice types here.
export type { Face, GeneratorKind, RngState } from './dice';

export const DICE_COUNT = 6;
/**
 * Seats at the desktop table and through the API. The engine itself takes any number (a rule
 * set's maxSeats); the terminal programs for IT 312 and CSC 276 set their own bound.
 */
export const MAX_SEATS = 8;

/** How four, five and six of a kind score. */
export type OfAKindMode =
  /** Only triples count: four 2s are a triple and a junk die, six 4s are two triples. */
  | 'triples'
  /** Each die beyond three adds the triple's value again (four 3s = 600, five = 900). */
  | 'add'
  /** Each die beyond three doubles (four 3s = 600, five = 1200, six = 2400). */
  | 'double'
  /** Fixed values: four 1000, five 2000, six 3000. */
  | 'fixed';

export interface ScoringRules {
  ofAKind: OfAKindMode;
  /** 1-2-3-4-5-6; null when it does not score as a combination. */
  straight: number | null;
  /** 1-2-3-4-5 */
  lowStraight: number | null;
  /** 2-3-4-5-6 */
  highStraight: number | null;
  /** Three distinct pairs in one roll of six. */
  threePairs: number | null;
  /** Two triplets in one roll of six. */
  twoTriplets: number | null;
  /** Four of a kind plus a pair in one roll of six. */
  fourAndPair: number | null;
}

export interface Rules {
  scoring: ScoringRules;
  /** ECE 209: a keep may include dice that score nothing, as long as one die scores. */
  keepJunk: boolean;
  /** Points needed in one turn before a player's first bank (0 = none). */
  entryThreshold: number;
  /** Smallest turn total that may be banked (0 = any). */
  minBank: number;
  /** Points lost on a third farkle in a row (0 = no penalty); the total may go below zero. */
  threeFarklePenalty: number;
  /** After hot dice, the player may bank or must roll all six again. */
  hotDice: 'may' | 'must';
  /** Total that ends the game; null for a solitaire that ends by turn count. */
  target: number | null;
  /** When someone reaches the target, every other player gets one more turn. */
  finalRound: boolean;
  minSeats: number;
  maxSeats: number;
  /** ECE 209: a one-seat game is a single test turn. */
  soloSingleTurn: boolean;
  /** Solitaire: the game ends after this many turns. */
  turnLimit: number | null;
  /**
   * Fair start: points the second seat starts with, banked (absent or 0: none). Two-seat games
   * to a target only.
   */
  handicap?: number;
  /**
   * Fair start at three or four seats: every seat's banked total at the start, in seat order
   * (the first 0). Games to a target only; not with `handicap`.
   */
  headStarts?: number[];
}

export type PresetId = 'ece209' | 'it312' | 'csc276' | 'lab4' | 'minimal' | 'house';

export interface PresetInfo {
  id: PresetId;
  /** The name players know the rules by ("Classic"); the id stays as stored games use it. */
  name: string;
  /** Where the rules come from (a course's program), shown as a second line. */
  course: string;
  summary: string;
  rules: Rules;
}

export type FarkleAction =
  | { type: 'roll' }
  /** Set aside the dice at these positions (0-5) of the current roll. */
  | { type: 'keep'; dice: number[] }
  | { type: 'bank' };

export type EngineErrorCode =
  | 'game-over'
  | 'wrong-phase'
  | 'bad-dice'
  | 'not-in-roll'
  | 'no-scoring-dice'
  | 'junk-dice'
  | 'entry-threshold'
  | 'min-bank'
  | 'hot-dice-must-roll';

export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

/** A die on the table: its face (0 before the turn's first roll) and whether it is set aside. */
export interface Die {
  face: Face | 0;
  aside: boolean;
}

export type TurnPhase =
  /** Waiting for the turn's first roll. */
  | 'start'
  /** A roll is on the table; the player must set aside scoring dice. */
  | 'choose'
  /** Dice were set aside; the player rolls the rest or banks. */
  | 'decide';

export interface RollRecord {
  /** Faces rolled, in table order. */
  faces: Face[];
  /** Faces set aside from this roll (empty on a farkle). */
  kept: Face[];
  score: number;
}

export interface TurnRecord {
  seat: number;
  rolls: RollRecord[];
  /** The table when the turn ended (a farkle's dice beside the ones set aside earlier). */
  dice: Die[];
  outcome: 'bank' | 'farkle';
  /** Points the turn added to the total (negative with a three-farkle penalty). */
  points: number;
  /** The turn total that was banked or lost. */
  turnTotal: number;
  hotDice: number;
  penalty: boolean;
  finalRound: boolean;
  totalAfter: number;
}

export interface SeatState {
  total: number;
  onBoard: boolean;
  farkleStreak: number;
}

export interface TurnState {
  phase: TurnPhase;
  dice: Die[];
  turnTotal: number;
  rolls: RollRecord[];
  /** All six dice have scored this turn at least once and the next roll is six fresh dice. */
  hotDice: boolean;
  hotDiceCount: number;
}

export interface FinalRound {
  /** The seat that reached the target first. */
  trigger: number;
  /** Seats that still get their last turn, in order. */
  remaining: number[];
}

export interface FarkleState {
  version: 1;
  rules: Rules;
  rng: RngState;
  seats: SeatState[];
  current: number;
  turn: TurnState;
  turnsPlayed: number;
  finalRound: FinalRound | null;
  winner: number | null;
  over: boolean;
  history: TurnRecord[];
}

/** Something that just happened, for the table's visual moments and the screen-reader log. */
export type FarkleEvent =
  | { type: 'roll'; seat: number; faces: number[] }
  | { type: 'keep'; seat: number; faces: number[]; score: number; turnTotal: number }
  | { type: 'hot-dice'; seat: number }
  | { type: 'farkle'; seat: number; lost: number; penalty: number }
  | { type: 'bank'; seat: number; points: number; total: number }
  | { type: 'on-board'; seat: number }
  | { type: 'final-round'; trigger: number }
  | { type: 'game-over'; winner: number | null };

/**
 * One choice the coach weighs, with its expected final turn score under optimal play after it,
 * and in a two-seat game with the odds at hand the chance of winning the game after it.
 */
export type CoachOption = (
  | { kind: 'keep'; dice: number[]; faces: Face[]; score: number; value: number }
  | { kind: 'roll'; value: number }
  | { kind: 'bank'; value: number }
) & { chance?: number };

export interface CoachAdvice {
  /** Best first: by chance of winning when measured in 'win', else by expected points. */
  options: CoachOption[];
  best: number;
  /** 'win' in two-seat games with the odds at hand; 'points' (the best turn) otherwise. */
  measure?: 'win' | 'points';
  /** The chances are approximate (four seats past the exact solve's memory: docs/odds.md). */
  approximate?: boolean;
}

/** A whole game: rules + generator + seed + every action, which together reproduce every die. */
export interface FarkleReplay {
  format: 'hotdice-replay';
  version: 1;
  /** The engine that played it (absent in files written before it was recorded: 1). */
  engineVersion?: number;
  game: 'farkle';
  /** The preset the rules started from (house rules may have changed them). */
  preset: PresetId;
  rules: Rules;
  generator: GeneratorKind;
  seed: number;
  /** The player's seed mixed into the dice: only, and always, with the `hmac-sha256` generator. */
  playerSeed?: string;
  seats: Array<{ name: string; bot: string | null }>;
  actions: FarkleAction[];
}
