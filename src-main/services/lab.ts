import type { PresetId, Rules } from '../../src-shared/farkle';
import type { BotTurns, LabReport } from '../../src-shared/strategy';
import { preset, setupProblem } from '../engine';
import { BOT_LADDER, botSimSetup, playBotGame, type BotId } from '../engine/farkle/bots';
import { meanWithInterval, simulateTurns, type TurnStats } from '../engine/farkle/simulate';
import { solveTurn } from '../engine/farkle/solver';

/** Simulates a bot's turns on worker threads: a Node adapter the host hands in. */
export type ParallelSimulator = (run: {
  bot: BotId;
  rules: Rules;
  turns: number;
  seed: number;
  threads: number;
  onProgress: (done: number) => void;
  /** Stops the run between chunks (its workers end), rejecting with the signal's reason. */
  signal?: AbortSignal;
}) => Promise<TurnStats>;

export interface LabOptions {
  bots: BotId[];
  preset: PresetId;
  turns: number;
  games: number;
  seed: number;
  threads: number;
  /** Runs the simulations on `threads` workers; without it every turn runs here. */
  simulateParallel?: ParallelSimulator;
  /** Stops the run between batches, rejecting with the signal's reason. */
  signal?: AbortSignal;
  /** Told what is being done and how far along it is (0 to 1). */
  onProgress?: (stage: string, fraction: number) => void;
}

/**
 * The 95% Wilson score interval of a win rate: unlike the normal approximation it stays inside
 * 0..1 and does not collapse to a point on 10 wins out of 10.
 */
export function wilsonInterval(wins: number, games: number): { low: number; high: number } {
  const z = 1.96;
  const rate = wins / games;
  const centre = (rate + (z * z) / (2 * games)) / (1 + (z * z) / games);
  const half =
    (z / (1 + (z * z) / games)) *
    Math.sqrt((rate * (1 - rate)) / games + (z * z) / (4 * games * games));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** How long whole games are played in one go before other requests get a turn. */
const LAB_SLICE_MS = 10;

const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** Why these bots cannot play head to head under a preset, or null. */
export function gamesProblem(bots: BotId[], id: PresetId): string | null {
  const rules = preset(id).rules;
  if (rules.target === null || (rules.soloSingleTurn && bots.length === 1)) {
    return `${id} is played alone here: whole games need a target score`;
  }
  return setupProblem(rules, bots.length);
}

/**
 * Simulates each bot's turns on the board (on worker threads for long runs), then plays whole
 * games through the engine with the seats rotated game by game, so each bot moves first equally
 * often.
 */
export async function runLab(options: LabOptions): Promise<LabReport> {
  const rules = preset(options.preset).rules;
  const turns: BotTurns[] = [];
  for (const bot of options.turns > 0 ? options.bots : []) {
    const progress = (done: number): void =>
      options.onProgress?.(`simulating ${bot}`, done / options.turns);
    const run = { bot, rules, turns: options.turns, seed: options.seed, signal: options.signal };
    const stats = options.simulateParallel
      ? await options.simulateParallel({ ...run, threads: options.threads, onProgress: progress })
      : simulateTurns(botSimSetup(bot, rules), options.turns, options.seed);
    options.signal?.throwIfAborted();
    const { mean, halfWidth } = meanWithInterval(stats);
    turns.push({
      bot,
      name: BOT_LADDER.find((b) => b.id === bot)!.name,
      turns: stats.turns,
      mean: round(mean),
      low: round(mean - halfWidth),
      high: round(mean + halfWidth),
      farkleRate: round(stats.farkles / stats.turns, 5),
    });
  }

  let games: LabReport['games'] = null;
  if (options.games > 0) {
    const wins = options.bots.map(() => 0);
    let turnsPlayed = 0;
    const k = options.bots.length;
    let slice = performance.now();
    for (let g = 0; g < options.games; g++) {
      const order = options.bots.map((_, i) => (i + g) % k);
      const state = playBotGame(
        order.map((i) => options.bots[i]!),
        { rules, generator: 'xoroshiro128plus', seed: (options.seed + g) >>> 0 },
      );
      wins[order[state.winner!]!]!++;
      turnsPlayed += state.turnsPlayed;
      // Games are played here in slices of about 10 ms, letting other requests through between.
      if (performance.now() - slice > LAB_SLICE_MS) {
        options.onProgress?.('playing games', g / options.games);
        await new Promise((resolve) => setTimeout(resolve, 0));
        options.signal?.throwIfAborted();
        slice = performance.now();
      }
    }
    games = {
      played: options.games,
      averageTurns: round(turnsPlayed / options.games, 1),
      results: options.bots.map((bot, i) => {
        const interval = wilsonInterval(wins[i]!, options.games);
        return {
          bot,
          wins: wins[i]!,
          winRate: round(wins[i]! / options.games, 4),
          low: round(interval.low, 4),
          high: round(interval.high, 4),
        };
      }),
    };
  }
  return {
    preset: options.preset,
    seed: options.seed,
    optimum: round(solveTurn(rules).expected),
    turns,
    games,
  };
}
