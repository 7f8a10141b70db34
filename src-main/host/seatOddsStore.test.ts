import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import type { FarkleState } from '../../src-shared/farkle';
import { act, start } from '../engine/farkle/game.testkit';
import { seatChancesNow, seatExpertAction, seatTurnNeeded } from '../engine/farkle/seatplay';
import { SeatApprox } from '../engine/farkle/seatapproxtable';
import { solveSeats, startChances, type SeatTable } from '../engine/farkle/seatsolver';
import { readSeatTable, seatTableParts } from './seatOddsFile';
import { approxHere } from './approx-here.testkit';
import { seatChanceView, seatTableAtHand } from '../services/seatchance';
import { SeatOddsStore } from './seatOddsStore';

const small: Rules = { ...preset('minimal').rules, target: 300 };
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A store over this data folder, solving in this thread and counting its solves. */
function store(dataDir: string) {
  const solved: number[] = [];
  const shares: number[] = [];
  const approx = approxHere();
  const tables = new SeatOddsStore({
    dataDir,
    approx,
    solve: async (rules, seats, onProgress) => {
      solved.push(seats);
      return solveSeats(rules, seats, (done, total) => {
        onProgress(done / total);
        shares.push(done / total);
      });
    },
  });
  return { tables, solved, shares, approx };
}

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hotdice-seats-'));
  dirs.push(dir);
  return dir;
}

describe('the n-seat odds store', () => {
  it('solves a table once, keeps it in the data folder and reads it back exactly', async () => {
    const dataDir = folder();
    const first = store(dataDir);
    const solving = first.tables.get(small, 3);
    expect(first.tables.progress(small, 3)).toBe(0);
    const table = (await solving) as SeatTable;
    expect(first.solved).toEqual([3]);
    expect(first.shares.at(-1)).toBe(1);
    expect(first.tables.progress(small, 3)).toBeNull();
    expect(first.tables.peek(small, 3)).toBe(table);
    expect(await first.tables.get(small, 3)).toBe(table);
    const files = readdirSync(join(dataDir, 'seat-tables'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{64}\.bin$/);

    const again = store(dataDir);
    const read = (await again.tables.get(small, 3)) as SeatTable;
    expect(again.solved).toEqual([]);
    expect(read.values).toEqual(table.values);
    expect(startChances(read)).toEqual(startChances(table));
    expect(read.cycles).toBe(table.cycles);
  });

  it('keeps where the odds say "about" with the table, under its checksum', async () => {
    const table = solveSeats(small, 3);
    const about = Uint8Array.from(table.about, (_, i) => (i * 37) & 0xff);
    const path = join(folder(), 'marked.bin');
    writeFileSync(path, Buffer.concat(await seatTableParts({ ...table, about })));
    expect((await readSeatTable(path, small, 3))?.about).toEqual(about);
    const bytes = readFileSync(path);
    // A bit of `about` changed: the checksum fails and the table is solved again.
    bytes[bytes.length - 33]! ^= 1;
    writeFileSync(path, bytes);
    expect(await readSeatTable(path, small, 3)).toBeNull();
  });

  it('solves again when the saved table was changed or is for another seat count', async () => {
    const dataDir = folder();
    await store(dataDir).tables.get(small, 3);
    const path = join(dataDir, 'seat-tables', readdirSync(join(dataDir, 'seat-tables'))[0]!);
    const bytes = readFileSync(path);
    bytes[bytes.length - 100]! ^= 1;
    writeFileSync(path, bytes);
    const damaged = store(dataDir);
    await damaged.tables.get(small, 3);
    expect(damaged.solved).toEqual([3]);
    const four = store(dataDir);
    await four.tables.get(small, 4);
    expect(four.solved).toEqual([4]);
    expect(readdirSync(join(dataDir, 'seat-tables'))).toHaveLength(2);
  });

  it('shares one solve between callers and refuses what it cannot solve, in words', async () => {
    const { tables, solved } = store(folder());
    const [a, b] = await Promise.all([tables.get(small, 3), tables.get(small, 3)]);
    expect(a).toBe(b);
    expect(solved).toEqual([3]);
    await expect(tables.get(small, 5)).rejects.toThrow(/2 to 4 players/);
    expect(tables.hasFailed(small, 3)).toBe(false);
  });

  it('approximates four seats past the exact solve without solving or saving, a tick at a time', async () => {
    const dataDir = folder();
    const { tables, solved } = store(dataDir);
    const long = preset('minimal').rules;
    const coming = tables.get(long, 4);
    const first = tables.progress(long, 4)!;
    expect(first).toBeLessThan(0.1);
    // The race is built between turns of the event loop: the store answers meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    expect(tables.progress(long, 4)).toBeGreaterThan(first);
    const table = await coming;
    expect(table).toBeInstanceOf(SeatApprox);
    expect(tables.peek(long, 4)).toBe(table);
    expect(solved).toEqual([]);
    expect(existsSync(join(dataDir, 'seat-tables'))).toBe(false);
    await expect(tables.get({ ...long, target: null }, 4)).rejects.toThrow(/target/);
  });

  it('hands an approximate table each turn solved elsewhere, once per position', async () => {
    const { tables, approx } = store(folder());
    // A penalty of 500 at 10,000: past what the exact solve holds at three seats.
    const rules = { ...preset('minimal').rules, threeFarklePenalty: 500 };
    const table = await tables.get(rules, 3);
    expect(table).toBeInstanceOf(SeatApprox);
    const state = start(rules, 3, 5);
    expect((table as SeatApprox).missing(state)).not.toBeNull();
    // Until the turn is handed over the table shows it being worked out, and asks for it.
    expect(seatChanceView(tables, state)).toEqual({ status: 'solving', progress: 1 });
    expect(seatTableAtHand(tables, state)).toBeNull();
    await Promise.all([tables.prepare(state), tables.prepare(state)]);
    expect(seatChanceView(tables, state)).toMatchObject({ status: 'ready', approximate: true });
    expect(approx.asked).toBe(1);
    expect((table as SeatApprox).missing(state)).toBeNull();
    const chances = seatChancesNow(table, state);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // Without the turn handed over the table does not solve it on this thread.
    const elsewhere = new Int32Array([5, 0, 0]);
    expect(() => (table as SeatApprox).turnAt(elsewhere, new Int32Array(3))).toThrow(
      /not worked out/,
    );
  });

  it("hands an exact table its final round's turns solved elsewhere, never solving one here", async () => {
    const { tables, approx } = store(folder());
    const rules = { ...preset('house').rules, target: 300 };
    const table = (await tables.get(rules, 3)) as SeatTable;
    // The same table solving its own final-round turns: where the game goes, and what it is worth.
    const here = solveSeats(rules, 3);
    let state: FarkleState = start(rules, 3, 2);
    while (!state.finalRound || state.turn.phase !== 'start') {
      state = act(state, seatExpertAction(here, state));
    }
    expect(seatTurnNeeded(table, state)).toMatchObject({ kind: 'final' });
    const asked = approx.asked;
    // The view asks for the turn; the calls after it share that one request.
    expect(seatChanceView(tables, state)).toEqual({ status: 'solving', progress: 1 });
    expect(seatTableAtHand(tables, state)).toBeNull();
    expect(() => seatChancesNow(table, state)).toThrow(/not worked out/);
    await Promise.all([tables.prepare(state), tables.prepare(state)]);
    expect(approx.asked).toBe(asked + 1);
    expect(seatTurnNeeded(table, state)).toBeNull();
    expect(seatChanceView(tables, state)).toEqual({
      status: 'ready',
      seats: seatChancesNow(here, state),
    });
    // The round's later turns are asked for the same way, and read as the table solves them.
    while (!state.over) {
      await tables.prepare(state);
      expect(seatChancesNow(table, state)).toEqual(seatChancesNow(here, state));
      state = act(state, seatExpertAction(table, state));
    }
    expect(approx.asked).toBeGreaterThan(asked + 1);
  });
});
