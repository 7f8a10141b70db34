import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FarkleView } from '../../../src-shared/api';
import type { FarkleEvent } from '../../../src-shared/farkle';
import { FARKLE_PAUSE_MS, FarkleHold } from './farkle-hold.svelte';

const view = {
  over: false,
  seats: [
    { name: 'You', bot: null },
    { name: 'Milo', bot: 'greedy' },
  ],
} as unknown as FarkleView;
const farkleOf = (seat: number): FarkleEvent[] => [
  { type: 'roll', seat, faces: [2, 2, 3, 4, 6, 6] },
  { type: 'farkle', seat, lost: 300, penalty: 0 },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a farkle held on the felt', () => {
  it('keeps the bots waiting until the dice have landed and the pause has passed', () => {
    const goOn = vi.fn();
    const hold = new FarkleHold({ farkleHold: 'pause', animations: false }, goOn);
    hold.hold(view, farkleOf(0));
    expect(hold.held).toBe(true);
    vi.advanceTimersByTime(FARKLE_PAUSE_MS - 1);
    expect(goOn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect([hold.held, goOn.mock.calls.length]).toEqual([false, 1]);
  });

  it('waits for a key or click with farkleHold "key", however long', () => {
    const goOn = vi.fn();
    const hold = new FarkleHold({ farkleHold: 'key', animations: false }, goOn);
    hold.hold(view, farkleOf(0));
    vi.advanceTimersByTime(60_000);
    expect([hold.held, goOn.mock.calls.length]).toEqual([true, 0]);
    hold.release();
    expect([hold.held, goOn.mock.calls.length]).toEqual([false, 1]);
  });

  it('holds nothing for a bot’s farkle, or at the end of the game', () => {
    const hold = new FarkleHold({ farkleHold: 'key', animations: false }, vi.fn());
    hold.hold(view, farkleOf(1));
    expect(hold.held).toBe(false);
    hold.hold({ ...view, over: true }, farkleOf(0));
    expect(hold.held).toBe(false);
  });
});
