import type { Db } from './open';

/**
 * A game that is over keeps its moves packed: one row holding every move's code run together
 * ("rk15rb..."), instead of a row per move. An unfinished game appends a row per move, so each
 * move is durable on its own; the move that ends the game packs them in its transaction.
 */
export class PackedMoves {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      pack: db.prepare<[number]>(
        `INSERT INTO packed_actions (game, actions)
         SELECT game, group_concat(action, '' ORDER BY seq) FROM actions WHERE game = ? GROUP BY game`,
      ),
      dropRows: db.prepare<[number]>('DELETE FROM actions WHERE game = ?'),
      replayed: db.prepare<[number], { replayed: number | null }>(
        'SELECT replayed FROM games WHERE key = ?',
      ),
      setReplayed: db.prepare<[number | null, number]>(
        'UPDATE games SET replayed = ? WHERE key = ?',
      ),
      packed: db.prepare<[number], { actions: string }>(
        'SELECT actions FROM packed_actions WHERE game = ?',
      ),
    };
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
