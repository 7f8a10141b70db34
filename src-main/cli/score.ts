import type { Face, PresetId } from '../../src-shared/farkle';
import { keyOf, preset, scoreTable } from '../engine';

/** Reads dice typed as digits, optionally separated by spaces or commas: "113456", "1,1,3". */
export function parseDice(text: string): Face[] | null {
  const digits = text.replace(/[\s,]/g, '');
  if (!/^[1-6]{1,6}$/.test(digits)) return null;
  return [...digits].map((d) => Number(d) as Face);
}

/** The best score of a group of dice under a preset, with how it is made up. */
export function describeScore(faces: Face[], presetId: PresetId): string {
  const info = preset(presetId);
  const table = scoreTable(info.rules.scoring);
  const { parts, junk, score } = table.breakdown(keyOf(faces));
  const shown = [...faces].sort().join(' ');
  const lines = [`${shown} scores ${score} under ${info.name}`];
  const width = Math.max(0, ...parts.map((p) => p.faces.join(' ').length));
  for (const part of parts) {
    lines.push(
      `  ${part.faces.join(' ').padEnd(width)}  ${String(part.score).padStart(5)}  ${part.label}`,
    );
  }
  if (junk.length > 0) lines.push(`  not scoring: ${junk.join(' ')}`);
  if (score === 0) lines.push('  farkle: no die scores');
  return `${lines.join('\n')}\n`;
}
