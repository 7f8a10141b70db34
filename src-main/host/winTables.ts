import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rules } from '../../src-shared/farkle';
import {
  deserialiseWinTable,
  serialiseWinTable,
  winRulesDigest,
  winRulesKey,
} from '../engine/farkle/wincache';
import type { WinTable } from '../engine/farkle/wintable';
import type { WinTableSource } from '../services/winchance';

export interface WinTablesOptions {
  /** The data folder: solved tables are kept in its `win-tables` folder by rules digest. */
  dataDir: string;
  /** Tables shipped with the app (resources/win-tables), looked up by the same file names. */
  shippedDir: string;
  /** Solves a table off this thread, reporting the share done (0 to 1). */
  solve(rules: Rules, onProgress: (share: number) => void): Promise<WinTable>;
  /** Tables kept in memory (each is a few hundred kilobytes to 2 MB). */
  capacity?: number;
}

interface Solving {
  progress: number;
  table: Promise<WinTable>;
}

function fileName(rules: Rules): string {
  return `${winRulesDigest(rules)}.bin`;
}

/** A saved table, or null when there is none or it cannot be used (damaged, changed, other version). */
function readTable(path: string, rules: Rules): WinTable | null {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    return null;
  }
  try {
    return deserialiseWinTable(bytes, rules);
  } catch {
    return null;
  }
}

/**
 * Two-seat win-chance tables for the app: from memory (the few most recently used), the data
 * folder, the tables shipped for the presets, and otherwise solved on worker threads once and
 * kept in the data folder, so each rule set is paid for once. Tables are known by their rules in
 * full (the canonical JSON in memory, its SHA-256 on disk), and a file is used only when its
 * checksum holds.
 */
export class WinTables implements WinTableSource {
  private readonly memory = new Map<string, WinTable>();
  private readonly solving = new Map<string, Solving>();
  private readonly failed = new Set<string>();
  private readonly capacity: number;

  constructor(private readonly options: WinTablesOptions) {
    this.capacity = Math.max(1, options.capacity ?? 3);
  }

  peek(rules: Rules): WinTable | null {
    const hash = winRulesKey(rules);
    const kept = this.memory.get(hash);
    if (kept) {
      this.remember(hash, kept);
      return kept;
    }
    const name = fileName(rules);
    const found =
      readTable(join(this.options.dataDir, 'win-tables', name), rules) ??
      readTable(join(this.options.shippedDir, name), rules);
    if (found) this.remember(hash, found);
    return found;
  }

  progress(rules: Rules): number | null {
    return this.solving.get(winRulesKey(rules))?.progress ?? null;
  }

  hasFailed(rules: Rules): boolean {
    return this.failed.has(winRulesKey(rules));
  }

  get(rules: Rules): Promise<WinTable> {
    const found = this.peek(rules);
    if (found) return Promise.resolve(found);
    const hash = winRulesKey(rules);
    const under = this.solving.get(hash);
    if (under) return under.table;
    const progress = { progress: 0 };
    const table = this.options
      .solve(rules, (share) => {
        progress.progress = share;
      })
      .then((solved) => {
        this.save(rules, solved);
        this.remember(hash, solved);
        return solved;
      })
      .catch((error: unknown) => {
        this.failed.add(hash);
        throw error;
      })
      .finally(() => this.solving.delete(hash));
    this.solving.set(hash, Object.assign(progress, { table }));
    return table;
  }

  /** Most recently used last; the oldest goes when there are too many. */
  private remember(hash: string, table: WinTable): void {
    this.memory.delete(hash);
    this.memory.set(hash, table);
    while (this.memory.size > this.capacity) {
      this.memory.delete(this.memory.keys().next().value!);
    }
  }

  /** Written whole or not at all: a temporary file renamed into place. A failed write is only a lost cache. */
  private save(rules: Rules, table: WinTable): void {
    const dir = join(this.options.dataDir, 'win-tables');
    const path = join(dir, fileName(rules));
    const temp = `${path}.${process.pid}.tmp`;
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(temp, serialiseWinTable(table));
      renameSync(temp, path);
    } catch {
      rmSync(temp, { force: true });
    }
  }
}
