/**
 * Requests per remote address as token buckets: `burst` at once, refilled at `perSecond`. A
 * flood from one device spends its own bucket and nobody else's.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Spends one token of this address's bucket; false when it is empty. */
  take(address: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond,
    );
    bucket.at = now;
    // Full buckets are forgotten, so addresses seen once do not pile up.
    if (bucket.tokens >= this.burst) this.buckets.delete(address);
    if (bucket.tokens < 1) {
      this.buckets.set(address, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(address, bucket);
    return true;
  }
}
