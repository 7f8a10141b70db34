import type { ApiClient, ShareAddress, ShareView } from '../../../src-shared/api';
import type { TableView } from '../../../src-shared/games';
import { inviteAtStart } from './invite-at-start.svelte';

/** What the invitations need of the game on the table, any game's. */
export interface SharedNow {
  id: string;
  actionCount: number;
  over: boolean;
}

/** How often the host's table looks for a move made on a device (or by a shared game's bots). */
const WATCH_MS = 300;

/**
 * A game's invitations: its links when shared, the interfaces it may be shared on, and, while
 * it is shared, the moves made on the devices, handed to the table as they are stored.
 */
export class Invitations {
  share = $state.raw<ShareView | null>(null);
  addresses = $state.raw<ShareAddress[]>([]);
  /** The interface picked for sharing: the default until the player picks another. */
  address = $state('');
  error = $state<string | null>(null);
  busy = $state(false);
  /** Whether the game on the table is known to be shared or not (its first answer came). */
  known = $state(false);
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped when watching stops, so a look already on its way does not start another. */
  private watching = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly table: () => SharedNow | null,
    private readonly arrived: (table: TableView) => void,
  ) {}

  /** Whether the game is shared already (a restarted host keeps its links), and where it may be. */
  async load(gameId: string): Promise<void> {
    this.known = false;
    const [shared, addresses] = await Promise.all([
      this.api.sharedGame({ gameId }),
      this.api.shareAddresses(null),
    ]);
    if (addresses.ok) this.addresses = addresses.value;
    this.address ||= this.addresses[0]?.address ?? '';
    if (shared.ok) this.showShare(shared.value);
    this.known = true;
  }

  /**
   * Shares a game just started when its setup asked for it (on the interface picked there);
   * true when it did.
   */
  async startIfAsked(gameId: string): Promise<boolean> {
    const address = inviteAtStart.take(this.table()?.actionCount ?? -1);
    if (address === null || this.share) return false;
    this.address = address;
    await this.start(gameId);
    return this.share !== null;
  }

  start(gameId: string): Promise<void> {
    return this.call(() => this.api.shareGame({ gameId, address: this.address || undefined }));
  }

  stop(gameId: string): Promise<void> {
    return this.call(async () => {
      const answer = await this.api.stopSharing({ gameId });
      return answer.ok ? { ok: true as const, value: null } : answer;
    });
  }

  /** The seat's link stops working; the new one is shown, and the host plays it till it is used. */
  revoke(gameId: string, seat: number): Promise<void> {
    return this.call(() => this.api.revokeSeat({ gameId, seat }));
  }

  /** The seat's link stops working; the new one is shown, and a bot plays it till it is used. */
  handToBot(gameId: string, seat: number): Promise<void> {
    return this.call(() => this.api.handSeatToBot({ gameId, seat }));
  }

  /** Stops looking for the devices' moves (the table is left). */
  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.watching++;
  }

  private async call(
    request: () => Promise<
      { ok: true; value: ShareView | null } | { ok: false; error: { message: string } }
    >,
  ): Promise<void> {
    this.busy = true;
    const answer = await request();
    this.busy = false;
    this.error = answer.ok ? null : answer.error.message;
    if (answer.ok) this.showShare(answer.value);
  }

  private showShare(share: ShareView | null): void {
    this.share = share;
    if (share) this.address = share.address;
    this.close();
    if (share) this.watch();
  }

  private watch(): void {
    const round = this.watching;
    this.timer = setTimeout(() => {
      const view = this.table();
      if (!view || view.over) return this.close();
      void this.api.getTable({ gameId: view.id }).then((fresh) => {
        if (fresh.ok && fresh.value.view.actionCount > (this.table()?.actionCount ?? Infinity)) {
          this.arrived(fresh.value);
        }
        if (round === this.watching) this.watch();
      });
    }, WATCH_MS);
  }
}
