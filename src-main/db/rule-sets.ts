import type { SavedRuleSet } from '../../src-shared/api';
import { isPresetId, rulesSchema } from '../engine';
import type { Db } from './open';

interface Row {
  id: number;
  name: string;
  preset: string;
  rules: string;
  saved_at: string;
}

/** A stored row as a rule set, or null when it no longer reads as one (damaged by hand). */
function fromRow(row: Row): SavedRuleSet | null {
  let rules: unknown;
  try {
    rules = JSON.parse(row.rules);
  } catch {
    return null;
  }
  const parsed = rulesSchema.safeParse(rules);
  if (!parsed.success || !isPresetId(row.preset)) return null;
  return {
    id: row.id,
    name: row.name,
    preset: row.preset,
    rules: parsed.data,
    savedAt: row.saved_at,
  };
}

/** The rule sets a player saved by name; names are unique whatever their case. */
export class SavedRuleSets {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      all: db.prepare<[], Row>(
        'SELECT id, name, preset, rules, saved_at FROM saved_rule_sets ORDER BY name COLLATE NOCASE',
      ),
      count: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM saved_rule_sets'),
      named: db.prepare<[string], { id: number }>(
        'SELECT id FROM saved_rule_sets WHERE name = ? COLLATE NOCASE',
      ),
      insert: db.prepare<[string, string, string, string]>(
        'INSERT INTO saved_rule_sets (name, preset, rules, saved_at) VALUES (?, ?, ?, ?)',
      ),
      remove: db.prepare<[number]>('DELETE FROM saved_rule_sets WHERE id = ?'),
    };
  }

  /** Every saved set by name; a row that no longer reads as rules is left out. */
  list(): SavedRuleSet[] {
    return this.statements.all.all().flatMap((row) => fromRow(row) ?? []);
  }

  count(): number {
    return this.statements.count.get()!.n;
  }

  has(name: string): boolean {
    return this.statements.named.get(name) !== undefined;
  }

  add(set: Omit<SavedRuleSet, 'id'>): void {
    this.statements.insert.run(set.name, set.preset, JSON.stringify(set.rules), set.savedAt);
  }

  /** Whether a set was deleted. */
  delete(id: number): boolean {
    return this.statements.remove.run(id).changes > 0;
  }
}
