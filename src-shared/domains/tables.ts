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
  createTable: method<TableCreate, TableView>('gated'),
  getTable: method<GameRef, TableView>('reads'),
  tableAct: method<TableActRequest, TableView>('gated'),
  tableBotStep: method<TableBotStepRequest, TableView>('gated'),
  tableHint: method<GameRef, TableHint>('reads'),
};
