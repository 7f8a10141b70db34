/** Games played through the one table API: any game registered with table shapes (src-shared/games.ts). */
import type { TableCreate, TableHint, TablePlay, TableView } from '../games';
import type { GameRef, StepRef } from './farkle';
import { method } from './method';

export interface TableActRequest extends StepRef {
  action: TablePlay;
}

export interface TableBotStepRequest extends GameRef {
  /** When given, the view's `actionCount` the request was made on, as for `tableAct`. */
  step?: number;
}

export const tablesApi = {
  /** A new game of the kind it names, from that game's setup (checked by the game's schema). */
  createTable: method<TableCreate, TableView>('gated'),
  /** A stored game of any table kind, at its last state: how an unfinished one is resumed. */
  getTable: method<GameRef, TableView>('reads'),
  /** A person's move, made on the view whose `actionCount` is `step`. */
  tableAct: method<TableActRequest, TableView>('gated'),
  /** One move of the bot whose turn it is. */
  tableBotStep: method<TableBotStepRequest, TableView>('gated'),
  /** The game's coach for the move at hand, where it has one (null otherwise). */
  tableHint: method<GameRef, TableHint>('reads'),
};
