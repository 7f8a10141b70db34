import { describe, expect, it } from 'vitest';
import type { Rules } from '../../src-shared/farkle';
import { preset } from '../engine';
import { solveSeats, type SeatTable } from '../engine/farkle/seatsolver';
import { SeatOddsInMemory } from './seatOddsInMemory';

const small: Rules = { ...preset('minimal').rules, target: 500 };
const tables = { 3: solveSeats(small, 3), 4: solveSeats(small, 4) } as Record<number, SeatTable>;

/** Solves as the host would, one step at a time: each call waits for `finish`. */
function heldSolves() {
  const started: number[] = [];
  const finishers: Array<() => void> = [];
  const store = new SeatOddsInMemory({
    solve: (_, seats, onProgress) => {
      started.push(seats);
      onProgress(0.4);
      return new Promise((resolve, reject) =>
        finishers.push(() => (seats === 4 ? resolve(tables[4]!) : reject(new Error('no')))),
      );
    },
  });
  return { store, started, finish: (i: number) => finishers[i]!() };
}

describe('the three- and four-seat odds store', () => {
  it('solves one table at a time, in the order asked, sharing a solve of the same rules', async () => {
    const { store, started, finish } = heldSolves();
    const four = store.get(small, 4);
    const again = store.get(small, 4);
    const three = store.get(small, 3).catch((error: unknown) => error);
    await expect.poll(() => started).toEqual([4]);
    expect(store.progress(small, 4)).toBe(0.4);
    expect(store.peek(small, 4)).toBeNull();
    finish(0);
    expect(await four).toBe(tables[4]);
    expect(await again).toBe(tables[4]);
    expect(store.peek(small, 4)).toBe(tables[4]);
    expect(store.progress(small, 4)).toBeNull();
    // The next waited its turn; its failure is remembered and not tried again.
    await expect.poll(() => started).toEqual([4, 3]);
    finish(1);
    expect(await three).toBeInstanceOf(Error);
    expect(store.hasFailed(small, 3)).toBe(true);
    expect(store.hasFailed(small, 4)).toBe(false);
  });
});
