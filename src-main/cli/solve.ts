import type { PresetId, Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import { solveTurn, type PolicyContext, type TurnPolicy } from '../engine/farkle/solver';

interface PolicyReport {
  /** Expected score of a turn from its first roll, rounded to 3 decimals. */
  expected: number;
  /** Bank once the turn total reaches this, by dice left to roll ("1" to "6"); null: never. */
  thresholds: Record<string, number | null>;
}

export interface SolveReport extends PolicyReport {
  preset: PresetId;
  name: string;
  /** The "get on the board" policy, when the rules have an entry threshold. */
  entry: PolicyReport | null;
  /** The policy after two farkles in a row, when a third one costs points. */
  lastChance: PolicyReport | null;
  milliseconds: number;
}

function report(policy: TurnPolicy): PolicyReport {
  return {
    expected: Math.round(policy.expected * 1000) / 1000,
    thresholds: Object.fromEntries(policy.thresholds.map((t, i) => [String(i + 1), t])),
  };
}

export function solveReport(id: PresetId, now: () => number): SolveReport {
  const info = preset(id);
  const rules: Rules = info.rules;
  const start = now();
  const solve = (context: Partial<PolicyContext>): PolicyReport =>
    report(solveTurn(rules, context));
  const main = solve({});
  return {
    preset: id,
    name: info.name,
    ...main,
    entry: rules.entryThreshold > 0 ? solve({ entry: true }) : null,
    lastChance:
      rules.threeFarklePenalty > 0 ? solve({ farkleValue: -rules.threeFarklePenalty }) : null,
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
