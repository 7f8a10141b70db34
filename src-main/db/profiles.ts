import type { ProfileView } from '../../src-shared/api';
import type { Db } from './open';
import { freshenStreaks } from './stats-results';

/** Thrown for a profile request that cannot be carried out; the message is for the player. */
export class ProfileError extends Error {}

interface ProfileRow {
  id: number;
  name: string;
  bot: string | null;
  archived: number;
  games: number;
  wins: number;
}

const SELECT = `
  SELECT p.id, p.name, p.bot, p.archived,
    (SELECT coalesce(sum(t.games), 0) FROM result_tallies t WHERE t.profile_id = p.id) AS games,
    (SELECT coalesce(sum(t.wins), 0) FROM result_tallies t WHERE t.profile_id = p.id) AS wins
  FROM profiles p WHERE p.merged_into IS NULL`;

function toView(row: ProfileRow): ProfileView {
  return { ...row, archived: row.archived === 1 };
}

/** People and bots who sat at the table: rename, merge two of the same person, archive. */
export class Profiles {
  constructor(private readonly db: Db) {}

  list(): ProfileView[] {
    return this.db
      .prepare<[], ProfileRow>(`${SELECT} ORDER BY p.archived, p.bot IS NOT NULL, p.name`)
      .all()
      .map(toView);
  }

  get(id: number): ProfileView {
    const row = this.db.prepare<[number], ProfileRow>(`${SELECT} AND p.id = ?`).get(id);
    if (!row) throw new ProfileError('there is no such profile');
    return toView(row);
  }

  rename(id: number, name: string): ProfileView {
    const trimmed = name.trim();
    this.get(id);
    const clash = this.db
      .prepare<[string, number], { id: number }>(
        'SELECT id FROM profiles WHERE name = ? COLLATE NOCASE AND merged_into IS NULL AND id <> ?',
      )
      .get(trimmed, id);
    if (clash) {
      throw new ProfileError(`there is already a profile called ${trimmed}: merge them instead`);
    }
    this.db.prepare('UPDATE profiles SET name = ? WHERE id = ?').run(trimmed, id);
    return this.get(id);
  }

  /** Moves every game, turn and roll of `fromId` to `intoId`; `fromId` is kept as merged. */
  merge(fromId: number, intoId: number): ProfileView {
    if (fromId === intoId) throw new ProfileError('a profile cannot be merged into itself');
    const from = this.get(fromId);
    const into = this.get(intoId);
    if ((from.bot === null) !== (into.bot === null)) {
      throw new ProfileError('a person and a bot cannot be merged');
    }
    this.db.transaction(() => {
      for (const table of ['game_seats', 'turns']) {
        this.db
          .prepare(`UPDATE ${table} SET profile_id = ? WHERE profile_id = ?`)
          .run(intoId, fromId);
      }
      // Farkle odds are running counts: add them to the other profile's.
      this.db
        .prepare(
          `INSERT INTO farkle_odds (profile_id, rule_set, seed_chosen, dice, rolls, farkles)
           SELECT ?, rule_set, seed_chosen, dice, rolls, farkles FROM farkle_odds
           WHERE profile_id = ?
           ON CONFLICT (profile_id, rule_set, seed_chosen, dice)
           DO UPDATE SET rolls = rolls + excluded.rolls, farkles = farkles + excluded.farkles`,
        )
        .run(intoId, fromId);
      this.db.prepare('DELETE FROM farkle_odds WHERE profile_id = ?').run(fromId);
      // So are the stats' tallies (the turns moved above do not tally themselves again).
      this.db
        .prepare(
          `INSERT INTO turn_tallies SELECT ?, seed_chosen, solo, points, turns, hot_dice
           FROM turn_tallies WHERE profile_id = ?
           ON CONFLICT DO UPDATE SET turns = turns + excluded.turns,
             hot_dice = hot_dice + excluded.hot_dice`,
        )
        .run(intoId, fromId);
      this.db
        .prepare(
          `INSERT INTO coach_tallies SELECT ?, seed_chosen, decisions, loss, luck, win_decisions,
             win_loss FROM coach_tallies WHERE profile_id = ?
           ON CONFLICT DO UPDATE SET decisions = decisions + excluded.decisions,
             loss = loss + excluded.loss, luck = luck + excluded.luck,
             win_decisions = win_decisions + excluded.win_decisions,
             win_loss = win_loss + excluded.win_loss`,
        )
        .run(intoId, fromId);
      this.db
        .prepare(
          `INSERT INTO result_tallies SELECT ?, seed_chosen, kind, preset, seats, games, wins,
             total_sum, best_high, best_low, longest FROM result_tallies WHERE profile_id = ?
           ON CONFLICT DO UPDATE SET games = games + excluded.games,
             wins = wins + excluded.wins, total_sum = total_sum + excluded.total_sum,
             best_high = max(best_high, excluded.best_high),
             best_low = min(best_low, excluded.best_low), longest = max(longest, excluded.longest)`,
        )
        .run(intoId, fromId);
      for (const table of ['turn_tallies', 'coach_tallies', 'result_tallies', 'streaks']) {
        this.db.prepare(`DELETE FROM ${table} WHERE profile_id = ?`).run(fromId);
      }
      // The two profiles' results interleave: their streaks are worked out again.
      this.db.prepare('UPDATE results SET profile_id = ? WHERE profile_id = ?').run(intoId, fromId);
      this.db
        .prepare(
          `INSERT INTO streaks SELECT ?, drawn_only, 1, '', 0, 0, 0, 0, 0
           FROM (SELECT 0 AS drawn_only UNION ALL SELECT 1) WHERE true
           ON CONFLICT DO UPDATE SET stale = 1`,
        )
        .run(intoId);
      freshenStreaks(this.db);
      this.db.prepare('UPDATE profiles SET merged_into = ? WHERE id = ?').run(intoId, fromId);
    })();
    return this.get(intoId);
  }

  archive(id: number, archived: boolean): ProfileView {
    this.get(id);
    this.db.prepare('UPDATE profiles SET archived = ? WHERE id = ?').run(archived ? 1 : 0, id);
    return this.get(id);
  }
}
