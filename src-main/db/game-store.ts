import type { FarkleAction, FarkleState, TurnRecord } from '../../src-shared/farkle';
import type { GameKind } from '../../src-shared/games';
import { encodeAction } from '../engine/farkle/module';
import { gameOf, moduleOf, playedVersion, type RegisteredGame } from '../engine';
import { fingerprint } from './codec';
import { DamagedGames } from './damaged';
import { rollFacts, turnRow, type OddsFact } from './game-store-facts';
import { PackedMoves, type ActionRow } from './game-store-pack';
import {
  replayFrom,
  storedGameFrom,
  type StoredGame,
  type StoredGameStart,
  type StoredReplay,
} from './game-store-replay';
import { historyStatements, type GameRow } from './game-store-statements';
import type { Db } from './open';
import { freshenStreaks } from './stats-results';
import { ServiceError } from '../errors';

export type { StoredGame, StoredGameStart, StoredReplay } from './game-store-replay';

/** The coach's figures for one Farkle decision, worked out by the service and kept as they are. */
export interface CoachFacts {
  /** Expected points the decision gave up; null when there was no choice. */
  cost: number | null;
  /** The turn's expected score under optimal play, as it stood before the decision. */
  turnExpected: number;
  /** Percentage points of winning it gave up (two-seat games with the odds at hand), else null. */
  winCost?: number | null;
}

/**
 * One move with what it changed: Farkle's with the coach's figures and its turn facts, any other
 * game's with the state its module takes the facts from.
 */
export type StoredMove =
  | {
      game: 'farkle';
      action: FarkleAction;
      before: FarkleState;
      after: FarkleState;
      coach: CoachFacts;
    }
  | { game: Exclude<GameKind, 'farkle'>; action: unknown; after: unknown };

/**
 * The one games store, for every registered game: each action is appended in the same transaction as the
 * facts derived from it (turns, farkle odds, the result), so a crash at any moment leaves a log
 * that replays to exactly the last state. It stores what the services decided; it works nothing
 * out about the game itself.
 */
export class GameStore {
  private readonly statements;
  private readonly packed: PackedMoves;
  /** Games set aside as damaged this launch: left out of play, stats and the export's games. */
  readonly damaged: DamagedGames;
  /** Public game id to the integer key its rows use. */
  private readonly keys = new Map<string, number>();

  constructor(private readonly db: Db) {
    this.damaged = new DamagedGames(db);
    this.packed = new PackedMoves(db); // first: the turn statements use the tables it holds in
    this.statements = historyStatements(db);
  }

  /** Farkle odds held back in `storeMany`, one row per game, seat and dice count. */
  private heldOdds: Map<string, OddsFact> | null = null;

  /** Runs `work` in one transaction: all of it is kept, or none of it. */
  atomically<T>(work: () => T): T {
    // Inside a transaction already, it is all or nothing with the rest of it (no savepoint).
    return this.db.inTransaction ? work() : this.db.transaction(work)();
  }

  /** Stores many games in one transaction (an import): odds added, stale streaks redone at the end. */
  storeMany<T>(work: () => T): T {
    return this.atomically(() => {
      this.heldOdds = new Map();
      try {
        const result = work();
        for (const odds of this.heldOdds.values()) this.statements.addOdds.run(odds);
        freshenStreaks(this.db);
        return result;
      } finally {
        this.heldOdds = null;
        this.packed.forgetHeld();
      }
    });
  }

  private addOdds(odds: OddsFact): void {
    if (!this.heldOdds) {
      this.statements.addOdds.run(odds);
      return;
    }
    const key = `${odds.game}:${odds.seat}:${odds.dice}`;
    const held = this.heldOdds.get(key);
    if (held) {
      held.rolls += odds.rolls;
      held.farkles += odds.farkles;
    } else this.heldOdds.set(key, { ...odds });
  }

  /**
   * The active profile of this person (bot null) or bot under this name, created on first use.
   * A name another one's profile holds (a person called like a bot) is taken numbered: "Vera (2)".
   */
  profileFor(name: string, bot: string | null, now: string): number {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${name} (${n})`;
      const found = this.statements.findProfile.get(candidate);
      if (!found) {
        return Number(this.statements.addProfile.run(candidate, bot, now).lastInsertRowid);
      }
      if (found.bot === bot) return found.id;
    }
  }

  /** The id of a stored rule set (its JSON), added on first use. */
  private ruleSetFor(rules: string): number {
    return this.statements.ruleSet.get(rules)!.id;
  }

  private key(gameId: string): number {
    let key = this.keys.get(gameId);
    if (key === undefined) {
      const row = this.statements.keyOf.get(gameId);
      if (!row) throw new Error(`game ${gameId} is not stored`);
      key = row.key;
      this.keys.set(gameId, key);
    }
    return key;
  }

  startGame(start: StoredGameStart): void {
    const { replay } = start;
    const module = moduleOf(replay);
    const seats = module.seats(replay);
    this.atomically(() => {
      const game = Number(
        this.statements.addGame.run({
          id: start.id,
          kind: replay.game,
          preset: module.preset(replay),
          ruleSet: this.ruleSetFor(module.rules(replay)),
          generator: replay.generator,
          seed: replay.seed,
          seedChosen: start.seedChosen ? 1 : 0,
          playerSeed: replay.playerSeed ?? null,
          seats: seats.length,
          startedAt: start.startedAt,
          // An imported game keeps the version its file records.
          engineVersion: playedVersion(replay),
        }).lastInsertRowid,
      );
      this.keys.set(start.id, game);
      seats.forEach((seat, index) => {
        this.statements.addSeat.run({
          game,
          seat: index,
          profileId: this.profileFor(module.profileName(seat), seat.bot, start.startedAt),
          name: seat.name,
          bot: seat.bot,
        });
      });
    });
  }

  /**
   * Appends one move with everything it changed, atomically. `followed`: the caller records more
   * moves of this game in the same transaction (an import, in storeMany), so the moves, where the
   * log stands and the table's summary are written once, with its last move (a game over: packed).
   */
  record(gameId: string, seq: number, move: StoredMove, now: string, followed = false): void {
    const game = this.key(gameId);
    const module: RegisteredGame = gameOf(move.game);
    this.atomically(() => {
      if (move.game === 'farkle') this.recordFarkle(game, seq, move, followed);
      else this.recordMove(game, seq, module, move, followed);
      const over = module.def.isOver(move.after);
      if (followed && !over) return;
      this.packed.release(game, over);
      // This move was played by the engine: the log replays to here, as start-up may trust.
      const summary = over ? null : JSON.stringify(module.summary(move.after));
      this.statements.setReplayed.run(seq + 1, summary, game);
      if (!over || (move.game === 'farkle' && move.before.over)) return;
      const { winner, turns } = module.facts(move.after);
      this.statements.finishGame.run(now, winner, turns, fingerprint(this.replayOf(gameId)!), game);
      this.statements.addResults.run(game);
      this.packed.pack(game);
      if (!this.heldOdds) freshenStreaks(this.db); // a game ending before the last left them stale
    });
  }

  private recordFarkle(
    game: number,
    seq: number,
    { action, before, after, coach }: Extract<StoredMove, { game: 'farkle' }>,
    followed: boolean,
  ): void {
    // Counts, not lists: a replayed move's `before` may share its lists with `after`.
    const turn = before.turnsPlayed;
    const { cost, winCost = null } = coach;
    const row: ActionRow = [seq, encodeAction(action), turn, cost, winCost];
    const held = this.packed.addAction(game, row, followed);
    const turnEnded = after.turnsPlayed !== before.turnsPlayed;
    if (turnEnded) this.recordTurn(game, turn, after.history.at(-1)!, coach.turnExpected, held);
    // A game recorded in one go (held: an import's) writes its totals and turns with its last move.
    if (followed || !(turnEnded || held)) return;
    if (held) this.statements.setTurns.run(after.turnsPlayed, game);
    // A one-seat game (a single test turn, the solitaire challenge) is neither won nor lost.
    const contest = after.seats.length > 1;
    after.seats.forEach((seat, index) =>
      this.statements.setSeatTotal.run(
        seat.total,
        contest && after.winner === index ? 1 : 0,
        game,
        index,
      ),
    );
  }

  /** A move of a game without Farkle's turn facts: its action and each seat's total. */
  private recordMove(
    game: number,
    seq: number,
    module: RegisteredGame,
    { action, after }: { action: unknown; after: unknown },
    followed: boolean,
  ): void {
    this.packed.addAction(game, [seq, module.encodeAction(action), null, null, null], followed);
    const { totals, winner } = module.facts(after);
    const over = module.def.isOver(after);
    totals.forEach((total, seat) =>
      this.statements.setSeatTotal.run(total, over ? (winner === seat ? 1 : 0) : null, game, seat),
    );
  }

  /** A turn's row and farkle odds; a held game's turns are counted with its last move. */
  private recordTurn(
    game: number,
    turn: number,
    record: TurnRecord,
    expected: number,
    held: boolean,
  ) {
    if (!held) this.statements.countTurn.run(game);
    const row = turnRow(game, turn, record, expected);
    (held ? this.statements.holdTurn : this.statements.addTurn).run(row);
    for (const odds of rollFacts(game, record)) this.addOdds(odds);
  }

  /** Whether the game was given up: it is kept to replay, never played on. */
  isAbandoned(gameId: string): boolean {
    return this.statements.isAbandoned.get(gameId)!.n > 0;
  }

  /** Ends an unfinished game without a result: it stays in History as abandoned. */
  abandon(gameId: string, now: string): void {
    const game = this.key(gameId);
    this.atomically(() => {
      if (this.statements.abandon.run(now, game).changes > 0) this.packed.pack(game);
    });
  }

  /**
   * Removes an unfinished game and everything derived from it; `turns` are its played turns
   * (from the table), whose rolls come off the running farkle odds again.
   */
  delete(gameId: string, turns: readonly TurnRecord[]): void {
    const game = this.key(gameId);
    this.atomically(() => {
      for (const record of turns) {
        for (const odds of rollFacts(game, record)) this.statements.unrollOdds.run(odds);
      }
      this.statements.deleteGame.run(game);
    });
    this.keys.delete(gameId);
  }

  /** When a stored game was started (ISO time), or null if it is not kept. */
  startedAt(gameId: string): string | null {
    return this.statements.startedAt.get(gameId)?.started_at ?? null;
  }

  /** Every stored game with its replay, oldest first. */
  all(): StoredGame[] {
    return this.statements.all.all().map(({ id }) => this.stored(id)!);
  }

  /** The ids of the latest unfinished games of one kind, newest first, and how many there are. */
  latestUnfinished(kind: StoredReplay['game'], limit: number): { ids: string[]; total: number } {
    const ids = this.statements.latestUnfinished.all(kind, limit).map((row) => row.id);
    return { ids, total: this.statements.countUnfinished.get(kind)!.n };
  }

  /** A new player seed for a game not rolled yet (the service checks that it is not). */
  setPlayerSeed(gameId: string, playerSeed: string): void {
    this.statements.setPlayerSeed.run(playerSeed, gameId);
  }

  /** A stored game with its replay, or null when there is none with this id. */
  stored(gameId: string): StoredGame | null {
    const game = this.statements.game.get(gameId);
    const replay = this.replayOf(gameId);
    if (!game || !replay) return null;
    return storedGameFrom(gameId, game, replay);
  }

  /**
   * An unfinished game as the home screen lists it, without reading its moves: its setup, how
   * many moves it has and the state they lead to without its growing lists (see summaryOf).
   * Null when that state is not kept (no move yet, or not checked since its log changed).
   */
  listing(gameId: string): { game: StoredGame; actionCount: number; summary: unknown } | null {
    const row = this.statements.summary.get(gameId);
    if (row?.replayed == null || row.summary === null) return null;
    const game = this.storedHead(gameId);
    return game && { game, actionCount: row.replayed, summary: JSON.parse(row.summary) };
  }

  /** Remembers that a game's whole log replays (checked at start-up) and the state it leads to. */
  replays(gameId: string, kind: GameKind, last: unknown): void {
    const module: RegisteredGame = gameOf(kind);
    const summary = module.def.isOver(last) ? null : JSON.stringify(module.summary(last));
    const game = this.key(gameId);
    const moves = this.packed.codes(game).length + this.statements.countActions.get(game)!.n;
    this.statements.setReplayed.run(moves, summary, game);
  }

  /** The games not checked since their log or setup changed (or ever), oldest first. */
  unchecked(): string[] {
    return this.statements.unchecked.all().map((row) => row.id);
  }

  /** Games whose kind is not a registered game, with the one they name. */
  unknownKinds(known: readonly string[]): Array<{ id: string; kind: string }> {
    return this.statements.unknownKinds.all(JSON.stringify(known));
  }

  /** Games whose dice generator is none of these, with the one they name. */
  unknownGenerators(known: readonly string[]): Array<{ id: string; generator: string }> {
    return this.statements.unknownGenerators.all(JSON.stringify(known));
  }

  /** Unfinished games an engine after `version` played, which this one must not play on. */
  unfinishedOfLaterEngine(version: number): Array<{ id: string; version: number }> {
    return this.statements.unfinishedOfLaterEngine.all(version);
  }

  /** The kind a kept game was played as (text: start-up checks it is registered), or null. */
  kindOf(gameId: string): string | null {
    return this.statements.kindOf.get(gameId)?.kind ?? null;
  }

  /** Whether a game with this id is kept. */
  hasId(gameId: string): boolean {
    return this.statements.keyOf.get(gameId) !== undefined;
  }

  /** Whether a finished game with exactly this replay is kept (for lone replay files). */
  hasReplay(replay: StoredReplay): boolean {
    return this.statements.byFingerprint.get(fingerprint(replay)) !== undefined;
  }

  /** A stored game as its replay: its setup, seats and every action so far. */
  replayOf(gameId: string): StoredReplay | null {
    const damaged = this.damaged.reasonOf(gameId);
    if (damaged) {
      throw new ServiceError(
        'storage',
        `this game is damaged in your history (${damaged}); it can still be exported`,
      );
    }
    const game = this.statements.game.get(gameId);
    if (!game) return null;
    const rows = this.statements.actions.all(game.key).map((row) => row.action);
    return this.assemble(game, [...this.packed.codes(game.key), ...rows]);
  }

  /** A stored game with its setup and seats but none of its moves, or null. */
  private storedHead(gameId: string): StoredGame | null {
    const game = this.statements.game.get(gameId);
    if (!game) return null;
    return storedGameFrom(gameId, game, this.assemble(game, []));
  }

  /** A game's replay from its row and these of its encoded actions. */
  private assemble(game: GameRow, actions: string[]): StoredReplay {
    return replayFrom(game, this.statements.seats.all(game.key), actions);
  }
}
