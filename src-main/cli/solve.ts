import type { PresetId, Rules } from '../../src-shared/farkle';
import type { PolicyReport, PolicySummary } from '../../src-shared/strategy';
import { preset } from '../engine';
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
