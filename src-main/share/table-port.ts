import type { ApiResult } from '../../src-shared/api';
import type { TableHint, TablePlay, TableView } from '../../src-shared/games';
import type { Seating } from '../../src-shared/share';
import type { ApiDispatch } from '../api/handler';
import type { TableEntry } from '../services/contract';
import { SERVICE_GAMES } from '../services/registry';

/**
 * All the sharing server asks of the game it shares, any table game: the view the host shows,
 * a move made on a step of it, a bot's move, and the coach's hint (a stand-in's move).
 */
export interface SharedTable {
  view(gameId: string): Promise<ApiResult<TableView>>;
  act(gameId: string, step: number, action: TablePlay): Promise<ApiResult<TableView>>;
  botStep(gameId: string, step: number): Promise<ApiResult<TableView>>;
  hint(gameId: string): Promise<ApiResult<TableHint>>;
}

/**
 * The one table API as a shared table, through the app's own dispatch: a device's move is
 * validated, gated and stored exactly as the host's own.
 */
export function tableSeatPort(dispatch: ApiDispatch): SharedTable {
  // The dispatch answers any method's value: these methods answer these shapes.
  const call = <T>(method: string, request: unknown) =>
    dispatch(method, request) as Promise<ApiResult<T>>;
  return {
    view: (gameId) => call('getTable', { gameId }),
    act: (gameId, step, action) => call('tableAct', { gameId, step, action }),
    botStep: (gameId, step) => call('tableBotStep', { gameId, step }),
    hint: (gameId) => call('tableHint', { gameId }),
  };
}

/** A table game's registry entry, typed as any table game's (its view picks its own). */
function entryOf(table: { game: TableView['game'] }): TableEntry<TableView['game']> {
  return SERVICE_GAMES[table.game].tables;
}

/** Any table game's seats, turn and step (see TableEntry.seating). */
export function seatingOf(table: TableView): Seating {
  return entryOf(table).seating(table.view);
}

/** The move a stand-in bot makes at this table, from the coach's hint (see TableEntry.standIn). */
export function standInMove(table: TableView, hint: TableHint): TablePlay {
  return entryOf(table).standIn(table.view, hint.hint);
}
