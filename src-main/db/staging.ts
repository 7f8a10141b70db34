import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameStore } from './game-store';
import { migrate, type Db } from './open';
import { freshenStreaks } from './stats-results';

/**
 * The tables a stored game writes its own rows to. A game's log comes before the game itself
 * (its references are checked at the commit): the triggers that clear a game's `replayed` when
 * its log changes (migration 11) find no game yet, and the game comes with its own as staged.
 * Turns and results come after their games, whose rows their triggers read. The rows derived
 * from them (tallies, streaks) are worked out in the history: see `ADD_UP`.
 */
const COPIED = [
  'actions',
  'packed_actions',
  'packed_turns',
  'games',
  'game_seats',
  'turns',
  'results',
] as const;

/** The history's profile of this name and kind (bot null: a person), added if there is none. */
type ProfileFor = (name: string, bot: string | null, createdAt: string) => number;

/** How a staged row's reference becomes the history's: a game's key, a profile, a rule set. */
const MAPPED: Record<string, string> = {
  key: '(SELECT main FROM temp.staged_game_keys WHERE staged = t.key)',
  game: '(SELECT main FROM temp.staged_game_keys WHERE staged = t.game)',
  profile_id: '(SELECT main FROM temp.staged_profile_ids WHERE staged = t.profile_id)',
  rule_set: `(SELECT r.id FROM main.rule_sets r JOIN staged.rule_sets s ON s.rules = r.rules
    WHERE s.id = t.rule_set)`,
};

/**
 * A history of its own, in a scratch file, that an import stores its games into exactly as the
 * history stores games played here (the same GameStore), while play goes on: nothing of it is
 * seen until `publish` moves all of its games into the history in one short transaction. A crash
 * before then leaves the history as it was.
 */
export class StagedImport {
  /** The staging history's store, for the import to write its games with. */
  readonly store: GameStore;

  private constructor(
    private readonly main: Db,
    private readonly db: Db,
    private readonly dir: string,
  ) {
    this.store = new GameStore(db);
  }

  /**
   * A new staging history beside the history `main` is connected to, holding its profiles (so a
   * new player's name is numbered as the history would number it: "Vera (2)").
   */
  static open(main: Db, nativeBinding?: string): StagedImport {
    const dir = mkdtempSync(join(tmpdir(), 'hotdice-import-'));
    const file = join(dir, 'staged.sqlite');
    let db: Db | null = null;
    try {
      db = new Database(file, nativeBinding ? { nativeBinding } : {});
      // A scratch file: gone with the import, so nothing needs to survive a crash.
      db.pragma('journal_mode = MEMORY');
      db.pragma('synchronous = OFF');
      migrate(db);
      db.pragma('foreign_keys = ON');
      const staged = new StagedImport(main, db, dir);
      staged.attached(() => main.exec('INSERT INTO staged.profiles SELECT * FROM main.profiles'));
      return staged;
    } catch (error) {
      db?.close();
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Runs `work` with the staging history attached to the history's connection as `staged`. */
  private attached<T>(work: () => T): T {
    this.main.prepare('ATTACH ? AS staged').run(this.db.name);
    try {
      return work();
    } finally {
      this.main.exec('DETACH staged');
    }
  }

  /**
   * Moves every staged game into the history in one transaction, and answers how many. Each one
   * whose id the history holds by now (stored meanwhile) is first handed to `unstage`, which
   * takes it out of the staging history or refuses the file. A staged profile that is not the
   * history's own (new, or changed meanwhile) is found or added by `profileFor` (GameStore's).
   */
  publish(unstage: (gameId: string) => void, profileFor: ProfileFor): number {
    return this.attached(() => {
      this.main
        .prepare<[], string>('SELECT id FROM staged.games WHERE id IN (SELECT id FROM main.games)')
        .pluck()
        .all()
        .forEach(unstage);
      return this.main.transaction(() => {
        this.mapProfiles(profileFor);
        this.copyRows();
        freshenStreaks(this.main);
        return this.main
          .prepare('SELECT count(*) FROM temp.staged_game_keys')
          .pluck()
          .get() as number;
      })();
    });
  }

  /** Each staged profile as the history's: the same one, or one found or added by name. */
  private mapProfiles(profileFor: ProfileFor): void {
    const main = this.main;
    main.exec(`CREATE TEMP TABLE IF NOT EXISTS staged_profile_ids
      (staged INTEGER PRIMARY KEY, main INTEGER NOT NULL); DELETE FROM temp.staged_profile_ids`);
    const same = main
      .prepare<[number, string, string | null], number>(
        `SELECT id FROM main.profiles WHERE id = ? AND name = ? AND bot IS ?
         AND merged_into IS NULL`,
      )
      .pluck();
    const map = main.prepare<[number, number]>('INSERT INTO temp.staged_profile_ids VALUES (?, ?)');
    const used = main
      .prepare<[], { id: number; name: string; bot: string | null; created_at: string }>(
        `SELECT id, name, bot, created_at FROM staged.profiles
         WHERE id IN (SELECT profile_id FROM staged.game_seats) ORDER BY id`,
      )
      .all();
    for (const { id, name, bot, created_at: at } of used) {
      map.run(id, same.get(id, name, bot) ?? profileFor(name, bot, at));
    }
  }

  /** The staged games' rows, each reference made the history's, then what they add up to. */
  private copyRows(): void {
    const main = this.main;
    // The keys the history would give the games stored one after another.
    main.exec(`CREATE TEMP TABLE IF NOT EXISTS staged_game_keys
      (staged INTEGER PRIMARY KEY, main INTEGER NOT NULL); DELETE FROM temp.staged_game_keys;
      INSERT INTO temp.staged_game_keys SELECT key,
        (SELECT coalesce(max(key), 0) FROM main.games) + row_number() OVER (ORDER BY key)
      FROM staged.games;
      INSERT INTO main.rule_sets (rules) SELECT rules FROM staged.rule_sets
        WHERE id IN (SELECT rule_set FROM staged.games) ORDER BY id ON CONFLICT DO NOTHING;
      PRAGMA defer_foreign_keys = ON`);
    for (const table of COPIED) {
      const columns = main
        .prepare<[string, string], string>('SELECT name FROM pragma_table_info(?, ?)')
        .pluck()
        .all(table, 'main');
      const values = columns.map((column) => MAPPED[column] ?? `t.${column}`);
      const order = table === 'games' ? 'key' : table === 'results' ? 'game, seat' : 'game';
      main.exec(`INSERT INTO main.${table} (${columns.join(', ')})
        SELECT ${values.join(', ')} FROM staged.${table} t ORDER BY t.${order}`);
    }
    main.exec(ADD_UP);
  }

  /** Lets the staging history go: its file is removed. */
  close(): void {
    this.db.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * What the copied games add to the history's running figures. Results and turn rows add
 * themselves as they are copied (triggers); the staging history's turn and coach tallies hold
 * every staged turn's, packed ones too, so what they hold beyond the copied turn rows is added
 * (a row may add nothing: the copied rows' trigger makes it all the same). The farkle odds are
 * summed as they are. Rows that games taken out of the staging history (GameStore.delete) left
 * at nothing are left out, as their profiles may not be among the staged games'.
 */
const ADD_UP = `
  INSERT INTO main.turn_tallies
    SELECT ${MAPPED.profile_id}, t.seed_chosen, t.solo, t.points, t.turns - coalesce(r.turns, 0),
      t.hot_dice - coalesce(r.hot_dice, 0)
    FROM staged.turn_tallies t LEFT JOIN (SELECT r.profile_id, g.seed_chosen, g.seats = 1 AS solo,
        r.points, count(*) AS turns, sum(r.hot_dice) AS hot_dice
      FROM staged.turns r JOIN staged.games g ON g.key = r.game GROUP BY 1, 2, 3, 4) r
      USING (profile_id, seed_chosen, solo, points)
    WHERE t.turns > 0
    ON CONFLICT DO UPDATE SET turns = turns + excluded.turns,
      hot_dice = hot_dice + excluded.hot_dice;
  INSERT INTO main.coach_tallies
    SELECT ${MAPPED.profile_id}, t.seed_chosen, t.decisions - coalesce(r.decisions, 0),
      t.loss - coalesce(r.loss, 0), t.luck - coalesce(r.luck, 0),
      t.win_decisions - coalesce(r.win_decisions, 0), t.win_loss - coalesce(r.win_loss, 0)
    FROM staged.coach_tallies t LEFT JOIN (SELECT r.profile_id, g.seed_chosen,
        sum(iif(r.expected IS NULL, 0, r.decisions)) AS decisions,
        sum(iif(r.expected IS NULL, 0, round(r.expected_loss * 1e9))) AS loss,
        sum(iif(r.expected IS NULL, 0, round((r.points - r.expected + r.expected_loss) * 1e9)))
          AS luck,
        sum(r.win_decisions) AS win_decisions, sum(round(r.win_loss * 1e9)) AS win_loss
      FROM staged.turns r JOIN staged.games g ON g.key = r.game GROUP BY 1, 2) r
      USING (profile_id, seed_chosen)
    WHERE EXISTS (SELECT 1 FROM staged.turn_tallies u
      WHERE u.profile_id = t.profile_id AND u.seed_chosen = t.seed_chosen AND u.turns > 0)
    ON CONFLICT DO UPDATE SET decisions = decisions + excluded.decisions,
      loss = loss + excluded.loss, luck = luck + excluded.luck,
      win_decisions = win_decisions + excluded.win_decisions,
      win_loss = win_loss + excluded.win_loss;
  INSERT INTO main.farkle_odds (profile_id, rule_set, seed_chosen, dice, rolls, farkles)
    SELECT ${MAPPED.profile_id}, ${MAPPED.rule_set}, t.seed_chosen, t.dice, t.rolls, t.farkles
    FROM staged.farkle_odds t WHERE t.rolls > 0
    ON CONFLICT DO UPDATE SET rolls = rolls + excluded.rolls, farkles = farkles + excluded.farkles;
`;
