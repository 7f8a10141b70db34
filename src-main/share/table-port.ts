import type { ApiResult, FarkleView } from '../../src-shared/api';
import type { FarkleAction } from '../../src-shared/farkle';
import type { ApiDispatch } from '../api/handler';

/**
 * All the sharing server asks of the game it shares: the view the host shows, and a move made
 * on a step of it. One adapter per game API; today's is Farkle's.
 */
export interface SharedTable {
  view(gameId: string): Promise<ApiResult<FarkleView>>;
  act(gameId: string, step: number, action: FarkleAction): Promise<ApiResult<FarkleView>>;
}

/**
 * Farkle's API as a shared table, through the app's own dispatch: a device's move is validated,
 * gated and stored exactly as the host's own.
 */
export function farkleSeatPort(dispatch: ApiDispatch): SharedTable {
  return {
    view: (gameId) => dispatch('getGame', { gameId }) as Promise<ApiResult<FarkleView>>,
    act: (gameId, step, action) =>
      dispatch('act', { gameId, step, action }) as Promise<ApiResult<FarkleView>>,
  };
}
