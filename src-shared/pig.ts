/** Pig data that crosses the API: actions, errors, game snapshots, replays. */
import type { DealtGame } from './dealt';
import type { Face, GeneratorKind, RngState } from './dice';

/** The game's fixed numbers: one die, a target (100 unless set), 1 to 8 seats. */
export const PIG = {
  target: 100,
  targetMin: 10,
  targetMax: 200,
  maxSeats: 8,
  /** The classic bot holds once its turn total reaches this. */
  holdAt: 20,
} as const;

/**
 * The bots in level order, weakest first: two that hold at a fixed turn total, Neller's "keep pace
 * and end race" rule of thumb, and the exact player that plays for the win. The setup seats the
 * middle one (`PIG_DEFAULT_BOT`): a new player meets a fair fight, not the strongest.
 */
export const PIG_BOTS = [
  {
    id: 'hold-at-10',
    name: 'Penny',
    level: 1,
    description: 'Holds once the turn total reaches 10: safe, slow',
  },
  {
    id: 'hold-at-20',
    name: 'Hollis',
    level: 2,
    description: 'Holds once the turn total reaches 20, the classic rule',
  },
  {
    id: 'keep-pace',
    name: 'Kip',
    level: 3,
    description:
      'Holds later when behind and earlier when ahead, and races to the end once anyone is close',
  },
  {
    id: 'optimal',
    name: 'Neller',
    level: 4,
    description:
      'Plays for the highest chance of winning, from the exact two-seat solve (against the leader at a bigger table)',
  },
] as const;

/** The opponent a new game of Pig starts with: a middle level. */
export const PIG_DEFAULT_BOT = 'hold-at-20';

export type PigBotId = (typeof PIG_BOTS)[number]['id'];

export type PigAction = { type: 'roll' } | { type: 'hold' };

export type PigErrorCode = 'game-over' | 'nothing-to-hold';

export interface PigError {
  code: PigErrorCode;
  message: string;
}

/** One finished turn: its rolls, and whether it was held or lost to a 1. */
export interface PigTurn {
  seat: number;
  rolls: Face[];
  outcome: 'hold' | 'pig';
  /** Points banked: the turn total on a hold, 0 on a 1. */
  points: number;
  totalAfter: number;
}

export interface PigState {
  rng: RngState;
  target: number;
  totals: number[];
  current: number;
  /** The current turn's rolls and what they add up to (lost on a 1). */
  rolls: Face[];
  turnTotal: number;
  turns: PigTurn[];
  over: boolean;
  winner: number | null;
}

export type PigEvent =
  | { type: 'roll'; seat: number; face: Face; turnTotal: number }
  | { type: 'pig'; seat: number; lost: number }
  | { type: 'hold'; seat: number; points: number; total: number }
  | { type: 'game-over'; winner: number };

/** A game: target + generator + seed + every action, which together reproduce every die. */
export interface PigReplay {
  format: 'hotdice-replay';
  version: 1;
  engineVersion?: number;
  game: 'pig';
  target: number;
  generator: GeneratorKind;
  seed: number;
  playerSeed?: string;
  seats: Array<{ name: string; bot: string | null }>;
  actions: PigAction[];
}

/** A Pig game as the table shows it. */
export interface PigView extends DealtGame {
  seats: Array<{ name: string; bot: string | null }>;
  state: Omit<PigState, 'rng'>;
  actionCount: number;
  /** What the last request changed, in order; [] for a game just started or reopened. */
  events: PigEvent[];
  /** With two seats, each seat's chance of winning under optimal play from here; else null. */
  winChance: number[] | null;
}

export interface CreatePigRequest {
  /** 100 unless set. */
  target: number;
  seats: Array<{ name: string; bot: string | null }>;
  /** Decimal or 0x hex as typed; null or empty picks a random seed. */
  seed: string | null;
  generator: GeneratorKind | null;
}

/** The coach with two seats: the chance of winning after each choice, and the better one. */
export interface PigHint {
  best: PigAction['type'];
  roll: number;
  /** Null before the first roll of a turn: there is nothing to hold. */
  hold: number | null;
}

/** A stored Pig game step by step. */
export interface PigFrame {
  kind: 'pig';
  step: number;
  steps: number;
  /** The step at which each turn starts. */
  turnStarts: number[];
  game: PigView;
}

/** Pig's shapes in the registry of games (src-shared/games.ts). */
export interface PigShapes {
  replay: PigReplay;
  frame: PigFrame;
  view: PigView;
  table: { create: CreatePigRequest; view: PigView; play: PigAction; hint: PigHint | null };
}
