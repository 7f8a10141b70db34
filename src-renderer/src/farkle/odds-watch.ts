import type { ApiClient, FarkleView } from '../../../src-shared/api';

/** While the odds for a game's rules are being worked out, asks each second to show the progress. */
export class OddsWatch {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly shown: () => FarkleView | null,
    private readonly show: (view: FarkleView) => void,
  ) {}

  watch(): void {
    if (this.shown()?.winChance.status !== 'solving' || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const view = this.shown();
      if (!view) return;
      void this.api.getGame({ gameId: view.id }).then((fresh) => {
        if (fresh.ok && this.shown() === view) {
          this.show({ ...view, winChance: fresh.value.winChance });
          this.watch();
        }
      });
    }, 1000);
  }
}
