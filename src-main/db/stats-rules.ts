import type { RulesRate } from '../../src-shared/api';
import type { PresetId, Rules } from '../../src-shared/farkle';
import { preset, presetName } from '../engine';
import type { Db } from './open';
import type { Scope } from './stats-tallies';

/**
 * What a stored Farkle game was played under, by name: its preset, or "Your rules (from ...)";
 * rules that cannot be read (a damaged row, set aside) go by their preset's name.
 */
export function rulesNameOf(presetId: string, rules: string): string {
  let played: Rules;
  try {
    played = JSON.parse(rules) as Rules;
  } catch {
    return preset(presetId as PresetId).name;
  }
  return presetName(presetId as PresetId, played);
}

/**
 * A profile's Farkle games against someone and their wins by the rules played: each preset as it
 * is (keyed by its id), and changed rules apart (`<id>:own`, "Your rules (from <preset>)"). Read
 * from the results, as the tallies keep presets only; in the order of their keys.
 */
export function winsByRules(db: Db, scope: Scope): RulesRate[] {
  const rows = db
    .prepare<Scope, { preset: string; rules: string; games: number; wins: number }>(
      `SELECT r.preset, s.rules, count(*) AS games, sum(r.won) AS wins
       FROM results r JOIN games g ON g.key = r.game JOIN rule_sets s ON s.id = g.rule_set
       WHERE r.profile_id = @profileId AND (@chosen = 1 OR r.seed_chosen = 0)
         AND r.kind = 'farkle' AND r.seats > 1
         AND r.game NOT IN (SELECT game FROM temp.damaged_games)
       GROUP BY r.preset, g.rule_set`,
    )
    .all(scope);
  const rates = new Map<string, RulesRate>();
  for (const row of rows) {
    const name = rulesNameOf(row.preset, row.rules);
    // Changed rules of one preset share a row, as they share a name.
    const key = name === preset(row.preset as PresetId).name ? row.preset : `${row.preset}:own`;
    const rate = rates.get(key) ?? { key, name, games: 0, wins: 0 };
    rate.games += row.games;
    rate.wins += row.wins;
    rates.set(key, rate);
  }
  return [...rates.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
