import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FarkleState, PresetId, Rules } from '../../src-shared/farkle';
import { newGame, preset } from '../engine';
import { winOptions } from '../engine/farkle/expert';
import { deserialiseWinOdds } from '../engine/farkle/wincache';
import { solveWin } from '../engine/farkle/winsolver';
import { winChance, type WinOdds } from '../engine/farkle/winodds';
import { resourcesDir } from './resources';
import { winChanceView } from '../services/winchance';
import { WinOddsStore } from './winOddsStore';

const small: Rules = { ...preset('minimal').rules, target: 1000 };
const other: Rules = { ...small, target: 1500 };
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Tables over a fresh data folder and no shipped tables, counting the solves they ask for. */
function tables(dataDir = mkdtempSync(join(tmpdir(), 'hotdice-win-'))) {
  dirs.push(dataDir);
  const solved: Rules[] = [];
  const shares: number[] = [];
  const source = new WinOddsStore({
    dataDir,
    shippedDir: join(dataDir, 'none'),
    capacity: 2,
    solve: async (rules, onProgress) => {
      solved.push(rules);
      return solveWin(rules, (done, total) => {
        onProgress(done / total);
        shares.push(done / total);
      });
    },
  });
  return { source, solved, shares, dataDir };
}

function cached(dataDir: string): string {
  const dir = join(dataDir, 'win-tables');
  const files = readdirSync(dir);
  expect(files).toHaveLength(1);
  return join(dir, files[0]!);
}

/** The file with its values changed in place (found by their bytes, whatever the header). */
function rewrite(bytes: Buffer, values: Float64Array, change: (v: number, i: number) => number) {
  const at = bytes.indexOf(Buffer.from(values.buffer));
  expect(at).toBeGreaterThan(0);
  bytes.set(new Uint8Array(values.map(change).buffer), at);
  return bytes;
}

/** Two rule sets whose 32-bit FNV-1a keys (the cache's key before SHA-256) were equal. */
const colliding: [Rules, Rules] = [
  { ...small, minBank: 600, scoring: { ...small.scoring, threePairs: 150, straight: 4400 } },
  { ...small, minBank: 100, scoring: { ...small.scoring, threePairs: 1400, straight: 3650 } },
];

describe('WinOddsStore', () => {
  it('solves a rule set once, keeps it in the data folder, and a new launch reads it back', async () => {
    const first = tables();
    expect(first.source.peek(small)).toBeNull();
    const table = await first.source.get(small);
    expect(first.solved).toHaveLength(1);
    expect(first.shares.at(-1)).toBe(1);
    expect(first.source.peek(small)).toBe(table);
    expect(
      readdirSync(join(first.dataDir, 'win-tables')).filter((f) => f.endsWith('.tmp')),
    ).toEqual([]);

    const again = tables(first.dataDir);
    dirs.pop();
    const read = again.source.peek(small);
    expect(again.solved).toHaveLength(0);
    expect(read && Array.from(read.values)).toEqual(Array.from(table.values));
  });

  it('asks for one solve while several wait on the same rules', async () => {
    const { source, solved } = tables();
    const [a, b] = await Promise.all([source.get(small), source.get(small)]);
    expect(a).toBe(b);
    expect(solved).toHaveLength(1);
  });

  it('ignores a damaged or tampered file or one from another solver, solves again, replaces it', async () => {
    for (const spoil of [
      (bytes: Buffer) => bytes.subarray(0, bytes.length - 8),
      (bytes: Buffer) => {
        bytes.writeUInt32LE(bytes.readUInt32LE(8) + 1, 8);
        return bytes;
      },
      (bytes: Buffer, values: Float64Array) => rewrite(bytes, values, () => 7),
      // Tampered values that are still chances: the checksum catches them.
      (bytes: Buffer, values: Float64Array) => rewrite(bytes, values, (v) => 1 - v),
      (bytes: Buffer, values: Float64Array) => rewrite(bytes, values, () => 0.5),
      (bytes: Buffer, values: Float64Array) =>
        rewrite(bytes, values, (v, i) => (i === 321 ? v + 1e-6 : v)),
    ]) {
      const first = tables();
      const table = await first.source.get(small);
      const path = cached(first.dataDir);
      writeFileSync(path, spoil(readFileSync(path), table.values));
      const again = tables(first.dataDir);
      dirs.pop();
      expect(again.source.peek(small)).toBeNull();
      const solved = await again.source.get(small);
      expect(again.solved).toHaveLength(1);
      expect(Array.from(solved.values)).toEqual(Array.from(table.values));
      // The damaged file was replaced by a good one.
      expect(() => deserialiseWinOdds(readFileSync(path), small)).not.toThrow();
    }
  });

  it("never hands one rule set another's table, in memory or from the data folder", async () => {
    const first = tables();
    const [a, b] = colliding;
    await first.source.get(a);
    expect(first.source.peek(b)).toBeNull();
    const again = tables(first.dataDir);
    dirs.pop();
    expect(again.source.peek(b)).toBeNull();
    const solved = await again.source.get(b);
    expect(solved.layout.rules).toEqual(b);
    expect(again.solved).toEqual([b]);
  });

  it('keeps at most its capacity in memory, reading older ones from the data folder', async () => {
    const { source, solved } = tables();
    const third: Rules = { ...small, target: 500 };
    await source.get(small);
    await source.get(other);
    await source.get(third);
    expect(solved).toHaveLength(3);
    // The first fell out of memory but not out of the data folder: no new solve.
    expect(source.peek(small)).not.toBeNull();
    expect(solved).toHaveLength(3);
  });

  it('remembers a failed solve and hands the error on', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-win-'));
    dirs.push(dataDir);
    const source = new WinOddsStore({
      dataDir,
      shippedDir: dataDir,
      solve: () => Promise.reject(new RangeError('too big')),
    });
    await expect(source.get(small)).rejects.toThrow('too big');
    expect(source.hasFailed(small)).toBe(true);
    expect(source.hasFailed(other)).toBe(false);
  });
});

/** Lets every promise and microtask under way settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the solve queue', () => {
  /** Tables whose solves wait for `release(target)`, recording how many ran at once. */
  function queue(maxSolves: number, loneThreads?: number) {
    const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-win-'));
    dirs.push(dataDir);
    const started: { target: number; threads: number }[] = [];
    const releases = new Map<number, () => void>();
    let running = 0;
    let most = 0;
    const source = new WinOddsStore({
      dataDir,
      shippedDir: join(dataDir, 'none'),
      maxSolves,
      loneThreads,
      solve: (rules, _onProgress, threads) => {
        started.push({ target: rules.target!, threads });
        most = Math.max(most, ++running);
        return new Promise((resolve) =>
          releases.set(rules.target!, () => {
            running--;
            resolve(solveWin(rules));
          }),
        );
      },
    });
    return {
      source,
      started,
      release: (target: number) => releases.get(target)!(),
      most: () => most,
    };
  }

  it('runs at most its limit at once, one solve per rule set, the rest waiting in order', async () => {
    const { source, started, release, most } = queue(2);
    const targets = [500, 550, 600, 650, 700];
    const rules = targets.map((target): Rules => ({ ...small, target }));
    const asked = rules.map((r) => source.get(r));
    const same = source.get({ ...rules[4]! });
    await settle();
    // A burst shares the threads out: one each.
    expect(started).toEqual([
      { target: 500, threads: 1 },
      { target: 550, threads: 1 },
    ]);
    expect(rules.map((r) => source.ahead(r))).toEqual([null, null, 2, 3, 4]);
    expect(winChanceView(source, turnStart(rules[3]!, [0, 0]))).toEqual({
      status: 'solving',
      progress: 0,
      ahead: 3,
    });

    release(550);
    await asked[1];
    await settle();
    expect(started.map((s) => s.target)).toEqual([500, 550, 600]);
    expect(rules.map((r) => source.ahead(r))).toEqual([null, null, null, 2, 3]);
    for (const target of [500, 600, 650, 700]) {
      release(target);
      await settle();
    }
    const tables = await Promise.all(asked);
    expect(await same).toBe(tables[4]);
    expect(tables.map((t) => t.layout.rules.target)).toEqual(targets);
    expect(started.map((s) => s.target)).toEqual(targets);
    expect(most()).toBe(2);
    expect(rules.map((r) => source.ahead(r))).toEqual([null, null, null, null, null]);
  });

  it('gives a solve that runs alone every thread of the limit', async () => {
    const { source, started, release } = queue(3);
    const asked = source.get(small);
    await settle();
    expect(started).toEqual([{ target: 1000, threads: 3 }]);
    release(1000);
    await asked;
  });

  it('gives a solve asked for alone its lone threads, and a burst one thread each', async () => {
    const { source, started, release } = queue(1, 2);
    const alone = source.get(small);
    await settle();
    expect(started).toEqual([{ target: 1000, threads: 2 }]);
    release(1000);
    await alone;
    const burst = [500, 550].map((target) => source.get({ ...small, target }));
    await settle();
    expect(started.slice(1)).toEqual([{ target: 500, threads: 1 }]);
    release(500);
    await settle();
    release(550);
    await Promise.all(burst);
  });
});

/** A two-seat position at the start of a turn. */
function turnStart(rules: Rules, totals: [number, number]): FarkleState {
  const state = newGame({ rules, seats: 2, generator: 'xoroshiro128plus', seed: 1 });
  return {
    ...state,
    seats: totals.map((total) => ({ total, onBoard: total > 0, farkleStreak: 0 })),
  };
}

/**
 * Each value of a shipped table recomputed from the others: the first roll's chance, worked out by
 * the turn's dynamic program over the table's values after it, must be the value stored.
 */
function recomputeSample(table: WinOdds, rules: Rules, samples: number): number {
  let worst = 0;
  const step = table.layout.unit * 7;
  const target = rules.target!;
  for (let i = 0; i < samples; i++) {
    const totals: [number, number] = [(i * step) % target, (i * step * 3 + 50) % target];
    const state = turnStart(rules, totals);
    const [roll] = winOptions(table, state);
    const seat = (total: number) => ({ total, onBoard: total > 0, farkleStreak: 0 });
    worst = Math.max(
      worst,
      Math.abs(roll!.chance - winChance(table, seat(totals[0]), seat(totals[1]))),
    );
  }
  return worst;
}

describe('the shipped win tables', () => {
  for (const id of ['minimal', 'house', 'ece209', 'it312', 'csc276'] as PresetId[]) {
    it(`${id}: is found without a solve and agrees with a recomputation of a sample`, () => {
      const { rules } = preset(id);
      const dataDir = mkdtempSync(join(tmpdir(), 'hotdice-win-'));
      dirs.push(dataDir);
      const source = new WinOddsStore({
        dataDir,
        shippedDir: join(resourcesDir(), 'win-tables'),
        solve: () => Promise.reject(new Error('a shipped table should not be solved')),
      });
      const table = source.peek(rules);
      expect(table).not.toBeNull();
      expect(recomputeSample(table!, rules, 200)).toBeLessThan(1e-9);
    });
  }
});
