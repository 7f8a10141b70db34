import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOW_WAIT_AFTER_MS, SlowWait } from './slow-wait.svelte';

/** A request whose answer the test gives when it likes. */
function held<T>() {
  let answer!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a wait shown only past a moment', () => {
  it('is pending at once but shown only once the moment has passed, and told once', async () => {
    const told: string[] = [];
    const wait = new SlowWait<'roll'>((kind) => told.push(kind));
    const request = held<number>();
    const running = wait.run('roll', () => request.promise);
    expect(wait.pending).toBe('roll');
    expect(wait.shown).toBe(false);
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS - 1);
    expect(wait.shown).toBe(false);
    expect(told).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.shown).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(told).toEqual(['roll']);
    request.answer(7);
    await expect(running).resolves.toBe(7);
    expect(wait.pending).toBeNull();
    expect(wait.shown).toBe(false);
  });

  it('never shows an answer that comes within the moment', async () => {
    const told: string[] = [];
    const wait = new SlowWait<'bank'>((kind) => told.push(kind));
    const request = held<string>();
    const running = wait.run('bank', () => request.promise);
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS / 2);
    request.answer('banked');
    await expect(running).resolves.toBe('banked');
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS * 2);
    expect(wait.shown).toBe(false);
    expect(wait.pending).toBeNull();
    expect(told).toEqual([]);
  });

  it('ends when the request fails, passing its error on', async () => {
    const wait = new SlowWait<'roll'>();
    const request = held<number>();
    const running = wait.run('roll', () => request.promise);
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS);
    expect(wait.shown).toBe(true);
    request.fail(new Error('the disk is busy'));
    await expect(running).rejects.toThrow('the disk is busy');
    expect(wait.pending).toBeNull();
    expect(wait.shown).toBe(false);
  });

  it('starts each request afresh: a new one waits its own moment', async () => {
    const wait = new SlowWait<'roll' | 'bank'>();
    const first = held<void>();
    const running = wait.run('roll', () => first.promise);
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS);
    first.answer();
    await running;
    const second = held<void>();
    void wait.run('bank', () => second.promise);
    expect(wait.pending).toBe('bank');
    expect(wait.shown).toBe(false);
    second.answer();
  });

  it('leaves a newer request’s wait alone when an older answer comes late', async () => {
    const wait = new SlowWait<'move'>();
    const old = held<string>();
    const late = wait.run('move', () => old.promise);
    const current = held<string>();
    void wait.run('move', () => current.promise);
    await vi.advanceTimersByTimeAsync(SHOW_WAIT_AFTER_MS);
    old.answer('stale');
    await expect(late).resolves.toBe('stale');
    expect(wait.pending).toBe('move');
    expect(wait.shown).toBe(true);
    current.answer('fresh');
  });
});
