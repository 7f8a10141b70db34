import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import { seatSolveSeconds } from '../engine/farkle/seatcost';
import { solveSeats } from '../engine/farkle/seatsolver';
import { approxHere } from '../host/approx-here.testkit';
import { SeatOddsStore } from '../host/seatOddsStore';
import { requestSchemas } from '../api/schemas';
import { seatOddsStatus } from './seat-odds-status';

const minimal = preset('minimal').rules;
const small: Rules = { ...minimal, target: 300 };
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A store over a fresh (or the given) data folder, solving in this thread on `threads`. */
function store(threads: number, dataDir = mkdtempSync(join(tmpdir(), 'hotdice-status-'))) {
  dirs.push(dataDir);
  return new SeatOddsStore({
    dataDir,
    threads,
    solve: (rules, seats) => Promise.resolve(solveSeats(rules, seats)),
    approx: approxHere(),
  });
}

describe('what the setup says of the odds before a first game at three or four seats', () => {
  it('estimates a table not yet solved from seatcost, per thread, longer for a longer game', async () => {
    const one = await seatOddsStatus(store(1), minimal, 3);
    const two = await seatOddsStatus(store(2), minimal, 3);
    expect(one).toEqual({ status: 'unsolved', seconds: seatSolveSeconds(minimal, 3, 1) });
    if (one.status !== 'unsolved' || two.status !== 'unsolved') throw new Error('not unsolved');
    expect(two.seconds).toBeCloseTo(one.seconds / 2, 9);
    const short = await seatOddsStatus(store(1), { ...minimal, target: 1000 }, 3);
    if (short.status !== 'unsolved') throw new Error('not unsolved');
    expect(short.seconds).toBeLessThan(one.seconds / 100);
  });

  it('says the odds are being worked out, then kept, in memory and in the data folder', async () => {
    const tables = store(2);
    const solving = tables.get(small, 3);
    expect(await seatOddsStatus(tables, small, 3)).toEqual({ status: 'solving', progress: 0 });
    await solving;
    expect(await seatOddsStatus(tables, small, 3)).toEqual({ status: 'kept' });
    const dataDir = dirs.at(-1)!;
    // A fresh launch: nothing in memory, the file in the data folder.
    const relaunched = store(2, dataDir);
    expect(await seatOddsStatus(relaunched, small, 3)).toEqual({ status: 'kept' });
    expect(relaunched.peek(small, 3)).toBeNull();
    expect((await seatOddsStatus(relaunched, small, 4)).status).toBe('unsolved');
  });

  it('counts a file saved by another engine version as not kept', async () => {
    const tables = store(1);
    await tables.get(small, 3);
    const folder = join(dirs.at(-1)!, 'seat-tables');
    const path = join(folder, readdirSync(folder)[0]!);
    const bytes = readFileSync(path);
    bytes.writeUInt32LE(bytes.readUInt32LE(8) + 1, 8);
    writeFileSync(path, bytes);
    expect((await seatOddsStatus(store(1, dirs.at(-1)), small, 3)).status).toBe('unsolved');
  });

  it('says tables past the exact limit are approximate, and why others have none', async () => {
    expect(await seatOddsStatus(store(1), minimal, 4)).toEqual({ status: 'approximate' });
    // A penalty multiplies the positions: three seats to 10,000 are past the limit too.
    const penalty = { ...minimal, threeFarklePenalty: 500 };
    expect(await seatOddsStatus(store(1), penalty, 3)).toEqual({ status: 'approximate' });
    expect(await seatOddsStatus(store(1), { ...minimal, target: 1000 }, 4)).toMatchObject({
      status: 'unsolved',
    });
    expect(await seatOddsStatus(undefined, small, 3)).toMatchObject({ status: 'none' });
    expect(await seatOddsStatus(store(1), { ...small, target: null }, 3)).toMatchObject({
      status: 'none',
    });
  });

  it('is asked for three or four seats only, with a clear refusal otherwise', () => {
    const request = { preset: 'minimal', rules: small };
    expect(requestSchemas.seatOddsStatus.safeParse({ ...request, seats: 3 }).success).toBe(true);
    const two = requestSchemas.seatOddsStatus.safeParse({ ...request, seats: 2 });
    expect(two.error?.issues[0]?.message).toMatch(/3 or 4 players/);
    expect(requestSchemas.seatOddsStatus.safeParse({ ...request, seats: 5 }).success).toBe(false);
  });
});
