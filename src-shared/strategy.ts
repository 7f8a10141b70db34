/** Strategy data that crosses the API: solver summaries and bot lab reports. */
import type { PresetId } from './farkle';

export interface PolicyReport {
  /** Expected score of a turn from its first roll, rounded to 3 decimals. */
  expected: number;
  /** Bank once the turn total reaches this, by dice left to roll ("1" to "6"); null: never. */
  thresholds: Record<string, number | null>;
}

export interface PolicySummary extends PolicyReport {
  /** The "get on the board" policy, when the rules have an entry threshold. */
  entry: PolicyReport | null;
  /** The policy after two farkles in a row, when a third one costs points. */
  lastChance: PolicyReport | null;
}

export interface BotTurns {
  bot: string;
  name: string;
  turns: number;
  mean: number;
  /** 95% confidence interval of the mean. */
  low: number;
  high: number;
  farkleRate: number;
}

export interface BotGames {
  bot: string;
  wins: number;
  winRate: number;
  low: number;
  high: number;
}

export interface LabReport {
  preset: PresetId;
  seed: number;
  /** The solver's expected score per turn: the ceiling for every bot. */
  optimum: number;
  turns: BotTurns[];
  games: { played: number; averageTurns: number; results: BotGames[] } | null;
}

/** The lab's bounds, one list for the app's API, its screen and the terminal's `hotdice lab`. */
export const LAB_LIMITS = {
  /** Bots in one run (the app's form and API). */
  bots: 4,
  /** Simulated turns per bot. */
  turns: 100_000_000,
  /** Whole games between the bots. */
  games: 100_000,
  /** The simulations mix 32 bits of seed. */
  seed: 0xffff_ffff,
} as const;

export interface LabRequest {
  bots: string[];
  preset: PresetId;
  /** Simulated turns per bot (0 for none). */
  turns: number;
  /** Whole games played head to head through the engine (0 for none). */
  games: number;
  /** Null picks one at random. */
  seed: number | null;
}

/** Where a lab run is: waiting its turn, running, or over one way or another. */
export type LabState = 'queued' | 'running' | 'done' | 'cancelled' | 'failed';

export interface LabStatus {
  jobId: string;
  state: LabState;
  /** While queued: 1 when it runs next. Null otherwise. */
  position: number | null;
  /** 0 to 1. */
  progress: number;
  stage: string;
  report: LabReport | null;
  error: string | null;
}
