import type { PresetId } from '../../src-shared/farkle';
import type { PolicyReport, PolicySummary } from '../../src-shared/strategy';
import { preset } from '../engine';
import { policySummary } from '../services/strategy';

export interface SolveReport extends PolicySummary {
  preset: PresetId;
  name: string;
  milliseconds: number;
}

export function solveReport(id: PresetId, now: () => number): SolveReport {
  const info = preset(id);
  const start = now();
  const summary = policySummary(info.rules);
  return {
    preset: id,
    name: info.name,
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

export function solveText(result: SolveReport): string {
  const rules = preset(result.preset).rules;
  const must = rules.hotDice === 'must';
  const lines = [`Optimal turn play under ${result.name} (${result.preset}):`];
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
