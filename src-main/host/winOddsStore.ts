import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rules } from '../../src-shared/farkle';
import {
  deserialiseWinOdds,
  serialiseWinOdds,
  winRulesDigest,
  winRulesKey,
} from '../engine/farkle/wincache';
import type { WinOdds } from '../engine/farkle/winodds';
import { ServiceError } from '../errors';
import type { WinOddsSource } from '../services/winchance';

export interface WinOddsStoreOptions {
  /** The data folder: solved tables are kept in its `win-tables` folder by rules digest. */
  dataDir: string;
  /** Tables shipped with the app (resources/win-tables), looked up by the same file names. */
  shippedDir: string;
  /** Solves a table off this thread on this many worker threads, reporting the share done. */
  solve(rules: Rules, onProgress: (share: number) => void, threads: number): Promise<WinOdds>;
  /** Solves run at once (the rest wait their turn), and the worker threads they share. */
  maxSolves?: number;
  /** Worker threads of a solve when no other is under way or waiting (default `maxSolves`). */
  loneThreads?: number;
  /** Tables kept in memory (each is a few hundred kilobytes to 2 MB). */
  capacity?: number;
}

interface Solving {
  progress: number;
  started: boolean;
  table: Promise<WinOdds>;
  start: () => void;
}

function fileName(rules: Rules): string {
  return `${winRulesDigest(rules)}.bin`;
}

/** A saved table, or null when there is none or it cannot be used (damaged, changed, other version). */
function readTable(path: string, rules: Rules): WinOdds | null {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    return null;
  }
  try {
    return deserialiseWinOdds(bytes, rules);
  } catch {
    return null;
  }
}

/**
 * Two-seat win-chance tables for the app: from memory (the few most recently used), the data
 * folder, the tables shipped for the presets, and otherwise solved on worker threads once and
 * kept in the data folder, so each rule set is paid for once. Tables are known by their rules in
 * full (the canonical JSON in memory, its SHA-256 on disk), and a file is used only when its
 * checksum holds. Solves queue: the same rules share one solve, and at most `maxSolves` run at
 * once, in the order they were asked for.
 */
export class WinOddsStore implements WinOddsSource {
  private readonly memory = new Map<string, WinOdds>();
  private readonly solving = new Map<string, Solving>();
  private readonly waiting: string[] = [];
  private readonly failed = new Set<string>();
  private readonly capacity: number;
  private readonly maxSolves: number;
  private running = 0;

  constructor(private readonly options: WinOddsStoreOptions) {
    this.capacity = Math.max(1, options.capacity ?? 3);
    this.maxSolves = Math.max(1, options.maxSolves ?? 1);
  }

  peek(rules: Rules): WinOdds | null {
    const key = winRulesKey(rules);
    const kept = this.memory.get(key);
    if (kept) {
      this.remember(key, kept);
      return kept;
    }
    const name = fileName(rules);
    const found =
      readTable(join(this.options.dataDir, 'win-tables', name), rules) ??
      readTable(join(this.options.shippedDir, name), rules);
    if (found) this.remember(key, found);
    return found;
  }

  progress(rules: Rules): number | null {
    return this.solving.get(winRulesKey(rules))?.progress ?? null;
  }

  ahead(rules: Rules): number | null {
    const key = winRulesKey(rules);
    const queued = this.solving.get(key);
    if (!queued || queued.started) return null;
    const ahead = this.running + this.waiting.indexOf(key);
    // Fewer ahead than may run: it starts now, without waiting.
    return ahead < this.maxSolves ? null : ahead;
  }

  hasFailed(rules: Rules): boolean {
    return this.failed.has(winRulesKey(rules));
  }

  get(rules: Rules): Promise<WinOdds> {
    const found = this.peek(rules);
    if (found) return Promise.resolve(found);
    const key = winRulesKey(rules);
    const under = this.solving.get(key);
    if (under) return under.table;
    let start!: () => void;
    const started = new Promise<void>((resolve) => (start = resolve));
    const entry = { progress: 0, started: false, start };
    const table = started
      .then(() => this.options.solve(rules, (share) => (entry.progress = share), this.threads()))
      .then((solved) => {
        this.save(rules, solved);
        this.remember(key, solved);
        return solved;
      })
      .catch((error: unknown) => {
        this.failed.add(key);
        throw error;
      })
      .finally(() => {
        this.solving.delete(key);
        this.running--;
        this.next();
      });
    this.solving.set(key, Object.assign(entry, { table }));
    this.waiting.push(key);
    // Started after this call returns, so a burst of requests is all queued before threads are shared out.
    queueMicrotask(() => this.next());
    return table;
  }

  /** Starts waiting solves while fewer than `maxSolves` run. */
  private next(): void {
    while (this.running < this.maxSolves && this.waiting.length > 0) {
      const entry = this.solving.get(this.waiting.shift()!)!;
      entry.started = true;
      this.running++;
      entry.start();
    }
  }

  /**
   * The worker threads a solve starting now gets: `loneThreads` when it is the only one, else its
   * share of `maxSolves` among those under way.
   */
  private threads(): number {
    const busy = this.running + this.waiting.length;
    if (busy === 1) return Math.max(1, this.options.loneThreads ?? this.maxSolves);
    return Math.max(1, Math.floor(this.maxSolves / Math.min(busy, this.maxSolves)));
  }

  /** Most recently used last; the oldest goes when there are too many. */
  private remember(key: string, table: WinOdds): void {
    this.memory.delete(key);
    this.memory.set(key, table);
    while (this.memory.size > this.capacity) {
      this.memory.delete(this.memory.keys().next().value!);
    }
  }

  /** Written whole or not at all: a temporary file renamed into place. A failed write is only a lost cache. */
  private save(rules: Rules, table: WinOdds): void {
    const dir = join(this.options.dataDir, 'win-tables');
    const path = join(dir, fileName(rules));
    const temp = `${path}.${process.pid}.tmp`;
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(temp, serialiseWinOdds(table));
      renameSync(temp, path);
    } catch {
      rmSync(temp, { force: true });
    }
  }
}

/** The tables an import's checking weighs moves by: those at hand only, never a solve. */
export function winOddsAtHand(
  dirs: Pick<WinOddsStoreOptions, 'dataDir' | 'shippedDir'>,
): WinOddsStore {
  return new WinOddsStore({
    ...dirs,
    solve: () => Promise.reject(new ServiceError('illegal', 'an import solves no win tables')),
  });
}
