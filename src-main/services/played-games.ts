import type { GeneratorKind } from '../../src-shared/dice';
import type { TurnRecord } from '../../src-shared/farkle';
import {
  ENGINE_VERSION,
  engineVersionProblem,
  runGameReplay,
  type GameDef,
  type GameReplay,
} from '../engine';
import type { StoredMove, StoredReplay } from '../db/game-store';
import { ServiceError } from '../errors';
import { newDice } from './seeds';

/** Where tables are kept as they are played (the games store), and read back from. */
export interface TableStore {
  started(gameId: string, replay: StoredReplay, seedChosen: boolean): void;
  acted(gameId: string, seq: number, move: StoredMove): void;
  /** A game not rolled yet took a new player seed. */
  reseeded(gameId: string, playerSeed: string): void;
  /** A stored game's replay and whether its seed was typed, or null when there is none. */
  load(gameId: string): { replay: StoredReplay; seedChosen: boolean } | null;
  /**
   * An unfinished game as the home screen lists it, without replaying it: its replay with no
   * actions, how many it has and the state they lead to without its growing lists; null when
   * the store keeps no such state.
   */
  listing(
    gameId: string,
  ): { replay: StoredReplay; seedChosen: boolean; actionCount: number; summary: unknown } | null;
  /** The most recent unfinished games of one kind that can be played, and how many there are. */
  unfinished(game: StoredReplay['game'], limit: number): { ids: string[]; total: number };
  /** Whether a game's drawn seed has since been made known (a history export carried it). */
  seedKnown?(gameId: string): boolean;
  /** An unfinished game given up (kept, as abandoned) or deleted with its played turns. */
  removed(gameId: string, how: 'abandon' | 'delete', turns: readonly TurnRecord[]): void;
}

/** A game on the table: its replay (setup + actions so far) and the state it leads to. */
export interface Table<S, R> {
  id: string;
  replay: R;
  state: S;
  /** The player typed the seed: it is shown from the start (a drawn one only once it is over). */
  seedChosen: boolean;
}

/** A table as the home screen lists it (see PlayedGames.unfinished), with how many moves it has. */
export type Listed<S, R> = Table<S, R> & { actionCount: number };

/** What the table service needs of a game beyond the engine's contract. */
export interface StoredGameDef<S, A, Ev, R extends StoredReplay & GameReplay<A>> {
  game: R['game'];
  def: GameDef<unknown, S, A, Ev, R, { code: string; message: string }>;
  /** The move as the store keeps it, with the coach's figures where the game has a coach. */
  move(before: S, action: A, after: S): StoredMove;
}

/** Refuses in words a stored game another engine version played: this one may play it otherwise. */
export function refuseOtherEngine(replay: { engineVersion?: number }): void {
  const problem = engineVersionProblem(replay.engineVersion);
  if (problem) {
    throw new ServiceError(
      'illegal',
      `this game cannot be played here (${problem}); it can still be exported`,
    );
  }
}

/** A bot may not act forever in one request; a turn this long means the bot is broken. */
const MAX_BOT_ACTIONS_PER_TURN = 10_000;
/** Unfinished tables kept in memory; any other game is read back from the store when asked for. */
const OPEN_TABLES = 200;
/** How many unfinished games the start screen lists; the others wait in History. */
export const UNFINISHED_LISTED = 20;

/**
 * The one table service for both games: opens, finds and plays tables, storing every move before
 * the table makes it. The store holds every game; memory holds only the unfinished tables played
 * lately. Each game's service adds its own requests and views on top.
 */
export class PlayedGames<
  S,
  A,
  Ev,
  R extends StoredReplay & GameReplay<A> & { generator: GeneratorKind; playerSeed?: string },
> {
  /** Unfinished tables, the most recently used last. */
  private readonly tables = new Map<string, Table<S, R>>();

  constructor(
    private readonly kind: StoredGameDef<S, A, Ev, R>,
    private readonly options: { store: TableStore; newId: () => string },
  ) {}

  /** A new table from a replay with no actions yet. */
  start(replay: R, seedChosen: boolean): Table<S, R> {
    const table: Table<S, R> = {
      id: this.options.newId(),
      replay,
      state: this.kind.def.newGame(this.kind.def.setupOf(replay)),
      seedChosen,
    };
    this.options.store.started(table.id, replay, seedChosen);
    this.keep(table);
    return table;
  }

  /**
   * A new table with a stored game's setup and a freshly drawn seed on its generator: drawn, so
   * sealed again (see newDice), and played by this engine.
   */
  rematch(gameId: string, randomSeed: () => number): Table<S, R> {
    const { replay } = this.find(gameId);
    const { playerSeed: _old, ...setup } = replay;
    const { chosen, ...dice } = newDice(null, replay.generator, randomSeed);
    const again = { ...setup, engineVersion: ENGINE_VERSION, ...dice, actions: [] };
    return this.start(again as unknown as R, chosen);
  }

  /** A table in memory, or a stored game replayed from its log to its exact last state. */
  find(gameId: string): Table<S, R> {
    const open = this.tables.get(gameId);
    if (open) {
      if (!open.seedChosen && this.options.store.seedKnown?.(gameId)) open.seedChosen = true;
      return this.keep(open);
    }
    const stored = this.options.store.load(gameId);
    if (stored?.replay.game !== this.kind.game) {
      throw new ServiceError('not-found', 'that game is not open any more');
    }
    const replay = stored.replay as R;
    refuseOtherEngine(replay);
    const result = runGameReplay(this.kind.def, replay);
    if (!result.ok) {
      throw new ServiceError(
        'storage',
        `this game is damaged in your history and cannot be played (${result.error}); it can still be exported`,
      );
    }
    const table = { id: gameId, replay, state: result.state, seedChosen: stored.seedChosen };
    return this.kind.def.isOver(table.state) ? table : this.keep(table);
  }

  /**
   * The table a move was made on, refused when the game has moved on since that view (its
   * `actionCount`): a resent or raced request changes nothing. No step: any view.
   */
  findAt(gameId: string, step: number | undefined): Table<S, R> {
    const table = this.find(gameId);
    if (step !== undefined && step !== table.replay.actions.length) {
      throw new ServiceError(
        'conflict',
        'this move was made on an older view of the game; the table has moved on',
      );
    }
    return table;
  }

  /**
   * The most recent unfinished games (a bounded list), and how many there are in all. Each is
   * listed from the state the store keeps, never replayed: its replay has no actions and its
   * state none of its growing lists (Farkle's played turns and rolls); `getGame` has them all.
   */
  unfinished(): { tables: Array<Listed<S, R>>; total: number } {
    const { ids, total } = this.options.store.unfinished(this.kind.game, UNFINISHED_LISTED);
    return { tables: ids.map((id) => this.listed(id)), total };
  }

  private listed(gameId: string): Listed<S, R> {
    const open = this.tables.get(gameId);
    const kept = open ? null : this.options.store.listing(gameId);
    if (!kept) {
      // In memory already, or a game with no move yet: nothing to replay at length.
      const table = this.find(gameId);
      return { ...table, actionCount: table.replay.actions.length };
    }
    const { replay, seedChosen, actionCount, summary } = kept;
    return { id: gameId, replay: replay as R, state: summary as S, seedChosen, actionCount };
  }

  /** Keeps a table in memory as the most recently used, forgetting the least recently used. */
  private keep(table: Table<S, R>): Table<S, R> {
    this.tables.delete(table.id);
    this.tables.set(table.id, table);
    if (this.tables.size > OPEN_TABLES) this.tables.delete(this.tables.keys().next().value!);
    return table;
  }

  /**
   * Takes an unfinished table off, abandoned or deleted, stored first; `turns` are its played
   * Farkle turns (none for Roll-Dice-Roll), whose figures a deletion takes back.
   */
  remove(gameId: string, how: 'abandon' | 'delete', turns: readonly TurnRecord[]): null {
    const table = this.find(gameId);
    if (this.kind.def.isOver(table.state)) {
      throw new ServiceError('illegal', 'that game is over: it stays in History');
    }
    this.options.store.removed(gameId, how, turns);
    this.tables.delete(gameId);
    return null;
  }

  /**
   * The player left the table: a game with no move yet holds nothing to keep, so it is deleted
   * (true); any other stays to resume (false).
   */
  leave(gameId: string): boolean {
    const table = this.find(gameId);
    if (table.replay.actions.length > 0) return false;
    this.options.store.removed(gameId, 'delete', []);
    this.tables.delete(gameId);
    return true;
  }

  /**
   * A new player seed for a table with no moves yet, made on the view whose `actionCount` is
   * `step`: the first roll fixes it.
   */
  reseed(gameId: string, step: number, playerSeed: string): Table<S, R> {
    const table = this.findAt(gameId, step);
    if (table.replay.actions.length > 0) {
      throw new ServiceError('illegal', 'the first roll has fixed the player seed');
    }
    const replay = { ...table.replay, playerSeed };
    const setup = this.kind.def.setupOf(replay);
    const problem = this.kind.def.setupProblem(setup);
    if (problem) throw new ServiceError('illegal', problem);
    this.options.store.reseeded(table.id, playerSeed);
    table.replay = replay;
    table.state = this.kind.def.newGame(setup);
    return table;
  }

  /** Plays one action: refused in the engine's words, or stored, made, and told as events. */
  step(table: Table<S, R>, action: A): { events: Ev[]; move: StoredMove } {
    const result = this.kind.def.apply(table.state, action);
    if (!result.ok) throw new ServiceError('illegal', result.error.message);
    const events = this.kind.def.events(table.state, action, result.value);
    const move = this.kind.move(table.state, action, result.value);
    // Stored first: if the history cannot take the move, the table does not make it either.
    this.options.store.acted(table.id, table.replay.actions.length, move);
    table.state = result.value;
    table.replay.actions.push(action);
    // A finished game lives on in the store alone.
    if (this.kind.def.isOver(table.state)) this.tables.delete(table.id);
    return { events, move };
  }

  /** A bot's action, or its actions to the end of its turn (or round). */
  botStep(
    table: Table<S, R>,
    bot: { name: string; decide: (state: S) => A },
    toEndOfTurn: boolean,
  ): Ev[] {
    const events: Ev[] = [];
    for (let steps = 1; ; steps++) {
      const before = table.state;
      events.push(...this.step(table, bot.decide(before)).events);
      const done = this.kind.def.isOver(table.state) || this.kind.def.endsTurn(before, table.state);
      if (!toEndOfTurn || done) return events;
      if (steps >= MAX_BOT_ACTIONS_PER_TURN) {
        throw new ServiceError('internal', `${bot.name} would not finish its turn`);
      }
    }
  }
}
