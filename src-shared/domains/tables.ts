/**
 * Games played through the one table API: any game registered with table shapes
 * (src-shared/games.ts); and the life of any game after it is created, by its id alone.
 */
import type { TableCreate, TableHint, TablePlay, TableView } from '../games';
import type { GameRef, GameView, StepRef } from './farkle';
import { method } from './method';

export interface TableActRequest extends StepRef {
  action: TablePlay;
}

export interface TableBotStepRequest extends GameRef {
  /** When given, the view's `actionCount` the request was made on, as for `tableAct`. */
  step?: number;
}

export const tablesApi = {
  createTable: method<TableCreate, TableView>('gated'),
  getTable: method<GameRef, TableView>('reads'),
  tableAct: method<TableActRequest, TableView>('gated'),
  tableBotStep: method<TableBotStepRequest, TableView>('gated'),
  tableHint: method<GameRef, TableHint>('reads'),
  /**
   * Any game's setup again with a fresh seed: a Farkle game's answer is its `GameView` (as
   * `getGame`), any other game's its table view (as `getTable`).
   */
  rematch: method<GameRef, GameView | TableView>('gated'),
  /** An unfinished game of any kind given up: kept in History as abandoned, off the home screen. */
  abandonGame: method<GameRef, null>('gated'),
  /** An unfinished game of any kind removed with everything it added to the stats. */
  deleteGame: method<GameRef, null>('gated'),
};
