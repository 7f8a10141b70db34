import type { TurnRecord } from '../../src-shared/farkle';
import { rollFacts } from './game-store-facts';
import type { Db } from './open';

/** The two sides a seed can count on: off the drawn side (0), onto the typed side (1). */
const SIDES = '(SELECT 0 AS seed, -1 AS sign UNION ALL SELECT 1, 1) side';

/**
 * Counts unfinished games' drawn seeds as known (typed) from now on: a history export that
 * carries them makes their dice readable in the file. The flag changes and every tally the game
 * added on the drawn side moves to the typed side, so Stats' "drawn seeds only" stays true and a
 * later delete takes off what was added.
 */
export class SeedMarks {
  private readonly statements;

  constructor(private readonly db: Db) {
    this.statements = {
      keyOf: db.prepare<[string], { key: number }>(
        "SELECT key FROM games WHERE id = ? AND seed_chosen = 0 AND status = 'playing'",
      ),
      moveTurns: db.prepare<[number]>(
        `INSERT INTO turn_tallies
           SELECT t.profile_id, side.seed, g.seats = 1, t.points, side.sign * count(*),
             side.sign * sum(t.hot_dice)
           FROM turns t JOIN games g ON g.key = t.game, ${SIDES}
           WHERE t.game = ? GROUP BY t.profile_id, side.seed, t.points
           ON CONFLICT DO UPDATE SET turns = turns + excluded.turns,
             hot_dice = hot_dice + excluded.hot_dice`,
      ),
      moveCoach: db.prepare<[number]>(
        `INSERT INTO coach_tallies
           SELECT t.profile_id, side.seed,
             side.sign * sum(iif(t.expected IS NULL, 0, t.decisions)),
             side.sign * sum(iif(t.expected IS NULL, 0, round(t.expected_loss * 1e9))),
             side.sign * sum(iif(t.expected IS NULL, 0,
               round((t.points - t.expected + t.expected_loss) * 1e9))),
             side.sign * sum(t.win_decisions), side.sign * sum(round(t.win_loss * 1e9))
           FROM turns t, ${SIDES} WHERE t.game = ? GROUP BY t.profile_id, side.seed
           ON CONFLICT DO UPDATE SET decisions = decisions + excluded.decisions,
             loss = loss + excluded.loss, luck = luck + excluded.luck,
             win_decisions = win_decisions + excluded.win_decisions,
             win_loss = win_loss + excluded.win_loss`,
      ),
      dropEmpty: db.prepare('DELETE FROM turn_tallies WHERE turns = 0'),
      moveOdds: db.prepare(
        `INSERT INTO farkle_odds (profile_id, rule_set, seed_chosen, dice, rolls, farkles)
           SELECT s.profile_id, g.rule_set, side.seed, @dice, side.sign * @rolls,
             side.sign * @farkles
           FROM game_seats s JOIN games g ON g.key = s.game, ${SIDES}
           WHERE s.game = @game AND s.seat = @seat
           ON CONFLICT (profile_id, rule_set, seed_chosen, dice)
           DO UPDATE SET rolls = rolls + excluded.rolls, farkles = farkles + excluded.farkles`,
      ),
      mark: db.prepare<[number]>('UPDATE games SET seed_chosen = 1 WHERE key = ?'),
      drawn: db.prepare<[], { id: string }>(
        "SELECT id FROM games WHERE status = 'playing' AND seed_chosen = 0",
      ),
      known: db.prepare<[string], { n: number }>('SELECT seed_chosen AS n FROM games WHERE id = ?'),
    };
  }

  /** The unfinished games with a drawn seed, on any generator (the archive says which are sealed). */
  drawnUnfinished(): string[] {
    return this.statements.drawn.all().map((row) => row.id);
  }

  /** Whether a game's seed counts as typed (chosen, or made known by an export). */
  isKnown(gameId: string): boolean {
    return this.statements.known.get(gameId)?.n === 1;
  }

  /**
   * Marks one unfinished drawn-seed game typed; `turns` are its played turns (Farkle's, whose
   * rolls are in the farkle odds; none for other games). A game already typed, or over, is left.
   */
  markKnown(gameId: string, turns: readonly TurnRecord[]): void {
    const row = this.statements.keyOf.get(gameId);
    if (!row) return;
    const run = () => {
      this.statements.moveTurns.run(row.key);
      this.statements.moveCoach.run(row.key);
      this.statements.dropEmpty.run();
      for (const record of turns) {
        for (const odds of rollFacts(row.key, record)) this.statements.moveOdds.run(odds);
      }
      this.statements.mark.run(row.key);
    };
    if (this.db.inTransaction) run();
    else this.db.transaction(run)();
  }
}
