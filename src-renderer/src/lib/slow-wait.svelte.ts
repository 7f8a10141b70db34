/**
 * A request the player waits on, such as a move that first waits for its turn's odds. From the
 * moment it is sent, more presses are ignored; only once it outlasts a short moment is the wait
 * shown, so quick answers do not flicker.
 */

/** How long an answer may take before the table shows it is busy. */
export const SHOW_WAIT_AFTER_MS = 300;

export class SlowWait<Kind extends string> {
  /** The request on its way (null: none). */
  pending = $state<Kind | null>(null);
  /** It has taken longer than the moment: the table shows it is busy. */
  shown = $state(false);
  private latest = 0;

  constructor(
    /** Told once per request, when its wait starts to show (to say it aloud). */
    private readonly onShown: (kind: Kind) => void = () => undefined,
  ) {}

  /**
   * Runs `work` as the request on its way; its end (answer or error) ends the wait, unless a newer
   * request (a bot of the next game, while an old answer was still coming) has taken its place.
   */
  async run<T>(kind: Kind, work: () => Promise<T>): Promise<T> {
    const request = ++this.latest;
    this.pending = kind;
    this.shown = false;
    const timer = setTimeout(() => {
      this.shown = true;
      this.onShown(kind);
    }, SHOW_WAIT_AFTER_MS);
    try {
      return await work();
    } finally {
      clearTimeout(timer);
      if (request === this.latest) {
        this.pending = null;
        this.shown = false;
      }
    }
  }
}
