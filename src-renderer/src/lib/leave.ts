import type { ApiClient } from '../../../src-shared/api';

/**
 * The player left a game's table: one with no move yet is discarded, so "New game" leaves no
 * empty game behind. The main process decides; a refusal keeps the game, which costs nothing.
 */
export async function leaveTable(
  api: ApiClient,
  view: { id: string; actionCount: number },
): Promise<void> {
  if (view.actionCount === 0) await api.leaveGame({ gameId: view.id });
}
