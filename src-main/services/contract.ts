/**
 * What a game brings above the engine, and what every game answers for its whole life: the
 * types the service registry (registry.ts) holds, kept apart so a game's service imports them
 * without importing the registry that imports it.
 */
import type { z } from 'zod';
import type { WinChanceView } from '../../src-shared/api';
import type { FarkleState } from '../../src-shared/farkle';
import type { GameKind, GameShapes, TableGameKind } from '../../src-shared/games';
import type { Seating } from '../../src-shared/share';
import type { SeedShown } from './seal';
import type { StoredGameDef, TableStore } from './played-games';

/** What a replay frame is made from: a stored game, how far in, and how its seed is shown then. */
export interface FrameRequest<R> {
  gameId: string;
  replay: R;
  step: number;
  /** The seed as shown at the frame's state (a game that has ended shows it). */
  seedAt: (last: unknown) => SeedShown;
  /** The odds a frame shows (two-seat Farkle games); none when left out. */
  winChance?: (state: FarkleState) => WinChanceView;
}

/** What a game's table service needs from the app, for the table API. */
export interface TableDeps {
  store: TableStore;
  randomSeed: () => number;
  newId: () => string;
}

/**
 * A game's life after it is created, the same for every game: resumed, listed while unfinished,
 * given up, deleted, or played again. `V` is the game's view.
 */
export interface GameLife<V> {
  get(gameId: string): V;
  /** The most recent games still being played, and how many there are. */
  unfinished(): { views: V[]; total: number };
  /** Gives up an unfinished game: it stays in History as abandoned, and leaves the table. */
  abandon(gameId: string): null;
  /** Deletes an unfinished game and every figure it added to the stats. */
  delete(gameId: string): null;
  /** The same setup again with a freshly drawn seed. */
  rematch(gameId: string): V;
}

type TableOf<K extends TableGameKind> = Extract<GameShapes[K]['table'], object>;

/**
 * A game played through the one table API (`createTable`, `tableAct`, ...). A game whose moves
 * wait on work off this thread (Farkle's bots and coach on the solver) answers a promise.
 */
export interface TableGame<K extends TableGameKind> extends GameLife<TableOf<K>['view']> {
  create(setup: TableOf<K>['create']): Answer<TableOf<K>['view']>;
  act(gameId: string, step: number, action: TableOf<K>['play']): Answer<TableOf<K>['view']>;
  botStep(gameId: string, step?: number): Answer<TableOf<K>['view']>;
  hint(gameId: string): Answer<TableOf<K>['hint']>;
}

type Answer<T> = T | Promise<T>;

/** The table API's side of a game: its service and what it checks of a request. */
export interface TableEntry<K extends TableGameKind> {
  /**
   * Its service on the app's store; null for a game the app opens itself, with what it needs
   * beyond the store (Farkle: its solver's workers and win tables).
   */
  open: ((deps: TableDeps) => TableGame<K>) | null;
  createSchema: z.ZodType<TableOf<K>['create']>;
  playSchema: z.ZodType<TableOf<K>['play']>;
  /** Its seats, turn and step as a shared table reads them off a view. */
  seating(view: TableOf<K>['view']): Seating;
  /**
   * The move a stand-in bot makes for a person seat handed to it at a shared table: the coach's
   * best (`hint`), or a plain rule where the coach has none.
   */
  standIn(view: TableOf<K>['view'], hint: TableOf<K>['hint']): TableOf<K>['play'];
}

/** One game above the engine: how the table service plays it, its frames, and its table API. */
export interface ServiceGame<K extends GameKind> {
  table: StoredGameDef<unknown, unknown, unknown, GameShapes[K]['replay']>;
  frame(request: FrameRequest<GameShapes[K]['replay']>): GameShapes[K]['frame'];
  /** Null for a game not played through the table API. */
  tables: K extends TableGameKind ? TableEntry<K> : null;
}
