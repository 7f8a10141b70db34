import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The seal over a history export's claims that a game's seed was drawn (`seedChosen: false`):
 * HMAC-SHA256, under the exporting history's secret, of every such game as the file writes it.
 * Only the history that wrote the file can make it, so only there is a drawn claim believed;
 * anywhere else a file could claim any game was dealt fairly, and it counts as typed.
 */
export class DrawnSeal {
  private readonly mac;

  constructor(secret: string) {
    this.mac = createHmac('sha256', Buffer.from(secret, 'hex'));
  }

  /** A game of the file, as parsed (or about to be written); a typed one claims nothing. */
  add(game: unknown): void {
    if ((game as { seedChosen?: unknown } | null)?.seedChosen === true) return;
    this.mac.update(JSON.stringify(game));
    this.mac.update('\n');
  }

  digest(): string {
    return this.mac.digest('hex');
  }

  /** Whether the file's seal is this one: false for none, or one another history made. */
  matches(claimed: string | undefined): boolean {
    const ours = Buffer.from(this.digest(), 'hex');
    const theirs = Buffer.from(claimed ?? '', 'hex');
    return theirs.length === ours.length && timingSafeEqual(theirs, ours);
  }
}
