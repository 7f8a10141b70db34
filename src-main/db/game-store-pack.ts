import type { Db } from './open';
import { COACH_OF_TURN } from './stats-tallies';

/** A move's row: seq, code, and for Farkle the turn and the coach's costs. */
export type ActionRow = [
  seq: number,
  code: string,
  turn: number | null,
  cost: number | null,
  winCost: number | null,
];

/** A game's turns: its rows, and those held while an import records it. */
const GAME_TURNS = `(SELECT * FROM turns WHERE game = @game
  UNION ALL SELECT * FROM temp.held_turns WHERE game = @game)`;

/**
 * A game that is over keeps its moves packed: one row holding every move's code run together
 * ("rk15rb..."), instead of a row per move; and its turns as one JSON row of [seat, points, hot
 * dice], each seat's coach sums on its seat row (migration 15). An unfinished game appends a row
 * per move and per turn, so each is durable on its own; the move that ends the game (or its
 * abandon) packs them in its transaction.
 */
export class PackedMoves {
  private readonly statements;
  /**
   * Games an import is recording (GameStore.record's `followed`): their move and turn rows are
   * held in temporary tables (this connection's own, without triggers) until the game's last
   * move; a game that is over then writes them packed at once, never as rows, and adds its turns
   * to the tallies in one statement each instead of a trigger's two per turn. Turn rows read
   * their costs from both move tables.
   */
  private readonly holding = new Set<number>();

  constructor(db: Db) {
    db.exec(`CREATE TEMP TABLE IF NOT EXISTS held_actions (game INTEGER NOT NULL,
      seq INTEGER NOT NULL, action TEXT NOT NULL, turn INTEGER, cost REAL, win_cost REAL,
      PRIMARY KEY (game, seq));
      CREATE INDEX IF NOT EXISTS temp.held_actions_turn ON held_actions (game, turn);
      CREATE TEMP TABLE IF NOT EXISTS held_turns AS SELECT * FROM main.turns WHERE false`);
    this.statements = {
      pack: db.prepare<[number]>(
        `INSERT INTO packed_actions (game, actions)
         SELECT game, group_concat(action, '' ORDER BY seq) FROM actions WHERE game = ? GROUP BY game`,
      ),
      dropRows: db.prepare<[number]>('DELETE FROM actions WHERE game = ?'),
      packTurns: db.prepare<{ game: number }>(
        `INSERT INTO packed_turns (game, turns)
         SELECT @game, coalesce((SELECT json_group_array(json_array(seat, points, hot_dice)
           ORDER BY turn) FROM ${GAME_TURNS}), '[]')`,
      ),
      // The same sums the tallies keep (see stats-tallies), per seat.
      seatCoach: db.prepare<{ game: number }>(
        `UPDATE game_seats SET
           coach_decisions = coalesce(c.decisions, 0), coach_loss = coalesce(c.loss, 0),
           coach_luck = coalesce(c.luck, 0), coach_win_decisions = coalesce(c.win_decisions, 0),
           coach_win_loss = coalesce(c.win_loss, 0)
         FROM game_seats s LEFT JOIN (SELECT seat, total(decisions) AS decisions,
             total(loss) AS loss, total(luck) AS luck, total(win_decisions) AS win_decisions,
             total(win_loss) AS win_loss
           FROM (SELECT t.seat, ${COACH_OF_TURN} FROM ${GAME_TURNS} t) GROUP BY seat) c
           ON c.seat = s.seat
         WHERE s.game = @game AND game_seats.game = @game AND game_seats.seat = s.seat`,
      ),
      // What the triggers on turns add for each row (migration 13), for a game's held turns.
      tallyHeldTurns: db.prepare<{ game: number }>(
        `INSERT INTO turn_tallies
         SELECT t.profile_id, g.seed_chosen, g.seats = 1, t.points, count(*), sum(t.hot_dice)
         FROM temp.held_turns t JOIN games g ON g.key = t.game WHERE t.game = @game
         GROUP BY t.profile_id, t.points
         ON CONFLICT DO UPDATE SET turns = turns + excluded.turns,
           hot_dice = hot_dice + excluded.hot_dice`,
      ),
      tallyHeldCoach: db.prepare<{ game: number }>(
        `INSERT INTO coach_tallies
         SELECT profile_id, seed_chosen, sum(decisions), sum(loss), sum(luck), sum(win_decisions),
           sum(win_loss)
         FROM (SELECT t.profile_id, g.seed_chosen, ${COACH_OF_TURN}
           FROM temp.held_turns t JOIN games g ON g.key = t.game WHERE t.game = @game)
         GROUP BY profile_id
         ON CONFLICT DO UPDATE SET decisions = decisions + excluded.decisions,
           loss = loss + excluded.loss, luck = luck + excluded.luck,
           win_decisions = win_decisions + excluded.win_decisions,
           win_loss = win_loss + excluded.win_loss`,
      ),
      dropTurns: db.prepare<[number]>('DELETE FROM turns WHERE game = ?'),
      writeHeldTurns: db.prepare<[number]>(
        'INSERT INTO turns SELECT * FROM temp.held_turns WHERE game = ? ORDER BY turn',
      ),
      dropHeldTurns: db.prepare<[number]>('DELETE FROM temp.held_turns WHERE game = ?'),
      replayed: db.prepare<[number], { replayed: number | null }>(
        'SELECT replayed FROM games WHERE key = ?',
      ),
      setReplayed: db.prepare<[number | null, number]>(
        'UPDATE games SET replayed = ? WHERE key = ?',
      ),
      packed: db.prepare<[number], { actions: string }>(
        'SELECT actions FROM packed_actions WHERE game = ?',
      ),
      addAction: db.prepare<[number, ...ActionRow]>(
        `INSERT INTO actions (game, seq, action, turn, cost, win_cost) VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      hold: db.prepare<[number, ...ActionRow]>(
        `INSERT INTO temp.held_actions VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      packHeld: db.prepare<[number]>(
        `INSERT INTO packed_actions (game, actions) SELECT game, group_concat(action, '' ORDER BY seq)
         FROM temp.held_actions WHERE game = ? GROUP BY game`,
      ),
      writeHeld: db.prepare<[number]>(
        `INSERT INTO actions (game, seq, action, turn, cost, win_cost)
         SELECT game, seq, action, turn, cost, win_cost FROM temp.held_actions WHERE game = ?
         ORDER BY seq`,
      ),
      dropHeld: db.prepare<[number]>('DELETE FROM temp.held_actions WHERE game = ?'),
    };
  }

  /**
   * Appends a move's row; `followed` (or one held already): held until the game's last move.
   * Answers whether it was held.
   */
  addAction(game: number, row: ActionRow, followed: boolean): boolean {
    if (followed) this.holding.add(game);
    const held = this.holding.has(game);
    (held ? this.statements.hold : this.statements.addAction).run(game, ...row);
    return held;
  }

  /**
   * Writes a game's held moves: packed if it is over (pack then does the rest, its held turns
   * too), else as rows, its turns too.
   */
  release(game: number, over: boolean): void {
    if (!this.holding.delete(game)) return;
    (over ? this.statements.packHeld : this.statements.writeHeld).run(game);
    this.statements.dropHeld.run(game);
    if (over) return;
    this.statements.writeHeldTurns.run(game);
    this.statements.dropHeldTurns.run(game);
  }

  /** Forgets the held moves: their transaction was rolled back (the temporary table's rows too). */
  forgetHeld(): void {
    this.holding.clear();
  }

  /**
   * Packs a game's move rows into one, inside the caller's transaction. Whether start-up may
   * trust the log stays as it was: the same moves, only stored otherwise.
   */
  pack(game: number): void {
    const { replayed } = this.statements.replayed.get(game)!;
    this.statements.pack.run(game);
    // Removing the rows clears `replayed` (migration 11's triggers); it is put back.
    this.statements.dropRows.run(game);
    this.statements.setReplayed.run(replayed, game);
    this.statements.packTurns.run({ game });
    this.statements.seatCoach.run({ game });
    this.statements.tallyHeldTurns.run({ game });
    this.statements.tallyHeldCoach.run({ game });
    this.statements.dropTurns.run(game);
    this.statements.dropHeldTurns.run(game);
  }

  /** A game's packed moves as their codes, in order (none packed: empty). */
  codes(game: number): string[] {
    const row = this.statements.packed.get(game);
    return row ? unpack(row.actions) : [];
  }
}

/**
 * Splits packed codes: each starts with its letter. Anything else in the text (damage) becomes
 * codes of its own, which no game accepts, so such a log is set aside rather than misread.
 */
export function unpack(text: string): string[] {
  return text.match(/[a-z][^a-z]*|[^a-z]+/g) ?? [];
}
