import { readFileSync, statSync } from 'node:fs';
import type { Rules } from '../../src-shared/farkle';
import { rulesSchema, setupProblem } from '../engine';

/** A rules file is a few hundred bytes; anything past this is not one. */
const MAX_RULES_FILE_BYTES = 64 * 1024;

type Read = { ok: true; rules: Rules } | { ok: false; message: string };

/** A rules file's text (the rules object as JSON, as the setup's "Save rules file" writes it). */
export function parseRules(text: string): Read {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'it is not JSON (a rules file holds one rules object)' };
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, message: 'a rules file holds one rules object, { ... }' };
  }
  // A field left out is named as missing rather than as a value of the wrong type.
  const parsed = rulesSchema.safeParse(json, {
    error: (issue) => (issue.input === undefined ? 'is missing' : undefined),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, message: `${where}${issue.message}` };
  }
  const problem = setupProblem(parsed.data, parsed.data.minSeats);
  return problem ? { ok: false, message: problem } : { ok: true, rules: parsed.data };
}

/** Reads and checks a rules file; every failure is one line for the player. */
export function readRulesFile(path: string): Read {
  try {
    if (statSync(path).size > MAX_RULES_FILE_BYTES) {
      return { ok: false, message: 'it is too large to be a rules file' };
    }
    return parseRules(readFileSync(path, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, message: 'there is no such file' };
    if (code === 'EISDIR') return { ok: false, message: 'it is a folder, not a file' };
    return { ok: false, message: `it cannot be read (${code ?? String(error)})` };
  }
}
