import type { Rules } from '../../../src-shared/farkle';
import type { RollModel } from './rolls';

/**
 * The keep of a bot that sets nothing aside from a scoring roll: its turn ends as a farkle (seed
 * 004's starter on a roll with no 1 or 5). Options are indices below 2^16 − 1.
 */
export const GIVE_UP = 0xffff;

/**
 * A bot's decisions as flat tables, for the turn simulator.
 * - `keep[j * keepStride + r]`: the option (RollModel index) kept from roll r at total j·unit, or
 *   GIVE_UP, for j below `keepSteps` (a stride of 0 means the keep does not depend on the
 *   total); past that `keepAt` decides.
 * - `bank[n * bankSteps + j]`: 1 to bank with n dice left at total j·unit; from `bankSteps` on
 *   the bot always banks.
 */
export interface SimTables {
  keep: Uint16Array;
  keepStride: number;
  keepSteps: number;
  bank: Uint8Array;
  bankSteps: number;
  keepAt(r: number, total: number): number;
}

/** How a bot plays a turn by itself, as the simulator and the game-playing bot both ask it. */
export interface TurnStrategy {
  readonly model: RollModel;
  /**
   * The option (RollModel index) to keep from roll index r at this turn total, or GIVE_UP; a
   * strategy gives up or not on a roll whatever the turn total.
   */
  keepOption(r: number, total: number): number;
  /** Whether to bank after a keep; false whenever the rules do not allow it. */
  shouldBank(total: number, diceLeft: number, hot: boolean): boolean;
  simTables(): SimTables;
}

/** Sums over simulated turns, enough for a mean and its confidence interval. */
export interface TurnStats {
  turns: number;
  sum: number;
  sumSquares: number;
  farkles: number;
}

export function emptyStats(): TurnStats {
  return { turns: 0, sum: 0, sumSquares: 0, farkles: 0 };
}

export function addStats(a: TurnStats, b: TurnStats): TurnStats {
  return {
    turns: a.turns + b.turns,
    sum: a.sum + b.sum,
    sumSquares: a.sumSquares + b.sumSquares,
    farkles: a.farkles + b.farkles,
  };
}

/** Mean and the half-width of its 95% confidence interval (normal approximation). */
export function meanWithInterval(stats: TurnStats): { mean: number; halfWidth: number } {
  const mean = stats.sum / stats.turns;
  const variance = Math.max(0, stats.sumSquares / stats.turns - mean * mean);
  return { mean, halfWidth: 1.96 * Math.sqrt(variance / Math.max(1, stats.turns - 1)) };
}

/**
 * Simulated turns are cut into chunks of this size, each with its own random stream, so a run
 * gives the same sums whether its chunks run in one thread or many.
 */
export const CHUNK_TURNS = 1 << 18;

/** A splitmix-style 32-bit mixer: spreads a seed and a chunk number over a generator's state. */
function mix32(x: number): number {
  x = (x + 0x9e3779b9) | 0;
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export interface SimSetup {
  model: RollModel;
  rules: Pick<Rules, 'hotDice' | 'threeFarklePenalty'>;
  /** The bot's tables for a turn on the board, and for one after two farkles in a row. */
  normal: SimTables;
  lastChance: SimTables;
}

/**
 * Plays `turns` solitaire turns on the board with a typed-array bot, from its own xoshiro128**
 * stream (seed, chunk). Dice are drawn as one uniform index into the 6^n ordered throws of n dice
 * (Lemire's multiply-shift with rejection: exactly uniform), the same odds as rolling each die.
 * A farkle streak is carried from turn to turn for the three-farkle penalty; a bot that gives up
 * on a roll farkles.
 */
export function simulateChunk(
  setup: SimSetup,
  turns: number,
  seed: number,
  chunk: number,
): TurnStats {
  const { model } = setup;
  const { unit, outcomes, rollBest, optUnits, optDice } = model;
  const mustRollHot = setup.rules.hotDice === 'must';
  const penalty = setup.rules.threeFarklePenalty;
  let s0 = mix32(seed ^ Math.imul(chunk, 0x632be5ab));
  let s1 = mix32(s0 + 1);
  let s2 = mix32(s1 + 2);
  let s3 = mix32(s2 + 3) | 1;
  const sizes = [0, 6, 36, 216, 1296, 7776, 46656];
  const rejectBelow = sizes.map((m) => (m === 0 ? 0 : 2 ** 32 % m));
  let sum = 0;
  let sumSquares = 0;
  let farkles = 0;
  let streak = 0;
  for (let turn = 0; turn < turns; turn++) {
    const t = penalty > 0 && streak === 2 ? setup.lastChance : setup.normal;
    const { keep, keepStride, keepSteps, bank, bankSteps } = t;
    let j = 0;
    let n = 6;
    let score = 0;
    for (;;) {
      const size = sizes[n]!;
      let index: number;
      for (;;) {
        const x = Math.imul(s1, 5);
        const out = Math.imul((x << 7) | (x >>> 25), 9) >>> 0;
        const shifted = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= shifted;
        s3 = (s3 << 11) | (s3 >>> 21);
        const product = out * size;
        index = Math.floor(product / 4294967296);
        if (product - index * 4294967296 >= rejectBelow[n]!) break;
      }
      const r = outcomes[n]![index]!;
      const o =
        rollBest[r] === 0
          ? GIVE_UP
          : j < keepSteps
            ? keep[j * keepStride + r]!
            : t.keepAt(r, j * unit);
      if (o === GIVE_UP) {
        farkles++;
        streak++;
        if (penalty > 0 && streak === 3) {
          streak = 0;
          score = -penalty;
        }
        break;
      }
      j += optUnits[o]!;
      n -= optDice[o]!;
      if (n === 0) {
        n = 6;
        if (mustRollHot) continue;
      }
      if (j >= bankSteps || bank[n * bankSteps + j] === 1) {
        score = j * unit;
        streak = 0;
        break;
      }
    }
    sum += score;
    sumSquares += score * score;
  }
  return { turns, sum, sumSquares, farkles };
}

/** Runs `turns` turns as consecutive chunks, the same split a multi-threaded run uses. */
export function simulateTurns(setup: SimSetup, turns: number, seed: number): TurnStats {
  let stats = emptyStats();
  for (let chunk = 0; chunk * CHUNK_TURNS < turns; chunk++) {
    const size = Math.min(CHUNK_TURNS, turns - chunk * CHUNK_TURNS);
    stats = addStats(stats, simulateChunk(setup, size, seed, chunk));
  }
  return stats;
}
