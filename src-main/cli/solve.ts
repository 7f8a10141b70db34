import type { PresetId, Rules } from '../../src-shared/farkle';
import type { PolicyReport, PolicySummary } from '../../src-shared/strategy';
import { preset } from '../engine';
import { fairHandicap, winChance, winRulesProblem, type WinOdds } from '../engine/farkle/winodds';
import { policySummary } from '../services/strategy';

/** What to solve: a preset, or rules read from a file (preset null, named by the file). */
export interface RulesSource {
  preset: PresetId | null;
  name: string;
  rules: Rules;
}

export interface SolveReport extends PolicySummary {
  preset: PresetId | null;
  name: string;
  milliseconds: number;
}

export function presetSource(id: PresetId): RulesSource {
  const info = preset(id);
  return { preset: id, name: info.name, rules: info.rules };
}

export function solveReport(source: RulesSource, now: () => number): SolveReport {
  const start = now();
  const summary = policySummary(source.rules);
  return {
    preset: source.preset,
    name: source.name,
    ...summary,
    milliseconds: Math.round((now() - start) * 10) / 10,
  };
}

function policyText(policy: PolicyReport, hotDiceMustRoll: boolean): string[] {
  const lines = [`  expected score per turn: ${policy.expected.toFixed(3)}`];
  lines.push('  bank once the turn total reaches, by dice left to roll:');
  for (const [dice, total] of Object.entries(policy.thresholds)) {
    const label = `${dice} ${dice === '1' ? 'die ' : 'dice'}`;
    const note =
      dice === '6' ? (hotDiceMustRoll ? ' (hot dice must be rolled)' : ' (after hot dice)') : '';
    lines.push(`    ${label}  ${total === null ? 'never' : String(total).padStart(5)}${note}`);
  }
  return lines;
}

export function solveText(result: SolveReport, rules: Rules): string {
  const must = rules.hotDice === 'must';
  const under = result.preset === null ? result.name : `${result.name} (${result.preset})`;
  const lines = [`Optimal turn play under ${under}:`];
  lines.push(...policyText(result, must));
  if (result.entry) {
    lines.push(`Before getting on the board (${rules.entryThreshold} in one turn):`);
    lines.push(...policyText(result.entry, must));
  }
  if (result.lastChance) {
    lines.push(`After two farkles in a row (a third costs ${rules.threeFarklePenalty}):`);
    lines.push(...policyText(result.lastChance, must));
  }
  lines.push(`Solved in ${result.milliseconds} ms.`);
  return `${lines.join('\n')}\n`;
}

export interface WinSolveReport {
  /** The preset id, or the rules file's path. */
  rules: string;
  players: 2;
  /** Chance that the player who starts wins, both playing for the win. */
  firstPlayerWins: number;
  states: number;
  sweeps: number;
  /** Turns solved on the way (each a dynamic program over turn total and dice). */
  turnsSolved: number;
  residual: number;
  milliseconds: number;
  /** With --handicap: the second player's head start that makes the game closest to even. */
  handicap: { points: number; firstPlayerWins: number } | null;
}

/**
 * Solves the two-seat game for the win with `solve` (worker threads from the command line);
 * rejects with an Error in the player's words on rules it cannot take.
 */
export async function winSolveReport(
  rules: Rules,
  label: string,
  handicap: boolean,
  now: () => number,
  solve: (rules: Rules) => Promise<WinOdds>,
): Promise<WinSolveReport> {
  const problem = winRulesProblem(rules);
  if (problem) throw new Error(problem);
  const start = now();
  const table = await solve(rules);
  const milliseconds = Math.round(now() - start);
  const seat = { total: 0, onBoard: false, farkleStreak: 0 };
  return {
    rules: label,
    players: 2,
    firstPlayerWins: winChance(table, seat, seat),
    states: table.layout.states,
    sweeps: table.sweeps,
    turnsSolved: table.evaluations,
    residual: table.residual,
    milliseconds,
    handicap: handicap ? fairHandicap(table) : null,
  };
}

function percent(chance: number): string {
  return `${(100 * chance).toFixed(3)}%`;
}

export function winSolveText(report: WinSolveReport): string {
  const lines = [
    `Two players under ${report.rules}, both playing to win:`,
    `  the first player wins ${percent(report.firstPlayerWins)} of games`,
    `  ${report.states.toLocaleString('en-US')} positions, ${report.sweeps} ` +
      `${report.sweeps === 1 ? 'pass' : 'passes'}, ` +
      `${report.turnsSolved.toLocaleString('en-US')} turns solved, ` +
      `residual ${report.residual.toExponential(1)}`,
  ];
  if (report.handicap) {
    lines.push(
      `  fair start: the second player starts with ${report.handicap.points} points; ` +
        `the first then wins ${percent(report.handicap.firstPlayerWins)}`,
    );
  }
  lines.push(`Solved in ${(report.milliseconds / 1000).toFixed(1)} s.`);
  return `${lines.join('\n')}\n`;
}
