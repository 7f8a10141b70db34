import type { Rules } from '../../src-shared/farkle';
import type { SeatTable } from '../engine/farkle/seatsolver';
import { winRulesKey } from '../engine/farkle/wincache';
import type { SeatOddsSource } from '../services/seatchance';

export interface SeatOddsInMemoryOptions {
  /** Solves a table off this thread, reporting the share done. */
  solve(rules: Rules, seats: number, onProgress: (share: number) => void): Promise<SeatTable>;
  /** Tables kept in memory (three seats at 10,000 take 192 MB). */
  capacity?: number;
}

interface Solving {
  progress: number;
  table: Promise<SeatTable>;
}

/**
 * Three- and four-seat win-chance tables for the app, kept in memory (the most recently used)
 * and otherwise solved off the API's thread, one solve at a time in the order asked for: the
 * same rules and seats share one solve. A solve that failed is not tried again in this launch.
 * A stand-in until the fast n-seat solve's store (which also keeps tables in the data folder).
 */
export class SeatOddsInMemory implements SeatOddsSource {
  private readonly memory = new Map<string, SeatTable>();
  private readonly solving = new Map<string, Solving>();
  private readonly failed = new Set<string>();
  private readonly capacity: number;
  /** The last solve asked for: the next waits for it, so solves run one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SeatOddsInMemoryOptions) {
    this.capacity = Math.max(1, options.capacity ?? 2);
  }

  peek(rules: Rules, seats: number): SeatTable | null {
    const key = keyOf(rules, seats);
    const kept = this.memory.get(key);
    if (kept) this.remember(key, kept);
    return kept ?? null;
  }

  progress(rules: Rules, seats: number): number | null {
    return this.solving.get(keyOf(rules, seats))?.progress ?? null;
  }

  hasFailed(rules: Rules, seats: number): boolean {
    return this.failed.has(keyOf(rules, seats));
  }

  get(rules: Rules, seats: number): Promise<SeatTable> {
    const found = this.peek(rules, seats);
    if (found) return Promise.resolve(found);
    const key = keyOf(rules, seats);
    const under = this.solving.get(key);
    if (under) return under.table;
    const entry: Solving = { progress: 0, table: Promise.resolve(null as never) };
    entry.table = this.queue
      .catch(() => undefined)
      .then(() => this.options.solve(rules, seats, (share) => (entry.progress = share)))
      .then((solved) => {
        this.remember(key, solved);
        return solved;
      })
      .catch((error: unknown) => {
        this.failed.add(key);
        throw error;
      })
      .finally(() => this.solving.delete(key));
    this.queue = entry.table;
    this.solving.set(key, entry);
    return entry.table;
  }

  /** Most recently used last; the oldest goes when there are too many. */
  private remember(key: string, table: SeatTable): void {
    this.memory.delete(key);
    this.memory.set(key, table);
    while (this.memory.size > this.capacity) this.memory.delete(this.memory.keys().next().value!);
  }
}

function keyOf(rules: Rules, seats: number): string {
  return `${seats}:${winRulesKey(rules)}`;
}
