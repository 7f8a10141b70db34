/** Farkle at the table: presets, bots, seats, moves and the coach. */
import type {
  CoachAdvice,
  FarkleAction,
  FarkleState,
  FarkleEvent,
  GeneratorKind,
  PresetId,
  Rules,
  SeatState,
} from '../farkle';
import { method } from './method';
import type { RulesRef } from './rulesets';

export interface PresetView {
  id: PresetId;
  /** The name players know the rules by ("Classic"). */
  name: string;
  /** Where the rules come from (a course's program), shown as a second line. */
  course: string;
  summary: string;
  rules: Rules;
  /** The rules text shown to players (resources/rules/<id>.txt). */
  text: string;
}

/** A bot as a character to play against; listBots gives them in level order, beginner first. */
export interface BotInfo {
  id: string;
  /** The character's name: every seat it sits in shares one stats profile under it. */
  name: string;
  /**
   * Difficulty on the turn ladder, 1 for a beginner: a higher level has a higher average turn and
   * wins most games against the level below (docs/playing.md). Null for the Expert, who plays for
   * the game rather than the turn: it tops the ladder by games won, which a turn average cannot
   * rank.
   */
  level: number | null;
  /** One line on who the character is. */
  personality: string;
  /** One line on how it plays. */
  description: string;
  /** Why the bot lab cannot run this bot (it ranks bots by their turn average), or null. */
  labProblem: string | null;
}

export interface SeatSetup {
  name: string;
  /** A bot id from listBots, or null for a person. */
  bot: string | null;
}

export interface CreateGameRequest {
  preset: PresetId;
  /** House rules replacing the preset's; null plays the preset as it is. */
  rules: Rules | null;
  seats: SeatSetup[];
  /** Decimal or 0x hex as typed; null or empty picks a random seed. */
  seed: string | null;
  generator: GeneratorKind | null;
  /** Two-seat games to a target: the second seat starts with the head start that makes it even. */
  fairStart?: boolean;
}

export interface GameRef {
  gameId: string;
}

export interface SeatView extends SeatState, SeatSetup {}

/** What the current player may do now, with the engine's reason when they may not. */
export interface LegalMoves {
  roll: { allowed: boolean; dice: number; reason: string | null };
  bank: {
    allowed: boolean;
    amount: number;
    reason: string | null;
    /** Banking now ends the game as a loss while rolling on could still win. */
    losesGame: boolean;
  };
}

/**
 * The coach's word before a roll-or-bank decision: what rolling on and banking are worth (in
 * `win`, the chance of winning 0 to 1; in `points`, the turn's expected final score) and which
 * is best. `bank` is null when the rules forbid banking then.
 */
export interface NextAdvice {
  measure: 'win' | 'points';
  roll: number;
  bank: number | null;
  best: 'roll' | 'bank';
}

/** A Farkle game as the table shows it: the engine's state without the generator's. */
export interface FarkleView extends Omit<FarkleState, 'version' | 'rng' | 'seats'> {
  id: string;
  preset: PresetId;
  presetName: string;
  /** The seed, or null while the game is unfinished and the app drew it (see `seedCommitment`). */
  seed: number | null;
  /**
   * Lowercase hex SHA-256 of `hotdice:<generator>:<seed in decimal>`, shown from the start: once
   * the seed is shown, anyone can check the dice were fixed before the first roll.
   */
  seedCommitment: string;
  /**
   * The seed was known before the game (typed, or on a course generator, whose seed play gives
   * away), so it is shown from the start.
   */
  seedChosen: boolean;
  /**
   * Generator hmac-sha256 only (else null): the player seed mixed into the dice, shown beside the
   * commitment; the player may change it with setPlayerSeed until the first roll.
   */
  playerSeed: string | null;
  generator: GeneratorKind;
  seats: SeatView[];
  moves: LegalMoves;
  /** What the last request changed, in order. */
  events: FarkleEvent[];
  /** Expected points the request's last decision gave up (0 = the best choice); null if none. */
  decisionCost: number | null;
  /** Games with the odds at hand: the same decision's price in percentage points of winning. */
  decisionWinCost: number | null;
  actionCount: number;
  /** Positions of the dice in the roll that can score (the scoring aid); empty outside a choice. */
  scoring: number[];
  /** Each seat's chance of winning with best play from here (two to four seats). */
  winChance: WinChanceView;
}

/**
 * Games of two to four seats: 'ready' with each seat's chance of winning, in seat order (`about`
 * where the odds rest on a choice the solve made among several equally good ones, or, with
 * `approximate`, where they are an approximation: four seats past the exact solve's memory, see
 * docs/odds.md); 'solving' while the odds for these rules are being worked out (progress 0 to 1;
 * `ahead`, while the solve waits its turn, is how many other rule sets go first); 'none' for
 * rules without a target or tables too large to solve.
 */
export type WinChanceView =
  | { status: 'ready'; seats: number[]; about?: boolean; approximate?: boolean }
  | { status: 'solving'; progress: number; ahead?: number }
  | { status: 'none' };

/**
 * Whether a fair start can be worked out for these rules and seats now: 'ready' with each seat's
 * head start (seat order, the first 0) and each seat's chance of winning without and with them;
 * 'solving' while their odds are worked out (asking starts the solve; `ahead` as in
 * WinChanceView); 'none' with the reason when these rules have no exact odds at that many seats.
 */
export type FairStartOdds =
  | { status: 'ready'; headStarts: number[]; without: number[]; with: number[] }
  | { status: 'solving'; progress: number; ahead?: number }
  | { status: 'none'; reason: string };

export interface FairStartRequest extends RulesRef {
  /** Seats at the table (2 when left out). */
  seats?: number;
}

/**
 * Whether the odds of a three- or four-seat table are at hand before its first game (asking never
 * starts their solve): 'kept' (in memory or the data folder), 'solving' (progress 0 to 1),
 * 'unsolved' (the first game works them out first: about `seconds` on this machine, once),
 * 'approximate' (past what the exact solve holds: four seats past about 3,700 points), or
 * 'none' with the reason.
 */
export type SeatOddsStatus =
  | { status: 'kept' }
  | { status: 'solving'; progress: number }
  | { status: 'unsolved'; seconds: number }
  | { status: 'approximate' }
  | { status: 'none'; reason: string };

export interface SeatOddsStatusRequest extends RulesRef {
  /** Seats at the table: 3 or 4. */
  seats: number;
}

/** One scoring combination of a keep: "three 4s", faces [4, 4, 4], 400. */
export interface ScorePart {
  label: string;
  faces: number[];
  score: number;
}

/**
 * A selection's worth before it is kept: its score and how it is made up (the combinations, and
 * the kept dice that score nothing where the rules allow them), the turn total after it, and the
 * moves then.
 */
export type KeepPreview =
  | {
      ok: true;
      score: number;
      breakdown: ScorePart[];
      junk: number[];
      turnTotal: number;
      moves: LegalMoves;
      /** After this keep: rolling on against banking, as the coach prices them. */
      next: NextAdvice | null;
    }
  | { ok: false; message: string };

/** The view a request acted on: its `actionCount`. Another step is refused with `conflict`. */
export interface StepRef extends GameRef {
  step: number;
}

export interface ActRequest extends StepRef {
  action: FarkleAction;
}

export interface PreviewKeepRequest extends GameRef {
  dice: number[];
}

export interface BotStepRequest extends GameRef {
  /** Play the bot's whole turn instead of a single action. */
  toEndOfTurn: boolean;
  /** When given, the view's `actionCount` the request was made on, as for `act`. */
  step?: number;
}

export interface SetPlayerSeedRequest extends StepRef {
  /** 1 to 32 letters, digits, - or _. */
  playerSeed: string;
}

export const farkleApi = {
  listPresets: method<null, PresetView[]>('reads'),
  listBots: method<null, BotInfo[]>('reads'),
  createGame: method<CreateGameRequest, FarkleView>('gated'),
  /** Starts working out the odds a fair start needs, and says how far along they are. */
  fairStartOdds: method<FairStartRequest, FairStartOdds>('reads'),
  /** Whether a three- or four-seat table's odds are kept, and what their first solve takes. */
  seatOddsStatus: method<SeatOddsStatusRequest, SeatOddsStatus>('reads'),
  getGame: method<GameRef, FarkleView>('reads'),
  act: method<ActRequest, FarkleView>('gated'),
  previewKeep: method<PreviewKeepRequest, KeepPreview>('reads'),
  botStep: method<BotStepRequest, FarkleView>('gated'),
  coachHint: method<GameRef, CoachAdvice | null>('reads'),
};
