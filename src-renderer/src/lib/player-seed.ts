/**
 * A table game's player seed on its way to the main process (setPlayerSeed), for the games whose
 * answer is their table view (Pig, Roll-Dice-Roll): the next move waits for it, and a refused one
 * stops that move.
 */
import type { ApiClient, TableView } from '../../../src-shared/api';

type Kind = TableView['game'];
type ViewOf<K extends Kind> = Extract<TableView, { game: K }>['view'];

export class PlayerSeedSender<K extends Kind> {
  private sending: Promise<boolean> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly kind: K,
  ) {}

  /** Sends the seed typed for this view; `taken` shows the new view, `refused` the words. */
  send(
    view: { id: string; actionCount: number },
    text: string,
    taken: (view: ViewOf<K>) => void,
    refused: (message: string) => void,
  ): void {
    const request = { gameId: view.id, step: view.actionCount, playerSeed: text.trim() };
    this.sending = this.api.setPlayerSeed(request).then((result) => {
      this.sending = null;
      if (!result.ok) {
        refused(result.error.message);
        return false;
      }
      const seeded = result.value;
      if ('game' in seeded && seeded.game === this.kind) taken(seeded.view as ViewOf<K>);
      return true;
    });
  }

  /**
   * The seed on its way, true once taken and false when refused; null when none is on its way (a
   * move need not wait a tick then).
   */
  get waiting(): Promise<boolean> | null {
    return this.sending;
  }
}
