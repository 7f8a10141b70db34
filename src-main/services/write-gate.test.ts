import { describe, expect, it } from 'vitest';
import { WriteGate } from './write-gate';

/** A promise and the function that settles it, for steering the order of calls. */
function deferred() {
  let settle = (): void => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

const ticks = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

describe('the write gate', () => {
  it('lets calls share it while no one holds it alone', async () => {
    const gate = new WriteGate();
    const first = deferred();
    const order: string[] = [];
    const a = gate.share(async () => {
      await first.promise;
      order.push('a');
    });
    const b = gate.share(() => order.push('b'));
    await b;
    expect(order).toEqual(['b']);
    first.settle();
    await a;
    expect(order).toEqual(['b', 'a']);
  });

  it('is held alone only once the calls in it have finished', async () => {
    const gate = new WriteGate();
    const call = deferred();
    const order: string[] = [];
    const sharing = gate.share(async () => {
      await call.promise;
      order.push('call');
    });
    const holding = gate.hold().then((release) => {
      order.push('held');
      return release;
    });
    await ticks();
    expect(order).toEqual([]);
    call.settle();
    await sharing;
    (await holding)();
    expect(order).toEqual(['call', 'held']);
  });

  it('makes calls arriving while it is held, or wanted, wait for the release', async () => {
    const gate = new WriteGate();
    const call = deferred();
    const early = gate.share(() => call.promise);
    const holding = gate.hold();
    const order: string[] = [];
    // Arrives after the import asked: it must not slip in ahead of it.
    const late = gate.share(() => order.push('late'));
    call.settle();
    await early;
    const release = await holding;
    await ticks();
    expect(order).toEqual([]);
    release();
    await late;
    expect(order).toEqual(['late']);
  });

  it('is let go once: a second release does not free the next holder', async () => {
    const gate = new WriteGate();
    const first = await gate.hold();
    first();
    const second = await gate.hold();
    first();
    const order: string[] = [];
    const waiting = gate.share(() => {
      order.push('call');
      throw new Error('refused');
    });
    await ticks();
    expect(order).toEqual([]);
    second();
    await expect(waiting).rejects.toThrow('refused');
    // The failed call left the gate free.
    (await gate.hold())();
  });
});
