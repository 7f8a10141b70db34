import type { ApiClient, FarkleView, ShareAddress, ShareView } from '../../../src-shared/api';

/** How often the host's table looks for a move made on a device while the game is shared. */
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
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped when watching stops, so a look already on its way does not start another. */
  private watching = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly table: () => FarkleView | null,
    private readonly arrived: (view: FarkleView) => void,
  ) {}

  /** Whether the game is shared already (a restarted host keeps its links), and where it may be. */
  async load(gameId: string): Promise<void> {
    const [shared, addresses] = await Promise.all([
      this.api.sharedGame({ gameId }),
      this.api.shareAddresses(null),
    ]);
    if (addresses.ok) this.addresses = addresses.value;
    this.address ||= this.addresses[0]?.address ?? '';
    if (shared.ok) this.showShare(shared.value);
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
      void this.api.getGame({ gameId: view.id }).then((fresh) => {
        if (fresh.ok && fresh.value.actionCount > (this.table()?.actionCount ?? Infinity)) {
          this.arrived(fresh.value);
        }
        if (round === this.watching) this.watch();
      });
    }, WATCH_MS);
  }
}
